import { createFileRoute } from '@tanstack/react-router';
import {
  applicationFilterSearch,
  type ApplicationFilters,
} from '@/features/applications/filter-applications';
import { ApplicationsOverview } from '@/screens/applications/applications-overview';
import { msg } from '@/lib/i18n/i18n';

export const Route = createFileRoute('/_authenticated/applications')({
  // Filters live in the URL so a link reproduces the results and Back/Forward restore earlier searches.
  staticData: { title: msg('yourApplications') },
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
