import '@/lib/i18n/screen-messages/room-screens';
import { t } from '@/lib/i18n/i18n';
import { isOffline } from '@/lib/connectivity';
import { notify } from '@/lib/notify';

/**
 * Apply and cancel are refused while offline, with a message, rather than queued: a queued action could
 * be replayed long after the user stopped expecting it, against data they can no longer see change.
 * Returns true when the action was refused.
 */
export function refuseWhileOffline(): boolean {
  if (!isOffline()) return false;
  notify.error(t('offlineActionRefused'), { toastId: 'offline-action-refused' });
  return true;
}
