import { createExternalStore } from './external-store';

// Whether the app can reach its backend (docs/offline.md#offline-detection). `navigator.onLine` alone is not
// enough: it stays true behind a captive portal, on a network that drops every packet, and in some browser
// versions across an offline reload. So requests that fail with a network error while saved data is on
// screen count too, and the network is then probed again (./reachability-probe.ts) until it answers.

/** What watches the backend once a request got no answer: it probes until the backend answers again. */
export interface ReachabilityWatcher {
  /** A request got no answer: start probing. */
  lost: () => void;
  /** A request got an answer: stop probing, and start the back-off from its first step next time. */
  found: () => void;
  stop: () => void;
}

const unreachable = createExternalStore(false);
let watcher: ReachabilityWatcher | null = null;

/**
 * Turns on the request-failure signal, probing `apiBaseUrl` while requests get no answer; the probe's code
 * loads with the first such failure. Real-backend builds do this at start-up; the demo's mock API answers
 * even offline, so the demo build leaves it off and `navigator.onLine` is its only signal. Returns the undo.
 */
export function watchReachabilityOf(apiBaseUrl: string, onReachableAgain: () => void): () => void {
  let probe: Promise<ReachabilityWatcher> | undefined;
  let stopped = false;
  const load = () =>
    (probe ??= import('./reachability-probe').then(
      ({ createReachabilityProbe }) => createReachabilityProbe({ apiBaseUrl, onReachableAgain }),
      (error: unknown) => {
        // Asked again at the next failure.
        probe = undefined;
        throw error;
      },
    ));
  const ignore = () => undefined;
  const current: ReachabilityWatcher = {
    lost: () => void load().then((loaded) => !stopped && loaded.lost(), ignore),
    found: () => void probe?.then((loaded) => loaded.found(), ignore),
    stop: () => void probe?.then((loaded) => loaded.stop(), ignore),
  };
  return watchReachabilityWith(current, () => (stopped = true));
}

/** The same with a watcher of the caller's: tests drive the probe directly. */
export function watchReachabilityWith(next: ReachabilityWatcher, onStop?: () => void): () => void {
  watcher = next;
  return () => {
    onStop?.();
    next.stop();
    if (watcher === next) watcher = null;
    unreachable.set(false);
  };
}

/** A request failed with no answer (network error or time-out) while saved data was on screen. */
export function reportUnreachable(): void {
  if (watcher && unreachable.set(true)) watcher.lost();
}

/** The backend answered (a request, or a probe). */
export function reportReachable(): void {
  watcher?.found();
  unreachable.set(false);
}

/** Whether requests are failing with no answer, for the probe. */
export const isUnreachable = (): boolean => unreachable.getSnapshot();

/** A probe got an answer: online again, though the back-off keeps its step until a request succeeds. */
export const clearUnreachable = (): void => void unreachable.set(false);

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  const stopWatching = unreachable.subscribe(onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    stopWatching();
  };
}

/** Whether the app should behave as offline: the browser says so, or the backend stopped answering. */
export const isOffline = (): boolean => !navigator.onLine || unreachable.getSnapshot();

export const connectivity = { subscribe, getSnapshot: isOffline };
