import { createFileRoute } from '@tanstack/react-router';
import { ApplicationsOverview } from '../-components/applications-overview';

export const Route = createFileRoute('/_authenticated/applications')({
  component: ApplicationsPage,
});

function ApplicationsPage() {
  return <ApplicationsOverview />;
}
