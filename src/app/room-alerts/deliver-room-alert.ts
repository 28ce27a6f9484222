import { savedSearchPath } from '@/features/saved-searches/saved-search-path';
import { t } from '@/lib/i18n/i18n';
import { notify } from '@/lib/notify';
import '@/lib/i18n/screen-messages/room-alerts';
import { ROOM_ALERT_TAG_PREFIX, type RoomAlertNotificationData } from '@/service-worker/messages';
import { chooseAlertChannel, currentSurroundings } from './alert-channel';
import type { RoomAlert } from './room-alert-check';

/**
 * A system notification: through the app-shell worker where there is one, so a tap reaches the app even after
 * this tab closes (src/service-worker/notification-click.ts), else the page's own Notification.
 */
async function showSystemNotification(
  title: string,
  { searchId, path }: { searchId: string; path: string },
  openPath: (path: string) => void,
): Promise<void> {
  const data: RoomAlertNotificationData = { path };
  const options: NotificationOptions = {
    tag: `${ROOM_ALERT_TAG_PREFIX}${searchId}`,
    data,
    lang: document.documentElement.lang,
    dir: 'auto',
  };
  const registration =
    'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  if (registration && typeof registration.showNotification === 'function') {
    await registration.showNotification(title, options);
    return;
  }
  const notification = new Notification(title, options);
  notification.onclick = () => {
    window.focus();
    openPath(path);
    notification.close();
  };
}

/** Delivers each alert where the user will see it (docs/saved-searches.md#alerts). */
export function createRoomAlertDelivery(openPath: (path: string) => void) {
  return async ({ search, count }: RoomAlert): Promise<void> => {
    const message = t('roomAlertMessage', { count, name: search.name });
    const path = savedSearchPath(search);
    if (chooseAlertChannel(currentSurroundings()) === 'system') {
      await showSystemNotification(message, { searchId: search.id, path }, openPath);
    } else {
      // A polite status with Show, which opens the search.
      // One toast per search, as one system notification per search (its tag): a later check replaces it.
      notify.withAction(
        message,
        { label: t('roomAlertShow'), onAction: () => openPath(path) },
        { toastId: `${ROOM_ALERT_TAG_PREFIX}${search.id}` },
      );
    }
  };
}
