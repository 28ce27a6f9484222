// Background alerts (docs/saved-searches.md#alerts): where the browser offers Periodic Background Sync (Chromium,
// for an installed app), the worker checks the room list about twice a day for the alerts' owner. This module
// turns that on or off to match the signed-in user's Notify me choices, and turns it off at logout.
import { BACKGROUND_ROOM_CHECK_MIN_INTERVAL_MS } from '@/config/business-constants';
import { currentLanguage, t } from '@/lib/i18n/i18n';
import '@/lib/i18n/screen-messages/room-alerts';
import { createIndexedDbStore } from '@/lib/indexed-db-store';
import { userKey } from '@/lib/user-key';
import {
  ALERT_NAME_TOKEN,
  ALERT_TEXT_COUNTS,
  ALERTS_OWNER_DATABASE,
  ALERTS_OWNER_KEY,
  ALERTS_OWNER_STORE,
  parseAlertsOwner,
  ROOM_ALERTS_SYNC_TAG,
  type AlertsOwner,
} from './alerts-owner';
import type { SavedSearchStore } from './saved-search';

/** The part of the Periodic Background Sync API used here; no TypeScript library declares it yet. */
interface PeriodicSyncManager {
  register: (tag: string, options: { minInterval: number }) => Promise<void>;
  unregister: (tag: string) => Promise<void>;
}

const ownerStore = createIndexedDbStore(ALERTS_OWNER_DATABASE, ALERTS_OWNER_STORE);

async function periodicSync(): Promise<PeriodicSyncManager | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const manager = (registration as { periodicSync?: PeriodicSyncManager } | undefined)?.periodicSync;
  return manager ?? null;
}

/** The alert's words for every count the worker may need, in the language shown now. */
function alertTexts(): string[] {
  return Array.from({ length: ALERT_TEXT_COUNTS }, (_, index) =>
    t('roomAlertMessage', { count: index + 1, name: ALERT_NAME_TOKEN }),
  );
}

/** Removes the owner record and unregisters the check. */
async function removeBackgroundAlerts(): Promise<void> {
  await Promise.allSettled([
    ownerStore.delete([ALERTS_OWNER_KEY]),
    periodicSync().then((manager) => manager?.unregister(ROOM_ALERTS_SYNC_TAG)),
  ]);
}

// Syncs and stops run one at a time, in the order asked, and a stop invalidates every sync asked before it: a
// sync still awaiting the browser when the user logs out must not write the owner record or register again
// after the stop removed them (docs/saved-searches.md#alerts).
let generation = 0;
let queue: Promise<unknown> = Promise.resolve();
function inTurn<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * No background alerts on this device for anyone: the owner record is gone and the check unregistered, after
 * any sync under way, which then writes nothing more.
 */
export function stopBackgroundAlerts(): Promise<void> {
  generation += 1;
  return inTurn(removeBackgroundAlerts);
}

/**
 * Turns off the background alerts another user left on this device, after any sync under way; this user's own,
 * if on, stay. The sync below does it too, but only runs for a user whose saved searches have loaded.
 */
export function stopOtherUsersBackgroundAlerts(username: string): Promise<void> {
  return inTurn(async () => {
    const stored: unknown = await ownerStore.get(ALERTS_OWNER_KEY).catch(() => undefined);
    if (stored === undefined) return;
    if (parseAlertsOwner(stored)?.userKey !== userKey(username)) await removeBackgroundAlerts();
  });
}

/**
 * Matches background alerts to the signed-in user's choices: on, for them, when one of their searches is
 * marked Notify me, notifications are allowed and the browser has Periodic Background Sync; off otherwise.
 * Call it after Notify me is toggled, and it runs as each user's alerts start. `apiBaseUrl` is the API the
 * worker asks, absolute; null where there is none to ask without a page (the demo's mock API lives in its pages).
 */
export function syncBackgroundAlerts(
  store: SavedSearchStore,
  username: string,
  apiBaseUrl: string | null,
  signal?: AbortSignal,
): Promise<void> {
  const asked = generation;
  const cancelled = () => asked !== generation || signal?.aborted === true;
  return inTurn(() => (cancelled() ? Promise.resolve() : sync(store, username, apiBaseUrl, cancelled)));
}

/** One sync; `cancelled` is asked after each wait, and a cancelled sync stops where it is. */
async function sync(
  store: SavedSearchStore,
  username: string,
  apiBaseUrl: string | null,
  cancelled: () => boolean,
): Promise<void> {
  const { status, searches } = store.getSnapshot();
  if (status !== 'ready') return;
  if (apiBaseUrl === null) return removeBackgroundAlerts();
  const allowed = typeof Notification !== 'undefined' && Notification.permission === 'granted';
  const manager = await periodicSync().catch(() => null);
  if (cancelled()) return;
  if (!allowed || !manager || !searches.some(({ notify }) => notify)) return removeBackgroundAlerts();
  try {
    // Refused unless the app is installed (and, in Chromium, used often enough): alerts then stay in the page.
    await manager.register(ROOM_ALERTS_SYNC_TAG, { minInterval: BACKGROUND_ROOM_CHECK_MIN_INTERVAL_MS });
  } catch {
    return removeBackgroundAlerts();
  }
  // Stopped meanwhile: the stop's own removal runs next and unregisters what was just registered.
  if (cancelled()) return;
  const owner: AlertsOwner = {
    userKey: userKey(username),
    apiBaseUrl,
    language: currentLanguage(),
    texts: alertTexts(),
  };
  await ownerStore.set(ALERTS_OWNER_KEY, owner).catch(() => removeBackgroundAlerts());
}

/**
 * Keeps background alerts matched to the user's choices while their alerts run: synced now, whenever the
 * searches marked Notify me change (the toggle, another tab) and when the notifications permission changes,
 * so the Notify me toggle needs no call of its own. Returns the function that stops following.
 */
export function followBackgroundAlerts(
  store: SavedSearchStore,
  username: string,
  apiBaseUrl: string | null,
): () => void {
  let synced: string | null = null;
  // Stopping (the user changed or logged out) cancels the syncs this asked for.
  const following = new AbortController();
  const sync = (force = false) => {
    const { status, searches } = store.getSnapshot();
    if (status !== 'ready') return;
    const notifying = searches
      .filter(({ notify }) => notify)
      .map(({ id }) => id)
      .join(' ');
    if (!force && notifying === synced) return;
    synced = notifying;
    void syncBackgroundAlerts(store, username, apiBaseUrl, following.signal).catch(() => undefined);
  };
  const stopFollowingStore = store.subscribe(() => sync());
  let permission: PermissionStatus | null = null;
  const onPermission = () => sync(true);
  navigator.permissions
    ?.query({ name: 'notifications' })
    .then((status) => {
      permission = status;
      status.addEventListener('change', onPermission);
    })
    .catch(() => undefined);
  sync();
  return () => {
    following.abort();
    stopFollowingStore();
    permission?.removeEventListener('change', onPermission);
  };
}
