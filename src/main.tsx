import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { createQueryCachePersister } from '@/app/query-persistence';
import { createSessionStore } from '@/features/auth/session-store';
import { provideDemoControls } from '@/features/demo/demo-controls';
import { createThemeStore } from '@/features/theme/theme-store';
import { createSafeStorage } from '@/lib/safe-storage';

async function startMockApi(onDataReplaced: () => void): Promise<void> {
  // Read directly (not through a helper) so the bundler sees a constant and drops MSW from real-backend builds.
  if (import.meta.env.VITE_API_URL) return;
  const { startDemoWorker } = await import('@mocks/browser');
  // The demo panel drives the mocks through these controls, without importing msw itself.
  provideDemoControls(await startDemoWorker({ onDataReplaced }));
}

async function main() {
  const storage = createSafeStorage();
  const persister = createQueryCachePersister(storage);
  // A new scenario or reset demo data makes the saved query cache wrong, though it would still look fresh.
  await startMockApi(() => void persister.removeClient());
  // Saves are batched over a second: a reload straight after applying must still find the application.
  window.addEventListener('pagehide', () => persister.flush());
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App
        queryClient={createQueryClient()}
        session={createSessionStore(storage)}
        themeStore={createThemeStore(storage)}
        persister={persister}
      />
    </StrictMode>,
  );
}

void main();
