import type { QueryClient } from '@tanstack/react-query';
import { Component, type ReactNode, useEffect, useState } from 'react';
import { BrowserRouter, useRoutes } from '#router';
import { createQueryClient } from '../lib/query-client.ts';
import { consumeTicketFromUrl } from '../lib/ticket.ts';
import { AppProviders } from './AppProviders.tsx';
import { prefetchStartupData } from './prefetch.ts';
import { preloadScreen, routes } from './routes.tsx';
import { AppErrorScreen } from './screens/AppErrorScreen.tsx';

interface AppProps {
  /** Tests pass a client without retries. */
  queryClient?: QueryClient;
}

/**
 * A screen that throws while rendering (or whose chunk cannot be downloaded, e.g. after a
 * deployment replaced it) shows the app error screen; retrying reloads the page.
 */
class RenderErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
  }
  override render() {
    if (this.state.failed) return <AppErrorScreen onRetry={() => window.location.reload()} />;
    return this.props.children;
  }
}

function AppRoutes() {
  return useRoutes(routes);
}

/** The routes inside the error boundary: rendered by the browser (App) and by the server (entry-server.tsx). */
export function AppContent() {
  return (
    <RenderErrorBoundary>
      <AppRoutes />
    </RenderErrorBoundary>
  );
}

export function App({ queryClient }: AppProps) {
  const [client] = useState(() => {
    // Start-up (spec part 1 §4): take `?ticket=` into the session cookie and clean the address
    // before the router reads it and before the first API call.
    consumeTicketFromUrl();
    const created = queryClient ?? createQueryClient();
    // The page's chunk and data are requested next to the session calls, not after them.
    preloadScreen(window.location.pathname);
    prefetchStartupData(created, window.location.pathname);
    return created;
  });
  // A signal for the browser journeys: the page takes clicks from here on (after hydration).
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  // The app's own router (#router, WEB-09): routes, links and redirects, no data loading.
  return (
    <AppProviders queryClient={client}>
      <BrowserRouter>
        <AppContent />
      </BrowserRouter>
    </AppProviders>
  );
}
