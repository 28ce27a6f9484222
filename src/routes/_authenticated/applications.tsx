import { createFileRoute } from '@tanstack/react-router';
import {
  applicationFilterSearch,
  type ApplicationFilters,
} from '@/features/applications/filter-applications';
import { ApplicationsOverview } from '../-components/applications-overview';

export const Route = createFileRoute('/_authenticated/applications')({
  // Filters live in the URL so a link reproduces the results and Back/Forward restore earlier searches.
  staticData: { title: 'Your Applications' },
  validateSearch: applicationFilterSearch.parse,
  component: ApplicationsPage,
});

function ApplicationsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const applyFilters = (filters: ApplicationFilters) =>
    void navigate({ search: applicationFilterSearch.fromFilters(filters) });
  return (
    <ApplicationsOverview
      filters={applicationFilterSearch.toFilters(search)}
      onFiltersChange={applyFilters}
    />
  );
}
