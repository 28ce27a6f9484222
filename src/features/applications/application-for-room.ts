import type { Application } from './application';
import { isCancellable } from './application-status';

/**
 * The application that decides a room card's state. A room may have a history (cancelled, then applied
 * again): an active one wins, then any other non-cancelled one, then the most recent.
 */
export function applicationForRoom(
  applications: Application[] | undefined,
  roomId: string,
): Application | null {
  if (!applications) return null;
  let best: Application | null = null;
  const rank = (application: Application) => {
    if (isCancellable(application.status)) return 3;
    if (application.status !== 'cancelled') return 2;
    return 1;
  };
  for (const application of applications) {
    if (application.roomId !== roomId) continue;
    if (
      !best ||
      rank(application) > rank(best) ||
      (rank(application) === rank(best) && (application.createdAt ?? '') >= (best.createdAt ?? ''))
    ) {
      best = application;
    }
  }
  return best;
}
