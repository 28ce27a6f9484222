import { isOffline } from '@/lib/connectivity';
import { createExternalStore, type ExternalStore } from '@/lib/external-store';
import { createSafeStorage } from '@/lib/safe-storage';

/**
 * "A new build is waiting" (docs/offline.md#updates). The app-shell worker of a new deployment installs in
 * the background and waits; the user sees a banner and chooses when to switch, so nothing reloads under a
 * half-filled form.
 */
export interface AppUpdates extends ExternalStore<boolean> {
  /** Switches to the waiting build and reloads once it controls the page. */
  reload: () => void;
  /** Called by the worker registration when a new build is installed and waiting. */
  offer: (switchToNewBuild: () => void) => void;
}

export function createAppUpdates(): AppUpdates {
  const waiting = createExternalStore(false);
  let switchToNewBuild: (() => void) | null = null;
  return {
    getSnapshot: waiting.getSnapshot,
    subscribe: waiting.subscribe,
    offer(next) {
      switchToNewBuild = next;
      waiting.set(true);
    },
    reload() {
      if (switchToNewBuild) switchToNewBuild();
      else window.location.reload();
    },
  };
}

const RELOADED_FOR_NEW_BUILD_KEY = 'student-rooms:reloaded-for-new-build';
const RELOAD_AGAIN_AFTER_MS = 30_000;

/**
 * An open tab of an older build can ask for a code file the server no longer has (it was deployed over).
 * The page is then reloaded once, which fetches the new build; if that already happened a moment ago, the
 * failure is left to the route's error screen, which explains it, rather than reloading in a loop.
 */
export function reloadOnceWhenCodeIsMissing(): void {
  // A page being left aborts its pending imports too; that is not a missing file, and reloading then
  // would start a second navigation on top of the user's.
  let leaving = false;
  window.addEventListener('pagehide', () => (leaving = true));
  window.addEventListener('beforeunload', () => (leaving = true));
  window.addEventListener('pageshow', () => (leaving = false));
  const tab = createSafeStorage(() => window.sessionStorage);
  window.addEventListener('vite:preloadError', () => {
    // Offline, a chunk is missing because the network is, not because a deploy removed it: reloading would
    // trade the saved data on screen for the browser's own error page (docs/offline.md#updates).
    if (leaving || isOffline()) return;
    const lastReload = Number(tab.get(RELOADED_FOR_NEW_BUILD_KEY)) || 0;
    if (Date.now() - lastReload < RELOAD_AGAIN_AFTER_MS) return;
    // Where the tab cannot remember it, a second failure cannot be told from the first: never auto-reload.
    if (!tab.set(RELOADED_FOR_NEW_BUILD_KEY, String(Date.now()))) return;
    window.location.reload();
  });
}

/** A code file that could not be loaded: what an old tab meets after a deploy. */
export function isMissingCodeError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|module script failed|Unable to preload/i.test(error.message)
  );
}
