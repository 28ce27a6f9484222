import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { PageTitle } from '@/components/ui/layout';
import { useT } from '@/lib/i18n/use-t';
import { MessagePage } from './message-page';
import { pageTitle } from './use-page-announcements';

export function NotFoundPage() {
  const t = useT();
  useEffect(() => {
    document.title = pageTitle(t('pageNotFound'));
  }, [t]);
  return (
    <MessagePage aria-labelledby="not-found-title">
      <PageTitle id="not-found-title">{t('pageNotFound')}</PageTitle>
      <p>{t('pageNotFoundText')}</p>
      <Link to="/">{t('goHome')}</Link>
    </MessagePage>
  );
}
