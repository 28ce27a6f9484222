import { searchNonNegativeNumber, searchText, emptyToUndefined } from '@/lib/search-param-values';
import type { Room } from './room';

export interface RoomFilters {
  location: string;
  maxPrice: string;
  language: string;
  postcode: string;
}

export const emptyRoomFilters: RoomFilters = { location: '', maxPrice: '', language: '', postcode: '' };

/** A room with its search fields lowercased once per data load, not once per search. */
export interface SearchableRoom {
  room: Room;
  placeText: string;
  languages: string[];
  postcode: string;
}

export function toSearchableRooms(rooms: readonly Room[]): SearchableRoom[] {
  return rooms.map((room) => ({
    room,
    // The real backend has no `location`; its address plays that part.
    placeText: [room.location, room.title, room.address].filter(Boolean).join('\n').toLowerCase(),
    languages: room.languages.map((language) => language.toLowerCase()),
    postcode: (room.postcode ?? '').toLowerCase(),
  }));
}

// Keyed by the cached list itself: TanStack Query hands out the same array until new data arrives, so each
// load is prepared at most once, whichever screen or how many mounted lists ask. A WeakMap lets a replaced
// list and its preparation be collected together.
const preparedLists = new WeakMap<readonly Room[], SearchableRoom[]>();

/** The list prepared for searching, once per data load. */
export function searchableRoomsOf(rooms: readonly Room[]): SearchableRoom[] {
  let prepared = preparedLists.get(rooms);
  if (!prepared) {
    prepared = toSearchableRooms(rooms);
    preparedLists.set(rooms, prepared);
  }
  return prepared;
}

/**
 * Section 5 over the cached list. Without filters the list itself is returned: nothing is copied, and the
 * preparation waits for the first search, so the first cards of a long list paint sooner.
 */
export function filterRoomList(rooms: Room[], filters: RoomFilters): Room[] {
  if (!hasActiveRoomFilters(filters)) return rooms;
  return filterRooms(searchableRoomsOf(rooms), filters);
}

export function hasActiveRoomFilters(filters: RoomFilters): boolean {
  const { location, maxPrice, language, postcode } = filters;
  return [location, maxPrice, language, postcode].some((value) => value.trim() !== '');
}

/**
 * Section 5, client-side over the full list; empty filters are ignored:
 * location is a case-insensitive substring of the location or title; maxPrice keeps prices at or below it;
 * language equals one of the room's languages, case-insensitively; the postcode contains the text.
 */
export function filterRooms(rooms: SearchableRoom[], filters: RoomFilters): Room[] {
  const location = filters.location.trim().toLowerCase();
  const language = filters.language.trim().toLowerCase();
  const postcode = filters.postcode.trim().toLowerCase();
  const maxPriceText = filters.maxPrice.trim();
  const maxPrice = maxPriceText === '' ? null : Number(maxPriceText);
  const usesMaxPrice = maxPrice !== null && Number.isFinite(maxPrice);

  const matches: Room[] = [];
  for (const entry of rooms) {
    if (location && !entry.placeText.includes(location)) continue;
    if (usesMaxPrice && (entry.room.pricePerMonth === null || entry.room.pricePerMonth > maxPrice)) continue;
    if (language && !entry.languages.includes(language)) continue;
    if (postcode && !entry.postcode.includes(postcode)) continue;
    matches.push(entry.room);
  }
  return matches;
}

/** Room filters as they live in the URL (/rooms?location=leeds&maxPrice=500); malformed values are dropped. */
export type RoomFilterSearch = { [K in keyof RoomFilters]?: string | undefined };

export function parseRoomFilterSearch(search: Record<string, unknown>): RoomFilterSearch {
  return emptyToUndefined({
    location: searchText(search.location) ?? '',
    maxPrice: searchNonNegativeNumber(search.maxPrice) ?? '',
    language: searchText(search.language) ?? '',
    postcode: searchText(search.postcode) ?? '',
  });
}

export function roomFiltersFromSearch(search: RoomFilterSearch): RoomFilters {
  return {
    location: search.location ?? '',
    maxPrice: search.maxPrice ?? '',
    language: search.language ?? '',
    postcode: search.postcode ?? '',
  };
}

export function roomFilterSearchFrom(filters: RoomFilters): RoomFilterSearch {
  return parseRoomFilterSearch({ ...filters });
}

const FILTER_LABELS: Record<keyof RoomFilters, string> = {
  location: 'Location',
  maxPrice: 'Max Price',
  language: 'Language',
  postcode: 'Postcode',
};

export interface DropFilterHint {
  field: keyof RoomFilters;
  label: string;
  /** How many rooms the search finds without this one filter. */
  count: number;
}

/**
 * When a search finds nothing, the single filter whose removal finds the most rooms, computed from the
 * data. Null when no single filter is to blame (or nothing is filtered).
 */
export function suggestFilterToDrop(rooms: SearchableRoom[], filters: RoomFilters): DropFilterHint | null {
  let best: DropFilterHint | null = null;
  for (const field of Object.keys(FILTER_LABELS) as (keyof RoomFilters)[]) {
    if (filters[field].trim() === '') continue;
    const count = filterRooms(rooms, { ...filters, [field]: '' }).length;
    if (count > 0 && (best === null || count > best.count))
      best = { field, label: FILTER_LABELS[field], count };
  }
  return best;
}
