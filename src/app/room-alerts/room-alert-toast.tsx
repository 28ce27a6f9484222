import { TOAST_ALERT_DURATION_MS } from '@/config/business-constants';
import { InlineButton } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';
import '@/lib/i18n/screen-messages/room-alerts';
import { loadToaster } from '@/lib/toasts/load-toaster';

function RoomAlertToast({ message, onShow }: { message: string; onShow: () => void }) {
  const t = useT();
  return (
    <span>
      {message}{' '}
      <InlineButton type="button" onClick={onShow}>
        {t('roomAlertShow')}
      </InlineButton>
    </span>
  );
}

/**
 * A room alert in the page: its words and a Show button that opens the search (docs/saved-searches.md#alerts).
 * A status, so screen readers say it politely; one per search, so a second check before it closes does not
 * say it again.
 */
export function showRoomAlertToast(searchId: string, message: string, onShow: () => void): Promise<void> {
  return loadToaster().then(({ toast }) => {
    toast.info(<RoomAlertToast message={message} onShow={onShow} />, {
      toastId: `room-alert:${searchId}`,
      role: 'status',
      autoClose: TOAST_ALERT_DURATION_MS,
    });
  });
}
