import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Outlet } from '#router';
import { LoadingState } from '../components/LoadingState.tsx';
import { ApiError } from '../lib/api.ts';
import { internalUrlsQuery, type Session, SessionContext, userQuery } from '../lib/session.ts';
import { AppErrorScreen } from './screens/AppErrorScreen.tsx';

/**
 * Start-up (spec part 1 §4, §6): fetches the user and the internal urls, shows a loader meanwhile,
 * the app error screen when the user cannot be loaded (401 excepted: the API client is already
 * sending the browser to the sign-on page), then provides the session to every route.
 */
export function SessionGate() {
  const user = useQuery(userQuery);
  const urls = useQuery(internalUrlsQuery);

  const session = useMemo<Session | null>(
    () => (user.data ? { user: user.data, urls: urls.data ?? null } : null),
    [user.data, urls.data],
  );

  if (user.isError && !user.data) {
    const redirecting = user.error instanceof ApiError && user.error.kind === 'unauthorized';
    if (redirecting) return <LoadingState fullScreen />;
    return <AppErrorScreen retrying={user.isFetching} onRetry={() => void user.refetch()} />;
  }
  if (!session || urls.isPending) return <LoadingState fullScreen />;

  return (
    <SessionContext value={session}>
      <Outlet />
    </SessionContext>
  );
}
