import { emptyRoomFilters, roomFilterSearch, type RoomFilters } from '@/features/rooms/room-filters';
import {
  DEFAULT_ROOM_SORT_ORDER,
  ROOM_SORT_ORDERS,
  searchRoomSortOrder,
} from '@/features/rooms/room-sort-order';
import { readNonNegativeDecimal } from '@/lib/search-param-values';
import type { SearchCriteria } from './saved-search';

// What a search is, compared and read back by Room Listings' own rules (room-filters.ts, room-sort-order.ts):
// a saved search never filters differently from the form that made it (docs/saved-searches.md#saving).

const FILTER_FIELDS = Object.keys(emptyRoomFilters) as (keyof RoomFilters)[];

/** The criteria as the URL would keep them: trimmed, malformed values emptied, an unknown order the default. */
export function normaliseCriteria({ filters, sort }: SearchCriteria): SearchCriteria {
  return {
    filters: roomFilterSearch.normalise(filters),
    sort: ROOM_SORT_ORDERS.includes(sort) ? sort : DEFAULT_ROOM_SORT_ORDER,
  };
}

/** A filter value compared as the filter reads it: text case-insensitively, the price as a number. */
function comparable(field: keyof RoomFilters, value: string): string {
  if (field !== 'maxPrice') return value.toLowerCase();
  return String(readNonNegativeDecimal(value) ?? '');
}

/**
 * Whether two searches filter alike: the same filters after trimming, text in any case. The order is not
 * compared: saving the same filters in another order updates the saved search (docs/saved-searches.md#saving).
 */
export function sameCriteria(a: SearchCriteria, b: SearchCriteria): boolean {
  const left = roomFilterSearch.normalise(a.filters);
  const right = roomFilterSearch.normalise(b.filters);
  return FILTER_FIELDS.every((field) => comparable(field, left[field]) === comparable(field, right[field]));
}

export interface StoredCriteria {
  criteria: SearchCriteria;
  /** Something stored is no longer valid (a removed order, a malformed price) and was left out. */
  dropped: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Criteria read back from storage by today's rules: the valid part, and whether anything was left out, so a
 * search saved by an older version opens with what still applies and says so. Null when `value` is not
 * criteria at all.
 */
export function readStoredCriteria(value: unknown): StoredCriteria | null {
  if (!isRecord(value) || !isRecord(value.filters)) return null;
  const raw = value.filters;
  const valid = roomFilterSearch.parse(raw);
  let dropped = false;
  const filters = { ...emptyRoomFilters };
  for (const field of FILTER_FIELDS) {
    const given = raw[field];
    filters[field] = valid[field] ?? '';
    const empty = given === undefined || given === null || (typeof given === 'string' && given.trim() === '');
    if (valid[field] === undefined && !empty) dropped = true;
  }
  const storedSort = value.sort;
  const sort = ROOM_SORT_ORDERS.find((order) => order === storedSort);
  if (sort === undefined && storedSort !== undefined) dropped = true;
  return { criteria: { filters, sort: sort ?? DEFAULT_ROOM_SORT_ORDER }, dropped };
}

/** Room Listings' search params for `criteria`, as its links write them (the default order left out). */
export function criteriaSearch({ filters, sort }: SearchCriteria) {
  return { ...roomFilterSearch.fromFilters(filters), sort: searchRoomSortOrder(sort) };
}
