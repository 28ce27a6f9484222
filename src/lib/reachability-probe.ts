import { clearUnreachable, isUnreachable, type ReachabilityWatcher } from './connectivity';

// Probing the backend again while requests get no answer (docs/offline.md#offline-detection). Loaded on the
// first such failure, so no first load carries it.

/** The first re-probe's delay; each failed probe doubles it, up to the maximum. */
const FIRST_PROBE_DELAY_MS = 3_000;
const MAX_PROBE_DELAY_MS = 60_000;

const PROBE_TIMEOUT_MS = 5_000;

/**
 * Whether the backend answers at all: an opaque no-cors HEAD needs no CORS preflight and no token, and
 * any answer, even a 404 or 405, proves the network is back.
 */
export function probeBackend(apiBaseUrl: string): Promise<boolean> {
  return fetch(new URL(`${apiBaseUrl}/`, document.baseURI), {
    method: 'HEAD',
    mode: 'no-cors',
    cache: 'no-store',
    signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
  }).then(
    () => true,
    () => false,
  );
}

export interface ReachabilityProbeOptions {
  /** Where the backend is. */
  apiBaseUrl: string;
  /** Asks the network once; resolves true when the backend answered at all (tests pass their own). */
  probe?: () => Promise<boolean>;
  /** The backend answers again: refetch what is on screen. */
  onReachableAgain: () => void;
}

/**
 * Probes after 3 s, then 6, 12, 24, 48 and every 60 s, and at once on the browser's `online` event or when
 * the window gets focus, until the backend answers. The back-off only starts again from 3 s once a real
 * request succeeds: a portal can answer the probe and still fail every request, which must not turn into a
 * probe and a refetch every few seconds.
 */
export function createReachabilityProbe({
  apiBaseUrl,
  probe = () => probeBackend(apiBaseUrl),
  onReachableAgain,
}: ReachabilityProbeOptions): ReachabilityWatcher {
  let delay = FIRST_PROBE_DELAY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let probing = false;

  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void probeNow(), delay);
  };

  async function probeNow(): Promise<void> {
    if (!isUnreachable() || probing) return;
    probing = true;
    clearTimeout(timer);
    const answered = await Promise.resolve()
      .then(probe)
      .catch(() => false);
    probing = false;
    if (!isUnreachable()) return;
    // Doubled either way: only a request that succeeds (found) starts the back-off again from its first step.
    delay = Math.min(delay * 2, MAX_PROBE_DELAY_MS);
    if (answered) {
      clearUnreachable();
      onReachableAgain();
      return;
    }
    schedule();
  }

  const probeAtOnce = () => void probeNow();
  window.addEventListener('online', probeAtOnce);
  window.addEventListener('focus', probeAtOnce);

  return {
    lost: schedule,
    found: () => {
      clearTimeout(timer);
      delay = FIRST_PROBE_DELAY_MS;
    },
    stop: () => {
      clearTimeout(timer);
      window.removeEventListener('online', probeAtOnce);
      window.removeEventListener('focus', probeAtOnce);
    },
  };
}
