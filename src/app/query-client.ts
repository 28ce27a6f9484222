import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, toApiError } from '@/lib/api-error';
import { reportReachable, reportUnreachable } from '@/lib/connectivity';
import { reportError } from '@/lib/error-reporting/report-error';
import { GEOCODE_KEY_PREFIX } from '@/features/rooms/api/room-queries';

const MAX_QUERY_RETRIES = 2;

/** Retrying helps only when the failure may be temporary: no answer at all, or a server error. */
export function isRetryableFailure(error: unknown): boolean {
  const apiError = toApiError(error);
  if (apiError.kind === 'network' || apiError.kind === 'timeout') return true;
  return apiError.kind === 'http' && (apiError.status ?? 0) >= 500;
}

/**
 * Failures the screens already explain are expected: a 4xx answer (wrong password, already applied, session
 * expired), no connection, a time-out. Anything else is reported: a 5xx, a response that is not what the
 * backend promises, and any error that is not an ApiError at all (a bug in our own code).
 */
export function isUnexpectedFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.kind === 'network' || error.kind === 'timeout') return false;
  if (error.kind === 'http') return (error.status ?? 0) >= 500;
  return true;
}

/** No answer at all: the network, not the server, failed. */
const isNoAnswer = (error: unknown) => {
  const { kind } = toApiError(error);
  return kind === 'network' || kind === 'timeout';
};

export function createQueryClient(): QueryClient {
  // A failure with no answer while saved data is on screen means the app is, in effect, offline
  // (docs/offline.md#offline-detection); any answer means it is not.
  const holdsData = () =>
    client
      .getQueryCache()
      .getAll()
      .some((query) => query.state.data !== undefined);
  const followReachability = (error: unknown) => {
    if (isNoAnswer(error) && holdsData()) reportUnreachable();
  };
  const client: QueryClient = new QueryClient({
    // Only the key goes with a report: never a mutation's variables, which hold passwords at login.
    queryCache: new QueryCache({
      onError: (error, query) => {
        followReachability(error);
        if (isUnexpectedFailure(error)) reportError(error, { source: 'query', queryKey: query.queryKey });
      },
      onSuccess: reportReachable,
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        followReachability(error);
        if (isUnexpectedFailure(error)) {
          reportError(error, { source: 'mutation', mutationKey: mutation.options.mutationKey });
        }
      },
      onSuccess: reportReachable,
    }),
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
  // A geocode restored from the saved cache is kept for the session, as one looked up now is: no observer
  // holds it, and the next save would otherwise lose it (docs/offline.md#saved-data).
  client.setQueryDefaults(GEOCODE_KEY_PREFIX, { gcTime: Infinity });
  return client;
}
