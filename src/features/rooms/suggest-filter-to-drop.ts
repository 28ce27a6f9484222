import { filterRooms } from './filter-rooms';
import type { RoomFilters } from './room-filters';
import type { RoomSearchIndex } from './room-search-index';

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
export function suggestFilterToDrop(index: RoomSearchIndex, filters: RoomFilters): DropFilterHint | null {
  let best: DropFilterHint | null = null;
  for (const field of Object.keys(FILTER_LABELS) as (keyof RoomFilters)[]) {
    if (filters[field].trim() === '') continue;
    const count = filterRooms(index, { ...filters, [field]: '' }).length;
    if (count > 0 && (best === null || count > best.count))
      best = { field, label: FILTER_LABELS[field], count };
  }
  return best;
}
