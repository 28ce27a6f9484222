import { QueryClient } from '@tanstack/react-query';
import { toApiError } from '@/lib/api-error';

const MAX_QUERY_RETRIES = 2;

/** Retrying helps only when the failure may be temporary: no answer at all, or a server error. */
export function isRetryableFailure(error: unknown): boolean {
  const apiError = toApiError(error);
  if (apiError.kind === 'network' || apiError.kind === 'timeout') return true;
  return apiError.kind === 'http' && (apiError.status ?? 0) >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < MAX_QUERY_RETRIES && isRetryableFailure(error),
        refetchOnWindowFocus: false,
        // Coming back online always refreshes what is on screen, even data that is not yet stale.
        refetchOnReconnect: 'always',
      },
      // A retried POST could apply twice; the user decides whether to try again.
      mutations: { retry: false },
    },
  });
}
