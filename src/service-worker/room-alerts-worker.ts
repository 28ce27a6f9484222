// The background room check (docs/saved-searches.md#alerts): on a Periodic Background Sync the worker fetches
// the public room list, records its rooms as seen for the alerts' owner, and notifies about new matches of
// their Notify-me searches. Every dependency is passed in, so it is tested without a browser, which cannot
// fire the event.
import type { AlertsOwner } from '@/features/saved-searches/alerts-owner';
import type { SavedSearch, SeenRooms } from '@/features/saved-searches/saved-search';
import { ROOM_ALERT_TAG_PREFIX, type RoomAlertNotificationData } from './messages';

export interface BackgroundRoomCheckDeps<Room extends { id: string }> {
  /** Who gets background alerts on this device; null when nobody (logged out, never turned on). */
  readOwner: () => Promise<AlertsOwner | null>;
  /** GET /rooms/ at the owner's API, without a token (a public route), parsed into rooms. */
  fetchRooms: (owner: AlertsOwner) => Promise<Room[]>;
  /** The owner's saved searches, read from the saved-searches storage. */
  readSearches: (userKey: string) => Promise<readonly SavedSearch[]>;
  /** Records the list's rooms as seen for the owner; resolves with the record. */
  recordSeen: (userKey: string, roomIds: readonly string[]) => Promise<SeenRooms>;
  /** The Notify-me searches with new matches to tell about, each with its new rooms' ids. */
  matchesToAlert: (
    rooms: readonly Room[],
    searches: readonly SavedSearch[],
    seen: SeenRooms,
  ) => Promise<{ search: SavedSearch; roomIds: readonly string[] }[]>;
  /** Notes that alerts went out for these searches, up to `seenCount`. */
  markAlerted: (userKey: string, searchIds: readonly string[], seenCount: number) => Promise<void>;
  /** The in-app path that opens a search. */
  pathOf: (search: SavedSearch) => string;
  alertText: (owner: AlertsOwner, count: number, name: string) => string;
  showNotification: (title: string, options: NotificationOptions) => Promise<void>;
}

/** Runs one background check; resolves with how many notifications it showed. */
export async function checkRoomsInBackground<Room extends { id: string }>(
  deps: BackgroundRoomCheckDeps<Room>,
): Promise<number> {
  const owner = await deps.readOwner();
  if (!owner) return 0;
  const rooms = await deps.fetchRooms(owner);
  const seen = await deps.recordSeen(
    owner.userKey,
    rooms.map(({ id }) => id),
  );
  const searches = await deps.readSearches(owner.userKey);
  const alerted: string[] = [];
  for (const { search, roomIds } of await deps.matchesToAlert(rooms, searches, seen)) {
    const count = roomIds.length;
    if (!search.notify || count === 0) continue;
    const data: RoomAlertNotificationData = { path: deps.pathOf(search) };
    await deps.showNotification(deps.alertText(owner, count, search.name), {
      tag: `${ROOM_ALERT_TAG_PREFIX}${search.id}`,
      data,
      lang: owner.language,
      dir: 'auto',
    });
    alerted.push(search.id);
  }
  if (alerted.length > 0) await deps.markAlerted(owner.userKey, alerted, seen.count);
  return alerted.length;
}
