import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';
import { notifyError } from './notify-error.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silentError`: the screen shows the failure itself, no toast. */
    queryMeta: { silentError?: boolean };
    mutationMeta: { silentError?: boolean };
  }
}

const MAX_RETRIES = 1;

/** No retries on 4xx (they will not heal) nor on contract mismatches; one retry otherwise. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError) {
    if (error.kind === 'unauthorized' || error.kind === 'invalid-response') return false;
    if (error.status !== null && error.status >= 400 && error.status < 500) return false;
  }
  return failureCount < MAX_RETRIES;
}

export interface QueryClientOptions {
  /** Tests switch retries off to see failures at once. */
  retry?: boolean;
}

/**
 * Failures surface as one toast after the last attempt (not one per retry), from the caches, so
 * every query and mutation gets it without repeating it.
 */
export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silentError) notifyError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        if (!mutation.meta?.silentError) notifyError(error);
      },
    }),
    defaultOptions: {
      queries: {
        retry: options.retry === false ? false : shouldRetry,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
