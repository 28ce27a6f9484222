import { filtersInSearch, searchNonNegativeNumber, searchText } from '@/lib/search-param-values';

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

/** Room filters in the URL (/rooms?location=leeds&maxPrice=500); malformed values are dropped. */
export const roomFilterSearch = filtersInSearch<RoomFilters>({
  location: searchText,
  maxPrice: searchNonNegativeNumber,
  language: searchText,
  postcode: searchText,
});
