import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppServices, type AppServices } from '@/app/app-services';
import { reloadOnceWhenCodeIsMissing } from '@/app/app-updates';
import { createQueryCacheStore, loadQueryCachePersister } from '@/app/query-persistence';
import { isDemoMode } from '@/config/env';
import { loadRuntimeConfig } from '@/config/runtime-config';
import { provideDemoControls } from '@/features/demo/demo-controls';
import { prepareInitialLanguage } from '@/features/language/language-store';
import {
  installGlobalErrorHandlers,
  reactRootErrorOptions,
} from '@/lib/error-reporting/global-error-handlers';
import { reportError, sendErrorReportsTo } from '@/lib/error-reporting/report-error';
import { loadApiClient } from '@/lib/api';
import { hasEarlyApiRequest } from '@/lib/early-requests';
import { t } from '@/lib/i18n/i18n';
import { createSafeStorage } from '@/lib/safe-storage';

async function startMockApi(onDataReplaced: () => Promise<void>): Promise<void> {
  // Read directly (not through a helper) so the bundler sees a constant and drops MSW from real-backend builds.
  if (import.meta.env.VITE_API_URL) return;
  const { startDemoWorker } = await import('@mocks/browser');
  // The demo panel drives the mocks through these controls, without importing msw itself.
  provideDemoControls(await startDemoWorker({ onDataReplaced }));
}

/** The fallback when neither the settings nor the page explaining their absence could load. */
function StartupUnreachable({ onRetry }: { onRetry: () => void }) {
  return (
    <main>
      <p role="alert">{t('networkError')}</p>
      <button type="button" onClick={onRetry}>
        {t('tryAgain')}
      </button>
    </main>
  );
}

let root: Root | undefined;

function render(content: ReactNode) {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  root ??= createRoot(container, reactRootErrorOptions);
  root.render(<StrictMode>{content}</StrictMode>);
}

async function main() {
  // From the first line on, an error nothing else handles is reported (to the console until the config loads).
  installGlobalErrorHandlers();
  reloadOnceWhenCodeIsMissing();
  const storage = createSafeStorage();
  // The services need the runtime config, which loads meanwhile; the persister only asks whose data it
  // holds once the app has rendered, by which time they exist.
  const app: { services?: AppServices } = {};
  const persister = loadQueryCachePersister({
    store: createQueryCacheStore(),
    currentUsername: () => app.services?.session.getSnapshot()?.username ?? null,
  });
  // The settings file (one build for every environment) loads while the demo's mock API starts. It waits for
  // a saved language's catalogue (none for English, usually cached otherwise), so that even its error page
  // speaks the chosen language; nothing renders before either.
  let [runtimeConfig] = await Promise.all([
    prepareInitialLanguage(storage).then(() => loadRuntimeConfig()),
    // A new scenario or reset demo data makes the saved query cache wrong, though it would still look fresh.
    startMockApi(() => persister.removeClient()),
  ]);
  // No settings and no saved copy: offline on a first visit. Retry asks again without reloading, which
  // offline would leave the tab on the browser's own error page.
  while (!runtimeConfig.ok) {
    const { problem } = runtimeConfig;
    await new Promise<void>((resolve) => {
      let waiting = true;
      const retry = () => {
        waiting = false;
        resolve();
      };
      // Loaded only now, with its words: no first load carries them. Offline, the worker serves it from
      // cache; where even it cannot load soon (a stalled first visit), the first load's own words say enough.
      const fallback = setTimeout(() => waiting && render(<StartupUnreachable onRetry={retry} />), 2000);
      import('@/app/layout/startup-error-page').then(
        ({ StartupErrorPage }) => {
          clearTimeout(fallback);
          if (waiting) render(<StartupErrorPage problem={problem} onRetry={retry} />);
        },
        () => undefined,
      );
    });
    runtimeConfig = await loadRuntimeConfig();
  }
  const { errorReportUrl } = runtimeConfig.config;
  if (errorReportUrl) sendErrorReportsTo(errorReportUrl);
  // Saves are batched over a second: a reload straight after applying must still find the application.
  window.addEventListener('pagehide', () => persister.flush());
  // The session, its API client and the router are wired before anything renders or requests.
  const services = createAppServices({
    storage,
    apiBaseUrl: runtimeConfig.config.apiBaseUrl,
    watchBackendReachability: !isDemoMode,
    // Loaded in an idle moment once someone is signed in: /login carries none of them
    // (docs/saved-searches.md#alerts).
    roomAlerts: true,
  });
  app.services = services;
  if (services.session.getSnapshot()) {
    persister.preload();
    // Every signed-in page calls the API as it opens. With the client's code ready (the route preloads have
    // fetched it), the router's first requests leave before React's first render instead of after it. A page
    // whose calls are on their way already does not wait for it (docs/performance.md#early-requests): the
    // user's first press or the page's next call loads it, and a page that calls more as it opens (Compare
    // Rooms) has it preloaded beside its code.
    if (!hasEarlyApiRequest()) await loadApiClient().catch(() => undefined);
  }
  // The page's guard, data and code start now rather than after React's first render, which on a slow
  // phone takes a while (docs/performance.md#route-preloads). React takes over from the painted shell only
  // once the router has the page: rendered while the page's code was still on its way, its first commit
  // replaced the shell with an empty page for a moment (docs/performance.md#painted-shell).
  await services.router.load().catch((error: unknown) => reportError(error, { source: 'router' }));
  render(<App services={services} persister={persister} />);
  // The dev server has no app-shell worker; builds register it once the page has loaded.
  if (import.meta.env.PROD) {
    // Offline, its chunk may not load: there is nothing to install then, and the next start tries again.
    import('@/app/register-app-shell-worker').then(
      ({ registerAppShellWorker }) =>
        registerAppShellWorker(services.appUpdates, (path) => {
          void services.router.navigate({ href: path });
        }),
      () => undefined,
    );
  }
}

void main();
