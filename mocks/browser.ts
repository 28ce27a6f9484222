import { setupWorker } from 'msw/browser';
import { setLatency } from './db';
import { persistDemoDb } from './demo-persistence';
import { handlers } from './handlers';

/** Long enough for loading states to be seen in the demo, short enough not to feel broken. */
export const DEMO_LATENCY_MS = 250;

export const worker = setupWorker(...handlers);

/** Starts the demo's mock API in the browser; resolves once the service worker answers requests. */
export async function startDemoWorker({
  latencyMs = DEMO_LATENCY_MS,
}: { latencyMs?: number } = {}): Promise<void> {
  setLatency(latencyMs);
  persistDemoDb();
  await worker.start({
    // BASE_URL keeps the worker reachable when the app is deployed under a sub-path.
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // Pages, scripts and images are the dev server's business; only /api is mocked.
    onUnhandledRequest: 'bypass',
  });
}
