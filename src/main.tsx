import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppServices } from '@/app/app-services';
import { registerAppShellWorker, reloadOnceWhenCodeIsMissing } from '@/app/app-updates';
import { createQueryCachePersister, createQueryCacheStore } from '@/app/query-persistence';
import { provideDemoControls } from '@/features/demo/demo-controls';
import { createSafeStorage } from '@/lib/safe-storage';

async function startMockApi(onDataReplaced: () => Promise<void>): Promise<void> {
  // Read directly (not through a helper) so the bundler sees a constant and drops MSW from real-backend builds.
  if (import.meta.env.VITE_API_URL) return;
  const { startDemoWorker } = await import('@mocks/browser');
  // The demo panel drives the mocks through these controls, without importing msw itself.
  provideDemoControls(await startDemoWorker({ onDataReplaced }));
}

async function main() {
  reloadOnceWhenCodeIsMissing();
  // The session, its API client and the router are wired before anything renders or requests.
  const services = createAppServices({ storage: createSafeStorage() });
  const persister = createQueryCachePersister({
    store: createQueryCacheStore(),
    currentUsername: () => services.session.getSnapshot()?.username ?? null,
  });
  // A new scenario or reset demo data makes the saved query cache wrong, though it would still look fresh.
  await startMockApi(() => persister.removeClient());
  // Saves are batched over a second: a reload straight after applying must still find the application.
  window.addEventListener('pagehide', () => persister.flush());
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App services={services} persister={persister} />
    </StrictMode>,
  );
  // The dev server has no app-shell worker; builds register it once the first page is on its way.
  if (import.meta.env.PROD)
    void registerAppShellWorker(services.appUpdates).catch((error: unknown) => {
      console.warn('The app could not be installed for offline use:', error);
    });
}

void main();
