// The worker's side of background alerts (docs/saved-searches.md#alerts): the real dependencies of the
// room check in room-alerts-worker.ts, read from the same storage the page writes.
import { readRoomList } from '@/features/rooms/api/read-rooms';
import {
  alertText,
  ALERTS_OWNER_DATABASE,
  ALERTS_OWNER_KEY,
  ALERTS_OWNER_STORE,
  parseAlertsOwner,
} from '@/features/saved-searches/alerts-owner';
import { matchesToAlert } from '@/features/saved-searches/new-rooms';
import { savedSearchPath } from '@/features/saved-searches/saved-search-path';
import { createSavedSearchesKeyValueStore } from '@/features/saved-searches/saved-search-database';
import {
  markAlertedInStorage,
  readUserSavedSearches,
  recordSeenInStorage,
} from '@/features/saved-searches/saved-search-storage';
import { createStore, get } from 'idb-keyval';
import { checkRoomsInBackground } from './room-alerts-worker';

/**
 * One background check: GET /rooms/ with no token (a public route), then the owner's new matches notified.
 * The API is the one the owner's page talked to, from the owner record: the demo never writes one, since its
 * mock API lives in its pages.
 */
export async function runBackgroundRoomCheck(registration: ServiceWorkerRegistration): Promise<void> {
  const kv = createSavedSearchesKeyValueStore();
  const ownerStore = createStore(ALERTS_OWNER_DATABASE, ALERTS_OWNER_STORE);
  await checkRoomsInBackground({
    readOwner: async () => parseAlertsOwner(await get(ALERTS_OWNER_KEY, ownerStore)),
    fetchRooms: async ({ apiBaseUrl }) => {
      const response = await fetch(`${apiBaseUrl}/rooms/`, {
        headers: { Accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`GET /rooms/ answered ${response.status}`);
      const body: unknown = await response.json();
      return Array.isArray(body) ? readRoomList(body) : [];
    },
    readSearches: async (user) => (await readUserSavedSearches(kv, user)).searches,
    recordSeen: (user, roomIds) => recordSeenInStorage(kv, user, roomIds),
    matchesToAlert,
    markAlerted: (user, searchIds, seenCount) => markAlertedInStorage(kv, user, searchIds, seenCount),
    pathOf: savedSearchPath,
    alertText,
    showNotification: (title, options) => registration.showNotification(title, options),
  });
}
