import { filtersInSearch, searchIsoDate, searchOneOf, searchText } from '@/lib/search-param-values';

// The application filters' shape and their URL form: what the route reads before anything renders, apart
// from the statuses' labels and the filtering (application-status.ts, filter-applications.ts), which load
// with the screens, not with every first load (docs/performance.md#first-load).

export interface ApplicationFilters {
  location: string;
  status: string;
  date: string;
}

export const emptyApplicationFilters: ApplicationFilters = { location: '', status: '', date: '' };

/** The statuses the Status filter offers, in the order the specification lists them. */
export const FILTER_STATUSES = ['accepted', 'pending', 'rejected', 'cancelled'] as const;

/** Application filters in the URL; malformed values are dropped. */
export const applicationFilterSearch = filtersInSearch<ApplicationFilters>({
  location: searchText,
  status: (value) => searchOneOf(value, FILTER_STATUSES),
  date: searchIsoDate,
});
