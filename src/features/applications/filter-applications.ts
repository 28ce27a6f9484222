import { applicationDate, type Application } from './application';
import type { ApplicationFilters } from './application-filter-search';
import { canonicalStatus } from './application-status';

/**
 * The application filters (docs/specification.md#application-filters): location is a case-insensitive
 * substring of the room's name; status 'pending' also matches 'applied'; the date equals the first ten
 * characters of created_at (or applied_at) exactly.
 */
export function filterApplications(
  applications: Application[],
  filters: ApplicationFilters,
  roomNameOf: (application: Application) => string,
): Application[] {
  const location = filters.location.trim().toLowerCase();
  const status = filters.status.trim().toLowerCase();
  const date = filters.date.trim();
  return applications.filter((application) => {
    if (location && !roomNameOf(application).toLowerCase().includes(location)) return false;
    if (status && canonicalStatus(application.status) !== canonicalStatus(status)) return false;
    if (date && applicationDate(application) !== date) return false;
    return true;
  });
}
