import { useEffect } from 'react';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { lazyModule } from '@/lib/lazy-module';
import { useT } from '@/lib/i18n/use-t';
import { ShellBanner } from './shell-banner';

const offlineNotice = lazyModule(() => import('./offline-notice'));

/**
 * Shown while the app is offline. Its full wording (how old the saved data is) loads the first time it is
 * needed; until then, or if that fails, it says the essential.
 */
export function OfflineBanner() {
  const t = useT();
  const online = useOnlineStatus();
  const notice = offlineNotice.useLoaded();
  useEffect(() => {
    if (!online) offlineNotice.load().catch(() => undefined);
  }, [online]);
  if (online) return null;
  return (
    <ShellBanner as="p" role="status" $tone="warning">
      {notice ? <notice.OfflineNotice /> : t('offlineBanner')}
    </ShellBanner>
  );
}
