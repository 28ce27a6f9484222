import { createFileRoute } from '@tanstack/react-router';
import { prefetchRoomListAndApplications } from '@/app/route-loaders';
import { applicationFilterSearch } from '@/features/applications/application-filter-search';
import { msg } from '@/lib/i18n/i18n';
import { ApplicationsScreen } from '@/screens/applications/applications-screen';

export const Route = createFileRoute('/_authenticated/applications')({
  // Filters live in the URL so a link reproduces the results and Back/Forward restore earlier searches.
  staticData: { title: msg('yourApplications') },
  validateSearch: applicationFilterSearch.parse,
  loader: prefetchRoomListAndApplications,
  component: ApplicationsScreen,
});
