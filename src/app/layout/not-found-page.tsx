import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { PageTitle } from '@/components/ui/layout';
import { MessagePage } from './message-page';
import { pageTitle } from './use-page-announcements';

export function NotFoundPage() {
  useEffect(() => {
    document.title = pageTitle('Page not found');
  }, []);
  return (
    <MessagePage aria-labelledby="not-found-title">
      <PageTitle id="not-found-title">Page not found</PageTitle>
      <p>The page you were looking for does not exist or has moved.</p>
      <Link to="/">Go to the home page</Link>
    </MessagePage>
  );
}
