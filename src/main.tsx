import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppServices } from '@/app/app-services';
import { StartupErrorPage } from '@/app/layout/startup-error-page';
import { createQueryCachePersister } from '@/app/query-persistence';
import { loadRuntimeConfig } from '@/config/runtime-config';
import { provideDemoControls } from '@/features/demo/demo-controls';
import {
  installGlobalErrorHandlers,
  reactRootErrorOptions,
} from '@/lib/error-reporting/global-error-handlers';
import { createErrorReporter, installErrorReporter } from '@/lib/error-reporting/report-error';
import { createSafeStorage } from '@/lib/safe-storage';

async function startMockApi(onDataReplaced: () => void): Promise<void> {
  // Read directly (not through a helper) so the bundler sees a constant and drops MSW from real-backend builds.
  if (import.meta.env.VITE_API_URL) return;
  const { startDemoWorker } = await import('@mocks/browser');
  // The demo panel drives the mocks through these controls, without importing msw itself.
  provideDemoControls(await startDemoWorker({ onDataReplaced }));
}

function render(content: ReactNode) {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root, reactRootErrorOptions).render(<StrictMode>{content}</StrictMode>);
}

async function main() {
  // From the first line on, an error nothing else handles is reported (to the console until the config loads).
  installGlobalErrorHandlers();
  const storage = createSafeStorage();
  const persister = createQueryCachePersister(storage);
  // The settings file (one build for every environment) loads while the demo's mock API starts.
  const [runtimeConfig] = await Promise.all([
    loadRuntimeConfig(),
    // A new scenario or reset demo data makes the saved query cache wrong, though it would still look fresh.
    startMockApi(() => void persister.removeClient()),
  ]);
  if (runtimeConfig.ok && runtimeConfig.config.errorReportUrl) {
    installErrorReporter(createErrorReporter({ endpoint: runtimeConfig.config.errorReportUrl }));
  }
  if (!runtimeConfig.ok) {
    render(<StartupErrorPage problem={runtimeConfig.problem} />);
    return;
  }
  // Saves are batched over a second: a reload straight after applying must still find the application.
  window.addEventListener('pagehide', () => persister.flush());
  // The session, its API client and the router are wired before anything renders or requests.
  const services = createAppServices({ storage, apiBaseUrl: runtimeConfig.config.apiBaseUrl });
  render(<App services={services} persister={persister} />);
}

void main();
