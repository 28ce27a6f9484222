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
import {
  createSavedSearchesKeyValueStore,
  markAlertedInStorage,
  readUserSavedSearches,
  recordSeenInStorage,
} from '@/features/saved-searches/saved-search-storage';
import { createStore, get } from 'idb-keyval';
import { checkRoomsInBackground } from './room-alerts-worker';

/** The API's base URL from the worker's copy of the runtime config, else the build's; none in demo builds. */
export async function apiBaseUrlOf(config: Response | undefined): Promise<string | null> {
  try {
    const { apiUrl } = (await config?.clone().json()) as { apiUrl?: unknown };
    if (typeof apiUrl === 'string' && apiUrl.trim() !== '') return apiUrl.trim().replace(/\/+$/, '');
  } catch {
    // No copy, or not JSON: the build's own URL below.
  }
  return import.meta.env.VITE_API_URL ? String(import.meta.env.VITE_API_URL).replace(/\/+$/, '') : null;
}

/**
 * One background check: GET /rooms/ with no token (a public route), then the owner's new matches notified.
 * The demo's mock API lives in its pages, so a demo build with no page open has nothing to ask.
 */
export async function runBackgroundRoomCheck(
  registration: ServiceWorkerRegistration,
  config: Promise<Response | undefined>,
): Promise<void> {
  const base = await apiBaseUrlOf(await config);
  if (!base) return;
  const kv = createSavedSearchesKeyValueStore();
  const ownerStore = createStore(ALERTS_OWNER_DATABASE, ALERTS_OWNER_STORE);
  await checkRoomsInBackground({
    readOwner: async () => parseAlertsOwner(await get(ALERTS_OWNER_KEY, ownerStore)),
    fetchRooms: async () => {
      const response = await fetch(new URL(`${base}/rooms/`, self.location.origin), {
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
