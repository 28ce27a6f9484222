import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/layout';
import { useT } from '@/lib/i18n/use-t';
import { isMissingCodeError } from '../app-updates';
import { MessagePage } from './message-page';

/**
 * Shown instead of a page that failed to render. It never shows the error itself (no stack, no internals):
 * the user gets a plain explanation and a way to try again.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const t = useT();
  const router = useRouter();
  const queryErrorReset = useQueryErrorResetBoundary();
  const retry = () => {
    queryErrorReset.reset();
    reset();
    void router.invalidate();
  };
  if (isMissingCodeError(error)) {
    // An old tab after a deploy: trying again would ask for the same missing file; a reload gets the new build.
    return (
      <MessagePage role="alert" aria-labelledby="route-error-title">
        <PageTitle id="route-error-title">{t('newBuildTitle')}</PageTitle>
        <p>{t('newBuildPageMissing')}</p>
        <Button type="button" onClick={() => window.location.reload()}>
          {t('updateReload')}
        </Button>
      </MessagePage>
    );
  }
  return (
    <MessagePage role="alert" aria-labelledby="route-error-title">
      <PageTitle id="route-error-title">{t('somethingWentWrong')}</PageTitle>
      <p>{t('pageFailedText')}</p>
      <Button type="button" onClick={retry}>
        {t('tryAgain')}
      </Button>
    </MessagePage>
  );
}
