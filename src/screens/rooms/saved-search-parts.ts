// Room Listings' saved-search code that no first load needs, in one chunk: the Save search dialog (on the
// first press) and the opened search's New marks (with `search=<id>`). One chunk, one request, and one
// reference in Room Listings' own code (docs/saved-searches.md#saving).
export { SaveSearchDialog } from './save-search-dialog';
export { OpenedSearchTracker } from './opened-search-tracker';
