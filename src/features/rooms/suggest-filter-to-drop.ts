import '@/lib/i18n/screen-messages/room-screens';
import type { MessageId } from '@/config/messages';
import { msg, t } from '@/lib/i18n/i18n';
import { filterRooms } from './filter-rooms';
import type { RoomFilters } from './room-filters';
import type { RoomSearchIndex } from './room-search-index';

/** Each filter's field label, which names it in the hint. */
const FILTER_LABELS: Record<keyof RoomFilters, MessageId> = {
  location: msg('location'),
  maxPrice: msg('maxPrice'),
  language: msg('language'),
  postcode: msg('postcode'),
};

export interface DropFilterHint {
  field: keyof RoomFilters;
  /** The filter's field label, in the language shown. */
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
      best = { field, label: t(FILTER_LABELS[field]), count };
  }
  return best;
}
