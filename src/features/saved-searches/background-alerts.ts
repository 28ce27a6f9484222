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

/** No background alerts on this device for anyone: the owner record is gone and the check unregistered. */
export async function stopBackgroundAlerts(): Promise<void> {
  await Promise.allSettled([
    ownerStore.delete([ALERTS_OWNER_KEY]),
    periodicSync().then((manager) => manager?.unregister(ROOM_ALERTS_SYNC_TAG)),
  ]);
}

/**
 * Matches background alerts to the signed-in user's choices: on, for them, when one of their searches is
 * marked Notify me, notifications are allowed and the browser has Periodic Background Sync; off otherwise.
 * Call it after Notify me is toggled, and it runs as each user's alerts start. `apiBaseUrl` is the API the
 * worker asks, absolute; null where there is none to ask without a page (the demo's mock API lives in its pages).
 */
export async function syncBackgroundAlerts(
  store: SavedSearchStore,
  username: string,
  apiBaseUrl: string | null,
): Promise<void> {
  const { status, searches } = store.getSnapshot();
  if (status !== 'ready') return;
  if (apiBaseUrl === null) {
    await stopBackgroundAlerts();
    return;
  }
  const allowed = typeof Notification !== 'undefined' && Notification.permission === 'granted';
  const manager = await periodicSync().catch(() => null);
  if (!allowed || !manager || !searches.some(({ notify }) => notify)) {
    await stopBackgroundAlerts();
    return;
  }
  try {
    // Refused unless the app is installed (and, in Chromium, used often enough): alerts then stay in the page.
    await manager.register(ROOM_ALERTS_SYNC_TAG, { minInterval: BACKGROUND_ROOM_CHECK_MIN_INTERVAL_MS });
  } catch {
    await stopBackgroundAlerts();
    return;
  }
  const owner: AlertsOwner = {
    userKey: userKey(username),
    apiBaseUrl,
    language: currentLanguage(),
    texts: alertTexts(),
  };
  await ownerStore.set(ALERTS_OWNER_KEY, owner).catch(() => stopBackgroundAlerts());
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
  const sync = (force = false) => {
    const { status, searches } = store.getSnapshot();
    if (status !== 'ready') return;
    const notifying = searches
      .filter(({ notify }) => notify)
      .map(({ id }) => id)
      .join(' ');
    if (!force && notifying === synced) return;
    synced = notifying;
    void syncBackgroundAlerts(store, username, apiBaseUrl).catch(() => undefined);
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
    stopFollowingStore();
    permission?.removeEventListener('change', onPermission);
  };
}
