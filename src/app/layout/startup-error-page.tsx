import styled, { ThemeProvider } from 'styled-components';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/layout';
import { CONTENT_MAX_WIDTH_PX, CONTENT_PADDING_PX, space } from '@/config/design-tokens';
import { useT } from '@/lib/i18n/use-t';
import { RUNTIME_CONFIG_PATH } from '@/config/runtime-config';
import { GlobalStyle } from '@/features/theme/global-style';
import { theme } from '@/features/theme/themes';
import { MessagePage } from './message-page';

const Main = styled.main`
  width: min(100%, ${CONTENT_MAX_WIDTH_PX}px);
  margin: 0 auto;
  padding: ${space(6)} ${CONTENT_PADDING_PX}px;
`;

/**
 * The whole page when the app cannot start because its settings file is missing or wrong: it names the file
 * and says how to fix it, instead of leaving a blank page.
 */
export function StartupErrorPage({ problem }: { problem: string }) {
  const t = useT();
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Main>
        <MessagePage role="alert" aria-labelledby="startup-error-title">
          <PageTitle id="startup-error-title">{t('runtimeConfigTitle')}</PageTitle>
          <p>{problem}</p>
          <p>{t('runtimeConfigHelp', { path: RUNTIME_CONFIG_PATH })}</p>
          <Button type="button" onClick={() => window.location.reload()}>
            {t('runtimeConfigReload')}
          </Button>
        </MessagePage>
      </Main>
    </ThemeProvider>
  );
}
