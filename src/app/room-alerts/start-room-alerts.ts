import type { SessionStore } from '@/features/auth/session-store';
import { whenIdle } from '@/features/saved-searches/when-idle';

/**
 * Room alerts for whoever is signed in (docs/saved-searches.md#alerts). Their code loads in an idle moment
 * after the page has painted, and only once someone is signed in, so /login never carries it; it stops when
 * they sign out and starts again for the next user. Returns the function that stops following the session.
 */
export function startRoomAlertsWhenSignedIn(
  session: SessionStore,
  start: (username: string) => Promise<() => void>,
): () => void {
  let running: { username: string; stop: (() => void) | null } | null = null;
  const follow = () => {
    const username = session.getSnapshot()?.username ?? null;
    if (running?.username === username) return;
    running?.stop?.();
    running = null;
    if (username === null) return;
    const current: { username: string; stop: (() => void) | null } = { username, stop: null };
    running = current;
    whenIdle(() => {
      if (running !== current) return;
      start(username).then(
        (stop) => {
          if (running === current) current.stop = stop;
          else stop();
        },
        () => undefined,
      );
    });
  };
  follow();
  const stopFollowing = session.subscribe(follow);
  return () => {
    stopFollowing();
    running?.stop?.();
    running = null;
  };
}
