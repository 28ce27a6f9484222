import { stringifyPlainSearch } from '@/lib/plain-search-params';
import type { SavedSearch } from './saved-search';
import { criteriaSearch } from './search-criteria';

/**
 * The in-app path that opens a saved search: Room Listings with its filters and order, plus `search=<id>`
 * (docs/saved-searches.md#new-rooms), written as the router writes its URLs. Alerts carry it, and the worker,
 * which has no router, opens it as it is.
 */
export function savedSearchPath(search: SavedSearch): string {
  return `/rooms${stringifyPlainSearch({ ...criteriaSearch(search), search: search.id })}`;
}
