import { hashKey, type QueryClient } from '@tanstack/react-query';
import { roomQueries } from '@/features/rooms/api/room-queries';
import type { Room } from '@/features/rooms/room';

/** The room list query's hash, as the query cache names it. */
export const roomListHash = () => hashKey(roomQueries.list().queryKey);

/** The cached room list, if any, without asking for it: a page that shows no rooms fetches none. */
export const cachedRoomList = (queryClient: QueryClient): readonly Room[] | undefined =>
  queryClient.getQueryData(roomQueries.list().queryKey);

/**
 * Resolves once the room list is not being fetched for the first time: at once when it is cached, never
 * asked for, or its fetch failed. Until then nothing this page shows has been recorded as seen.
 */
export function whenRoomListSettled(queryClient: QueryClient): Promise<void> {
  const cache = queryClient.getQueryCache();
  const firstFetch = () => {
    const state = cache.get(roomListHash())?.state;
    return state !== undefined && state.data === undefined && state.fetchStatus === 'fetching';
  };
  if (!firstFetch()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = cache.subscribe(() => {
      if (firstFetch()) return;
      stop();
      resolve();
    });
  });
}
