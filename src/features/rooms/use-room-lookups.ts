import { useCallback, useSyncExternalStore } from 'react';
import {
  hashKey,
  isCancelledError,
  useQueries,
  useQueryClient,
  type QueryFunction,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { messages } from '@/config/messages';
import { toApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { roomQueries } from './api/room-queries';
import { formatCoordinates, formatDistance } from './format-room';

export interface LookupState {
  /** What the card shows after 'Weather:' or 'Distance:'. */
  text: string;
  isLoading: boolean;
  refresh: () => void;
}

const IDLE_TEXT = '-';
const LOADING_TEXT = 'Loading...';

/** What the factories in room-queries.ts give for a look-up. */
interface LookupOptions<T, K extends QueryKey> {
  queryKey: K;
  queryFn?: QueryFunction<T, K, never> | undefined;
}

/**
 * A look-up the card's button asks for. Its query is created on the first request, not when the card mounts:
 * a long grid mounts thousands of cards as it scrolls, and two idle queries each would fill the cache and
 * make every cache change (and every save of it for offline use) walk them all. Until then the card only
 * watches whether another card (with the same postcode, say) has created it.
 */
function useLookup<T, K extends QueryKey>(
  { queryKey, queryFn }: LookupOptions<T, K>,
  onSuccess: string,
  onError: string,
) {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const queryHash = hashKey(queryKey);
  // Only the query's creation and removal matter here. Other events also fire while another card renders
  // (creating its observer): passing those on would make React update this card in the middle of that render.
  const subscribe = useCallback(
    (onChange: () => void) =>
      cache.subscribe((event) => {
        if ((event.type === 'added' || event.type === 'removed') && event.query.queryHash === queryHash)
          onChange();
      }),
    [cache, queryHash],
  );
  const exists = useSyncExternalStore(subscribe, () => cache.get(queryHash) !== undefined);
  // Watching the query once it exists keeps its answer while the card is on screen (gcTime counts from then).
  const watched: UseQueryOptions<T, Error, T, K>[] = exists
    ? [{ queryKey, queryFn, retry: false, enabled: false }]
    : [];
  const [query] = useQueries({ queries: watched });
  const isFetching = query?.isFetching ?? false;
  const refresh = () => {
    if (isFetching) return;
    queryClient.fetchQuery({ queryKey, queryFn, retry: false, staleTime: 0 }).then(
      () => notify.success(onSuccess),
      (error: unknown) => {
        // Signing out cancels it, and an expired session already has its own toast and redirect.
        if (isCancelledError(error) || toApiError(error).sessionExpired) return;
        notify.error(onError);
      },
    );
  };
  return { query, isFetching, refresh };
}

export function useRoomDistance(roomId: string): LookupState {
  const { query, isFetching, refresh } = useLookup(
    roomQueries.distance(roomId),
    messages.distanceUpdated,
    messages.distanceFailed,
  );
  let text = IDLE_TEXT;
  if (isFetching) text = LOADING_TEXT;
  else if (query?.isError) text = messages.valueError;
  else if (query?.data !== undefined) text = formatDistance(query.data);
  return { text, isLoading: isFetching, refresh };
}

export function useRoomWeather(postcode: string | null): LookupState {
  // A room without a postcode cannot be geocoded: nothing is asked and the card says 'Unavailable'.
  const { query, isFetching, refresh } = useLookup(
    roomQueries.geocode(postcode ?? ''),
    messages.weatherFetched,
    messages.weatherFailed,
  );
  let text = IDLE_TEXT;
  if (!postcode) text = messages.weatherUnavailable;
  else if (isFetching) text = LOADING_TEXT;
  else if (query?.isError) text = messages.valueError;
  else if (query?.data === null) text = messages.weatherUnavailable;
  else if (query?.data !== undefined) text = formatCoordinates(query.data);
  return { text, isLoading: isFetching, refresh: postcode ? refresh : () => undefined };
}
