import type { InternalUrls, User } from '@portal/domain';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { apiContract } from './api.ts';
import { browser } from './browser.ts';
import { clearTicket } from './ticket.ts';

export const sessionKeys = {
  user: ['session', 'user'] as const,
  internalUrls: ['session', 'internal-urls'] as const,
};

/** GET /api/v1/user — invalidate `sessionKeys.user` after impersonating or resetting a user. */
export const userQuery = queryOptions({
  queryKey: sessionKeys.user,
  queryFn: ({ signal }) => apiContract('/user', 'userSchema', { signal }),
});

/** GET /api/v1/dominio/url-interne — profile address, provider site and support contacts. */
export const internalUrlsQuery = queryOptions({
  queryKey: sessionKeys.internalUrls,
  queryFn: ({ signal }) => apiContract('/dominio/url-interne', 'internalUrlsSchema', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export interface Session {
  user: User;
  /** null when the internal-urls call failed: links and contacts are then left out. */
  urls: InternalUrls | null;
}

/** Provided by the app's session gate once the user is loaded. */
export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used below the session gate');
  return session;
}

/**
 * POST /api/v1/logout, then drop the ticket cookie and leave for the sign-on service's logout
 * address (it already carries `?service=<app origin>`).
 */
export function useLogout() {
  return useMutation({
    mutationFn: () => apiContract('/logout', 'logoutResponseSchema', { method: 'POST' }),
    onSuccess: ({ logoutUrl }) => {
      clearTicket();
      browser.assign(logoutUrl);
    },
  });
}
