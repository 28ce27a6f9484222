import { emptyRoomFilters, type RoomFilters } from '@/features/rooms/room-filters';
import {
  createSavedSearchesKeyValueStore,
  storedUser,
} from '@/features/saved-searches/saved-search-database';

/** A saved search as a previous visit stored it; `sort` may be one this version no longer has. */
export function storedSearch({
  id,
  name,
  filters = {},
  sort = 'recommended',
  notify = false,
}: {
  id: string;
  name: string;
  filters?: Partial<RoomFilters>;
  sort?: string;
  notify?: boolean;
}) {
  const counts = { openedAtSeenCount: 0, alertedAtSeenCount: 0 };
  return { id, name, notify, filters: { ...emptyRoomFilters, ...filters }, sort, ...counts };
}

/** Stores `searches` for `email` in the saved searches' own database, as the app keeps them. */
export async function seedSavedSearches(email: string, searches: ReturnType<typeof storedSearch>[]) {
  await createSavedSearchesKeyValueStore().set(`searches:${storedUser(email)}`, {
    format: 'student-rooms/saved-searches@1',
    searches,
  });
}
