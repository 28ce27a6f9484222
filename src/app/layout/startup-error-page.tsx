import '@/lib/i18n/screen-messages/startup-error';
import styled, { ThemeProvider } from 'styled-components';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/layout';
import { CONTENT_MAX_WIDTH_PX, CONTENT_PADDING_PX, space } from '@/config/design-tokens';
import { isNetworkProblem, RUNTIME_CONFIG_PATH, type RuntimeConfigProblem } from '@/config/runtime-config';
import type { t as translate } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { GlobalStyle } from '@/features/theme/global-style';
import { theme } from '@/features/theme/themes';
import { MessagePage } from './message-page';

const Main = styled.main`
  width: min(100%, ${CONTENT_MAX_WIDTH_PX}px);
  margin: 0 auto;
  padding: ${space(6)} ${CONTENT_PADDING_PX}px;
`;

const path = RUNTIME_CONFIG_PATH;

/** What went wrong, in the user's language. */
function describe(problem: RuntimeConfigProblem, t: typeof translate): string {
  switch (problem.kind) {
    case 'unreachable':
      return t('runtimeConfigUnreachable');
    case 'server-error':
      return t('runtimeConfigServerError', { path, status: problem.status });
    case 'missing':
      return t('runtimeConfigMissing', { path, status: problem.status });
    case 'malformed':
      return t('runtimeConfigMalformed', { path });
    case 'not-object':
      return t('runtimeConfigNotObject', { path });
    case 'bad-url':
      return t('runtimeConfigBadUrl', { path, field: problem.field });
  }
}

export interface StartupErrorPageProps {
  problem: RuntimeConfigProblem;
  /** Loads the settings again and starts the app if they come; a reload offline would show no page at all. */
  onRetry: () => void;
}

/**
 * The whole page when the app cannot start without its settings file, instead of a blank page. When the
 * network is the cause it says so and offers Retry; only a missing or broken file gets the advice for
 * whoever runs the site. Loaded only when needed (main.tsx), with its words.
 */
export function StartupErrorPage({ problem, onRetry }: StartupErrorPageProps) {
  const t = useT();
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Main>
        <MessagePage role="alert" aria-labelledby="startup-error-title">
          <PageTitle id="startup-error-title">{t('runtimeConfigTitle')}</PageTitle>
          <p>{describe(problem, t)}</p>
          {isNetworkProblem(problem) ? (
            <Button type="button" onClick={onRetry}>
              {t('runtimeConfigRetry')}
            </Button>
          ) : (
            <>
              <p>{t('runtimeConfigHelp', { path })}</p>
              <Button type="button" onClick={() => window.location.reload()}>
                {t('runtimeConfigReload')}
              </Button>
            </>
          )}
        </MessagePage>
      </Main>
    </ThemeProvider>
  );
}
