import { http, type RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { DEMO_API_BASE_URL } from '@/config/env';
import { MOCK_SERVICE_WORKER_FILE, SERVICE_WORKER_FILE } from '@/service-worker/messages';
import type { DemoControls } from '@/features/demo/demo-controls';
import { createSafeStorage, reachableStorage } from '@/lib/safe-storage';
import { resetDb, setLatency } from './db';
import { DEMO_DB_STORAGE_KEY, persistDemoDb } from './demo-persistence';
import { handlers } from './handlers';
import { detailResponse, joinUrl } from './handlers/fastapi';
import { isHar, toReplayHar } from './har-replay';
import {
  chooseScenario,
  DEFAULT_SCENARIO,
  isScenarioName,
  SCENARIO_CALLS_STORAGE_KEY,
  SCENARIO_QUERY_PARAM,
  SCENARIO_STORAGE_KEY,
  scenarioHandlers,
  scenarios,
  withoutScenarioParam,
  type ScenarioName,
} from './scenarios';

/** Long enough for loading states to be seen in the demo, short enough not to feel broken. */
const DEMO_LATENCY_MS = 250;

export const worker = setupWorker(...handlers);

/** The HAR to replay, when `npm run replay` built this page; read directly so Vite inlines it. */
function replayHarUrl(): string | null {
  const value: unknown = import.meta.env.VITE_MOCK_HAR;
  return (typeof value === 'string' && value.trim()) || null;
}

/** Handlers answering from a recorded session; anything the recording lacks is a clear 404. */
async function loadReplayHandlers(harUrl: string): Promise<RequestHandler[]> {
  const response = await fetch(harUrl, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load the recorded session ${harUrl} (${response.status})`);
  const har: unknown = await response.json();
  if (!isHar(har)) throw new Error(`${harUrl} is not a HAR file (no log.entries)`);
  const replay = toReplayHar(har, DEMO_API_BASE_URL, location.origin);
  if (replay.log.entries.length === 0) throw new Error(`${harUrl} holds no API calls to replay`);
  // Loaded only in replay mode, so the ordinary demo does not download it.
  const { fromTraffic } = await import('@msw/source/traffic');
  return [
    ...fromTraffic(replay),
    http.all(joinUrl(DEMO_API_BASE_URL, '/*'), ({ request }) =>
      detailResponse(404, `Not in the recorded session: ${request.method} ${new URL(request.url).pathname}`),
    ),
  ];
}

/** A recording that cannot be replayed still starts the app, with every API call saying why. */
async function replayHandlersOrExplanation(harUrl: string): Promise<RequestHandler[]> {
  try {
    return await loadReplayHandlers(harUrl);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`[mock api] cannot replay ${harUrl}:`, error);
    return [
      http.all(joinUrl(DEMO_API_BASE_URL, '/*'), () => detailResponse(503, `Replay unavailable: ${reason}`)),
    ];
  }
}

function reload(): void {
  // The scenario is read at start-up only, so a clean reload is the one way to switch.
  location.replace(withoutScenarioParam(location.href));
}

/**
 * Starts the demo's mock API in the browser; resolves once the service worker answers requests. With
 * VITE_MOCK_HAR it replays that recording instead of the stateful mock; otherwise it applies the chosen
 * scenario (`?scenario=`, then the tab's remembered choice, then VITE_MOCK_SCENARIO) before any request.
 */
export async function startDemoWorker({
  latencyMs = DEMO_LATENCY_MS,
  onDataReplaced = () => Promise.resolve(),
}: {
  latencyMs?: number;
  /**
   * Called when answers the app may have saved (its offline query cache) stop being true: a scenario
   * chosen in the URL, and before the panel's reloads. The app drops its cache; the mocks need not know it.
   * The panel waits for it before reloading: the next page must not restore what is being dropped.
   */
  onDataReplaced?: () => Promise<void>;
} = {}): Promise<DemoControls> {
  const session = createSafeStorage(() => window.sessionStorage);
  const harUrl = replayHarUrl();
  let activeScenario: ScenarioName = DEFAULT_SCENARIO;

  if (harUrl) {
    // The recording is the only truth here; whatever the app saved from other sessions is not.
    void onDataReplaced();
    worker.resetHandlers(...(await replayHandlersOrExplanation(harUrl)));
  } else {
    setLatency(latencyMs);
    persistDemoDb();
    const choice = chooseScenario({
      search: location.search,
      storage: session,
      envScenario: import.meta.env.VITE_MOCK_SCENARIO,
    });
    activeScenario = choice.name;
    if (choice.source === 'url') void onDataReplaced();
    worker.use(...scenarioHandlers(choice.name, DEMO_API_BASE_URL, session));
    if (choice.source !== 'default')
      console.info(`[mock api] scenario "${choice.name}" (from ${choice.source})`);
    // The choice is remembered for the tab, so the parameter would only linger in shared links.
    const sessionReachable = reachableStorage(() => window.sessionStorage) !== undefined;
    if (sessionReachable && new URLSearchParams(location.search).has(SCENARIO_QUERY_PARAM)) {
      history.replaceState(history.state, '', withoutScenarioParam(location.href));
    }
  }

  await worker.start({
    // Builds merge msw's worker into the app-shell worker, a page's one worker (docs/offline.md#worker);
    // the dev server has no shell worker. BASE_URL keeps either reachable under a sub-path.
    serviceWorker: {
      url: `${import.meta.env.BASE_URL}${import.meta.env.DEV ? MOCK_SERVICE_WORKER_FILE : SERVICE_WORKER_FILE}`,
    },
    // Pages, scripts and images are the dev server's business; only /api is mocked.
    onUnhandledRequest: 'bypass',
  });

  return {
    activeScenario,
    scenarios,
    replaySource: harUrl,
    selectScenario: (name) => {
      if (!isScenarioName(name)) {
        console.warn(`[mock api] Unknown scenario "${name}"`);
        return;
      }
      // A scenario chosen again starts its counts again (the new-rooms list).
      session.remove(SCENARIO_CALLS_STORAGE_KEY);
      const remembered =
        name === DEFAULT_SCENARIO
          ? session.remove(SCENARIO_STORAGE_KEY)
          : session.set(SCENARIO_STORAGE_KEY, name);
      void onDataReplaced().finally(() => {
        if (remembered) return reload();
        // Without storage the choice cannot be remembered, so it travels in the URL instead.
        const url = new URL(location.href);
        url.searchParams.set(SCENARIO_QUERY_PARAM, name);
        location.replace(url.href);
      });
    },
    resetDemoData: () => {
      resetDb();
      createSafeStorage().remove(DEMO_DB_STORAGE_KEY);
      void onDataReplaced().finally(reload);
    },
  };
}
