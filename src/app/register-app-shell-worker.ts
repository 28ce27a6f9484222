import { openInAppPath, SERVICE_WORKER_FILE, SKIP_WAITING_MESSAGE } from '@/service-worker/messages';
import { toSafeRedirect } from '@/lib/safe-redirect';
import type { AppUpdates } from './app-updates';

// Loaded by main.tsx as the app starts, not with the first load; it registers once the page has loaded
// (docs/offline.md#updates). The browser's own API, not a wrapper library: registering and noticing a
// waiting build is all the page does, and every byte of a first load counts (docs/performance.md#first-load).

/** A new build that finished installing while an older one controls the page: an update, offered. */
function offerWhenWaiting(worker: ServiceWorker, updates: AppUpdates) {
  const offer = () => {
    // No controller: the very first install, which takes over by itself; nothing to offer.
    if (worker.state !== 'installed' || !navigator.serviceWorker.controller) return;
    updates.offer(() => {
      // Reload only once the new worker controls the page, or the old one would serve the old index.html.
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
        once: true,
      });
      worker.postMessage(SKIP_WAITING_MESSAGE);
    });
  };
  if (worker.state === 'installed') offer();
  else worker.addEventListener('statechange', offer);
}

/**
 * Registers the app-shell worker and reports a waiting build to `updates`. In demo builds msw has already
 * registered the same worker file; registering again returns that registration. A tapped room alert's
 * notification asks this tab to open its search (docs/saved-searches.md#alerts): `openPath` does.
 */
export async function registerAppShellWorker(
  updates: AppUpdates,
  openPath: (path: string) => void,
): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event) => {
    const path = openInAppPath(event.data);
    // The worker sends only in-app paths; the check of every return link stands guard all the same.
    if (path) openPath(toSafeRedirect(path));
  });
  // After the page has loaded: precaching the build competes with the first page for the network and CPU.
  if (document.readyState !== 'complete') {
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  }
  let registration: ServiceWorkerRegistration;
  try {
    registration = await navigator.serviceWorker.register(
      `${import.meta.env.BASE_URL}${SERVICE_WORKER_FILE}`,
    );
  } catch (error) {
    console.warn('The app could not be installed for offline use:', error);
    return;
  }
  const waitingOrInstalling = registration.waiting ?? registration.installing;
  if (waitingOrInstalling) offerWhenWaiting(waitingOrInstalling, updates);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) offerWhenWaiting(registration.installing, updates);
  });
}
