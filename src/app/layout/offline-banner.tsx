import { useT } from '@/lib/i18n/use-t';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { ShellBanner } from './shell-banner';

/** Tells the user that what they see is the last saved data, and why actions are refused. */
export function OfflineBanner() {
  const t = useT();
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <ShellBanner as="p" role="status" $tone="warning">
      {t('offlineBanner')}
    </ShellBanner>
  );
}
