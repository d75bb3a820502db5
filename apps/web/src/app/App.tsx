import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';
import { consumeTicketFromUrl } from '../lib/ticket.ts';
import { AppProviders } from './providers.tsx';
import { routes } from './routes.tsx';

interface AppProps {
  /** Tests pass a client without retries. */
  queryClient?: QueryClient;
}

export function App({ queryClient }: AppProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [router] = useState(() => {
    // Start-up (spec part 1 §4): take `?ticket=` into the session cookie and clean the address
    // before the router reads it and before the first API call.
    consumeTicketFromUrl();
    return createBrowserRouter(routes);
  });
  return (
    <AppProviders queryClient={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
