import type { SessionStore } from '@/features/auth/session-store';
import { whenIdle } from '@/features/saved-searches/when-idle';

/**
 * Loads the room alerts (docs/saved-searches.md#alerts) in an idle moment after the page has painted, once
 * someone is signed in, so /login never carries them. Kept this small because every first load has it:
 * following later sign-ins and sign-outs is the loaded code's job.
 */
export function loadRoomAlertsWhenSignedIn(session: SessionStore, load: () => void): void {
  const loadOnce = () => {
    if (!session.getSnapshot()) return;
    stopWaiting();
    whenIdle(load);
  };
  const stopWaiting = session.subscribe(loadOnce);
  loadOnce();
}
