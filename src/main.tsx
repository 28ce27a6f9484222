import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { createQueryCachePersister } from '@/app/query-persistence';
import { createSessionStore } from '@/features/auth/session-store';
import { createThemeStore } from '@/features/theme/theme-store';
import { createSafeStorage } from '@/lib/safe-storage';

async function startMockApi(): Promise<void> {
  // Read directly (not through a helper) so the bundler sees a constant and drops MSW from real-backend builds.
  if (import.meta.env.VITE_API_URL) return;
  const { startDemoWorker } = await import('@mocks/browser');
  await startDemoWorker();
}

async function main() {
  await startMockApi();
  const storage = createSafeStorage();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App
        queryClient={createQueryClient()}
        session={createSessionStore(storage)}
        themeStore={createThemeStore(storage)}
        persister={createQueryCachePersister(storage)}
      />
    </StrictMode>,
  );
}

void main();
