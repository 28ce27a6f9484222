import { readNonNegativeDecimal } from '@/lib/search-param-values';
import type { Room } from './room';
import { hasActiveRoomFilters, type RoomFilters } from './room-filters';
import { searchIndexOf, type RoomSearchIndex } from './room-search-index';

/**
 * The room filters (docs/specification.md#room-filters) over the cached list. Without filters the list itself is returned: nothing is copied, and the
 * index is left to idle time, so the first cards of a long list paint sooner.
 */
export function filterRoomList(rooms: Room[], filters: RoomFilters): Room[] {
  if (!hasActiveRoomFilters(filters)) return rooms;
  return filterRooms(searchIndexOf(rooms), filters);
}

/**
 * The room filters (docs/specification.md#room-filters), client-side over the full list; empty filters are
 * ignored:
 * location is a case-insensitive substring of the location or title; maxPrice keeps prices at or below it;
 * language equals one of the room's languages, case-insensitively; the postcode contains the text.
 */
export function filterRooms(index: RoomSearchIndex, filters: RoomFilters): Room[] {
  const location = filters.location.trim().toLowerCase();
  const language = filters.language.trim().toLowerCase();
  const languageKey = `\n${language}\n`;
  const postcode = filters.postcode.trim().toLowerCase();
  // Read as the URL reads it (search-param-values.ts), so a value the field cannot show never filters.
  const maxPrice = readNonNegativeDecimal(filters.maxPrice);

  const { rooms, locations, titles, addresses, languageKeys, postcodes } = index;
  const matches: Room[] = [];
  for (let position = 0; position < rooms.length; position += 1) {
    const room = rooms[position];
    if (!room) continue;
    // The real backend has no `location`; its address plays that part.
    if (
      location &&
      !locations[position]?.includes(location) &&
      !titles[position]?.includes(location) &&
      !addresses[position]?.includes(location)
    )
      continue;
    if (maxPrice !== null && (room.pricePerMonth === null || room.pricePerMonth > maxPrice)) continue;
    if (language && !languageKeys[position]?.includes(languageKey)) continue;
    if (postcode && !postcodes[position]?.includes(postcode)) continue;
    matches.push(room);
  }
  return matches;
}
