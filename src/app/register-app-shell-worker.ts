import { Workbox } from 'workbox-window';
import { SERVICE_WORKER_FILE } from '@/service-worker/messages';
import type { AppUpdates } from './app-updates';

// Loaded by main.tsx as the app starts, not with the first load; it registers once the page has loaded
// (docs/offline.md#updates).

/**
 * Registers the app-shell worker and reports a waiting build to `updates`. In demo builds msw has already
 * registered the same worker file; registering again returns that registration.
 */
export async function registerAppShellWorker(updates: AppUpdates): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  // After the page has loaded: precaching the build competes with the first page for the network and CPU.
  if (document.readyState !== 'complete') {
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  }
  const workbox = new Workbox(`${import.meta.env.BASE_URL}${SERVICE_WORKER_FILE}`);
  workbox.addEventListener('waiting', () => {
    updates.offer(() => {
      // Reload only once the new worker controls the page, or the old one would serve the old index.html.
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  await workbox.register().catch((error: unknown) => {
    console.warn('The app could not be installed for offline use:', error);
  });
}
