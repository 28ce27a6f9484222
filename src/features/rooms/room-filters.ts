import { searchNonNegativeNumber, searchText, emptyToUndefined } from '@/lib/search-param-values';

/** The Rooms page's filters as typed in the form; '' means not filtered. */
export interface RoomFilters {
  location: string;
  maxPrice: string;
  language: string;
  postcode: string;
}

export const emptyRoomFilters: RoomFilters = { location: '', maxPrice: '', language: '', postcode: '' };

export function hasActiveRoomFilters(filters: RoomFilters): boolean {
  const { location, maxPrice, language, postcode } = filters;
  return [location, maxPrice, language, postcode].some((value) => value.trim() !== '');
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
