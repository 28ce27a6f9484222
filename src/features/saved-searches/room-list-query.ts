import { hashKey, type QueryClient } from '@tanstack/react-query';
import { roomQueries } from '@/features/rooms/api/room-queries';
import type { Room } from '@/features/rooms/room';

/** The room list query's hash, as the query cache names it. */
export const roomListHash = () => hashKey(roomQueries.list().queryKey);

/** The cached room list, if any, without asking for it: a page that shows no rooms fetches none. */
export const cachedRoomList = (queryClient: QueryClient): readonly Room[] | undefined =>
  queryClient.getQueryData(roomQueries.list().queryKey);
