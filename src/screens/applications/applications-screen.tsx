import { useNavigate, useSearch } from '@tanstack/react-router';
import {
  applicationFilterSearch,
  type ApplicationFilters,
} from '@/features/applications/application-filter-search';
import { ApplicationsOverview } from './applications-overview';

/** Your Applications, filtered by the URL (src/routes/_authenticated/applications.tsx reads it). */
export function ApplicationsScreen() {
  const search = useSearch({ from: '/_authenticated/applications' });
  const navigate = useNavigate({ from: '/applications' });
  const applyFilters = (filters: ApplicationFilters) =>
    void navigate({ search: applicationFilterSearch.fromFilters(filters) });
  return (
    <ApplicationsOverview
      filters={applicationFilterSearch.toFilters(search)}
      onFiltersChange={applyFilters}
    />
  );
}
