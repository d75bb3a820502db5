import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { cssVariablesResolver, theme } from './theme.ts';

// Under Vitest, Mantine renders without transitions and portals.
const mantineEnv = import.meta.env.MODE === 'test' ? 'test' : 'default';

const LazyToasts = lazy(() => import('./Toasts.tsx'));

/**
 * Toasts are shown through the `notifications` store of @mantine/notifications (a few hundred
 * bytes); the container that renders them (with its transitions) is downloaded when the store
 * first holds a toast, so a page that shows none never loads it. A toast raised before the
 * container has arrived waits in the store and appears with it.
 */
function ToastsOnDemand() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LazyToasts />
    </Suspense>
  );
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={mantineEnv}
    >
      <QueryClientProvider client={queryClient}>
        <ToastsOnDemand />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
