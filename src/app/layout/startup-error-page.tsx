import styled, { ThemeProvider } from 'styled-components';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/layout';
import { CONTENT_MAX_WIDTH_PX, CONTENT_PADDING_PX, space } from '@/config/design-tokens';
import { useT } from '@/lib/i18n/use-t';
import { RUNTIME_CONFIG_PATH, type RuntimeConfigFailureCause } from '@/config/runtime-config';
import { GlobalStyle } from '@/features/theme/global-style';
import { theme } from '@/features/theme/themes';
import { MessagePage } from './message-page';

const Main = styled.main`
  width: min(100%, ${CONTENT_MAX_WIDTH_PX}px);
  margin: 0 auto;
  padding: ${space(6)} ${CONTENT_PADDING_PX}px;
`;

export interface StartupErrorPageProps {
  problem: string;
  cause: RuntimeConfigFailureCause;
  /** Loads the settings again and starts the app if they come; a reload offline would show no page at all. */
  onRetry: () => void;
}

/**
 * The whole page when the app cannot start without its settings file, instead of a blank page. When the
 * network is the cause it says so and offers Retry; only a missing or broken file gets the advice for
 * whoever runs the site.
 */
export function StartupErrorPage({ problem, cause, onRetry }: StartupErrorPageProps) {
  const t = useT();
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Main>
        <MessagePage role="alert" aria-labelledby="startup-error-title">
          <PageTitle id="startup-error-title">{t('runtimeConfigTitle')}</PageTitle>
          <p>{problem}</p>
          {cause === 'file' ? (
            <>
              <p>{t('runtimeConfigHelp', { path: RUNTIME_CONFIG_PATH })}</p>
              <Button type="button" onClick={() => window.location.reload()}>
                {t('runtimeConfigReload')}
              </Button>
            </>
          ) : (
            <Button type="button" onClick={onRetry}>
              {t('runtimeConfigRetry')}
            </Button>
          )}
        </MessagePage>
      </Main>
    </ThemeProvider>
  );
}
