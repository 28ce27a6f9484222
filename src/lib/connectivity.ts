import { createExternalStore } from './external-store';

// Whether the app can reach its backend (docs/offline.md#offline-detection). `navigator.onLine` alone is not
// enough: it stays true behind a captive portal, on a network that drops every packet, and in some browser
// versions across an offline reload. So requests that fail with a network error while saved data is on
// screen count too, and the network is then probed again with back-off until it answers.

/** The first re-probe's delay; each failed probe doubles it, up to the maximum. */
const FIRST_PROBE_DELAY_MS = 3_000;
const MAX_PROBE_DELAY_MS = 60_000;

/** Asks the network once; resolves true when the backend answered at all, whatever it said. */
export type ReachabilityProbe = () => Promise<boolean>;

const unreachable = createExternalStore(false);
let probe: ReachabilityProbe | null = null;
let onReachableAgain: () => void = () => undefined;
let probeDelay = FIRST_PROBE_DELAY_MS;
let probeTimer: ReturnType<typeof setTimeout> | null = null;
let probing = false;

function scheduleProbe(delay: number): void {
  if (probeTimer !== null) clearTimeout(probeTimer);
  probeTimer = setTimeout(() => void probeNow(), delay);
}

async function probeNow(): Promise<void> {
  if (!probe || !unreachable.getSnapshot() || probing) return;
  probing = true;
  if (probeTimer !== null) clearTimeout(probeTimer);
  probeTimer = null;
  let answered = false;
  try {
    answered = await probe();
  } catch {
    answered = false;
  } finally {
    probing = false;
  }
  if (!unreachable.getSnapshot()) return;
  if (answered) {
    unreachable.set(false);
    // The back-off keeps growing until a real request succeeds: a portal can answer the probe and still
    // fail every request, which must not turn into a probe and a refetch every few seconds.
    onReachableAgain();
    return;
  }
  probeDelay = Math.min(probeDelay * 2, MAX_PROBE_DELAY_MS);
  scheduleProbe(probeDelay);
}

const probeAtOnce = () => void probeNow();

/**
 * Turns on the request-failure signal: the real build calls it at start-up with a probe of its backend and
 * what to do when the backend answers again (refetch what is on screen). The demo's mock API answers even
 * offline, so the demo build leaves it off and `navigator.onLine` is its only signal.
 */
export function watchReachability(options: {
  probe: ReachabilityProbe;
  onReachableAgain: () => void;
}): () => void {
  probe = options.probe;
  onReachableAgain = options.onReachableAgain;
  window.addEventListener('online', probeAtOnce);
  window.addEventListener('focus', probeAtOnce);
  return () => {
    window.removeEventListener('online', probeAtOnce);
    window.removeEventListener('focus', probeAtOnce);
    if (probeTimer !== null) clearTimeout(probeTimer);
    probeTimer = null;
    probe = null;
    probeDelay = FIRST_PROBE_DELAY_MS;
    unreachable.set(false);
  };
}

/** A request failed with no answer (network error or time-out) while saved data was on screen. */
export function reportUnreachable(): void {
  if (!probe || !unreachable.set(true)) return;
  scheduleProbe(probeDelay);
}

/** A request got an answer: the backend is reachable, and the back-off starts again from its first step. */
export function reportReachable(): void {
  probeDelay = FIRST_PROBE_DELAY_MS;
  if (!unreachable.set(false)) return;
  if (probeTimer !== null) clearTimeout(probeTimer);
  probeTimer = null;
}

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
