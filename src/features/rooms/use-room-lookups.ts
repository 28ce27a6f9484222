import '@/lib/i18n/screen-messages/room-screens';
import { useCallback, useSyncExternalStore } from 'react';
import {
  hashKey,
  isCancelledError,
  useQueryClient,
  type QueryCache,
  type QueryFunction,
  type QueryKey,
} from '@tanstack/react-query';
import type { MessageId } from '@/config/messages';
import { msg, t } from '@/lib/i18n/i18n';
import { keyedListeners } from '@/lib/keyed-listeners';
import { useT } from '@/lib/i18n/use-t';
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

/** What the factories in room-queries.ts give for a look-up. */
interface LookupOptions<T, K extends QueryKey> {
  queryKey: K;
  queryFn?: QueryFunction<T, K, never> | undefined;
}

/**
 * Tells each card when the look-up query it shows changes, through one cache subscription per QueryCache
 * rather than one per card: a grid mounts dozens of cards per search and thousands as it scrolls.
 */
interface LookupWatch {
  subscribe: (queryHash: string, onChange: () => void) => () => void;
}

const watches = new WeakMap<QueryCache, LookupWatch>();

function lookupWatchOf(cache: QueryCache): LookupWatch {
  let watch = watches.get(cache);
  if (watch) return watch;
  const listeners = keyedListeners<string>();
  cache.subscribe((event) => {
    // Observer events fire while another component renders; only the query's own changes matter here.
    if (event.type !== 'added' && event.type !== 'removed' && event.type !== 'updated') return;
    const notify = () => listeners.notify(event.query.queryHash);
    // A query is added while the component that asks for it renders (the map's and the comparison's
    // useQueries): cards hear of it just after, never by updating during another component's render.
    if (event.type === 'added') queueMicrotask(notify);
    else notify();
  });
  watch = { subscribe: listeners.subscribe };
  watches.set(cache, watch);
  return watch;
}

/**
 * A look-up the card's button asks for. Its query is created on the first request, not when the card mounts,
 * and the card reads the query's state without an observer: a long grid mounts thousands of cards as it
 * scrolls, and an observer or an idle query per card would cost every mount and every cache change. Cards
 * with the same key (the same postcode) show the same answer as soon as any of them asks.
 */
function useLookup<T, K extends QueryKey>(
  { queryKey, queryFn }: LookupOptions<T, K>,
  onSuccess: MessageId,
  onError: MessageId,
) {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const queryHash = hashKey(queryKey);
  const subscribe = useCallback(
    (onChange: () => void) => lookupWatchOf(cache).subscribe(queryHash, onChange),
    [cache, queryHash],
  );
  const state = useSyncExternalStore(subscribe, () => cache.get<T, Error>(queryHash)?.state);
  const isFetching = state?.fetchStatus === 'fetching';
  const refresh = () => {
    if (isFetching) return;
    // Kept while the session lasts: no observer holds it, and an answer the user asked for must not vanish
    // from a card that is still on screen. Logging out clears the cache.
    queryClient.fetchQuery({ queryKey, queryFn, retry: false, staleTime: 0, gcTime: Infinity }).then(
      () => notify.success(t(onSuccess)),
      (error: unknown) => {
        // Signing out cancels it, and an expired session already has its own toast and redirect.
        if (isCancelledError(error) || toApiError(error).sessionExpired) return;
        notify.error(t(onError));
      },
    );
  };
  const query = state && { isError: state.status === 'error', data: state.data };
  return { query, isFetching, refresh };
}

export function useRoomDistance(roomId: string): LookupState {
  const t = useT();
  const { query, isFetching, refresh } = useLookup(
    roomQueries.distance(roomId),
    msg('distanceUpdated'),
    msg('distanceFailed'),
  );
  let text = IDLE_TEXT;
  if (isFetching) text = t('lookupLoading');
  else if (query?.isError) text = t('valueError');
  else if (query?.data !== undefined) text = formatDistance(query.data);
  return { text, isLoading: isFetching, refresh };
}

export function useRoomWeather(postcode: string | null): LookupState {
  // A room without a postcode cannot be geocoded: nothing is asked and the card says 'Unavailable'.
  const t = useT();
  const { query, isFetching, refresh } = useLookup(
    roomQueries.geocode(postcode ?? ''),
    msg('weatherFetched'),
    msg('weatherFailed'),
  );
  let text = IDLE_TEXT;
  if (!postcode) text = t('weatherUnavailable');
  else if (isFetching) text = t('lookupLoading');
  else if (query?.isError) text = t('valueError');
  else if (query?.data === null) text = t('weatherUnavailable');
  else if (query?.data !== undefined) text = formatCoordinates(query.data);
  return { text, isLoading: isFetching, refresh: postcode ? refresh : () => undefined };
}
