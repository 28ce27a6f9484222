import { searchOneOf } from '@/lib/search-param-values';

// The orders and their URL form: the route reads them on every page's first load, so they live apart from the
// sorting itself, which loads with Room Listings (sort-rooms.ts).

/** The Sort by choices on Room Listings (docs/choosing-a-room.md#sorting); `recommended` is the backend's order. */
export const ROOM_SORT_ORDERS = ['recommended', 'price-asc', 'price-desc', 'name'] as const;
export type RoomSortOrder = (typeof ROOM_SORT_ORDERS)[number];
export const DEFAULT_ROOM_SORT_ORDER: RoomSortOrder = 'recommended';

/** `sort` in the URL: the default stays out of it, and anything unknown falls back to the default. */
export function searchRoomSortOrder(value: unknown): Exclude<RoomSortOrder, 'recommended'> | undefined {
  const order = searchOneOf(value, ROOM_SORT_ORDERS);
  return order === undefined || order === 'recommended' ? undefined : order;
}
