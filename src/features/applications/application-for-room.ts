import type { Application } from './application';
import { isCancellable } from './application-status';

/**
 * Which of a room's applications decides its card. A room may have a history (cancelled, then applied
 * again): an active one wins, then any other non-cancelled one, then the most recent.
 */
const rank = (application: Application) => {
  if (isCancellable(application.status)) return 3;
  if (application.status !== 'cancelled') return 2;
  return 1;
};

const decidesOver = (application: Application, best: Application) =>
  rank(application) > rank(best) ||
  (rank(application) === rank(best) && (application.createdAt ?? '') >= (best.createdAt ?? ''));

/** The deciding application of every room the list has one for, in one pass over the list. */
export function applicationsByRoom(
  applications: readonly Application[] | undefined,
): Map<string, Application> {
  const byRoom = new Map<string, Application>();
  for (const application of applications ?? []) {
    if (application.roomId === null) continue;
    const best = byRoom.get(application.roomId);
    if (!best || decidesOver(application, best)) byRoom.set(application.roomId, application);
  }
  return byRoom;
}

/** The application that decides a room card's state, or null when the room has none. */
export function applicationForRoom(
  applications: readonly Application[] | undefined,
  roomId: string,
): Application | null {
  return applicationsByRoom(applications).get(roomId) ?? null;
}
