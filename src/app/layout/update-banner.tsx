import { useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';
import type { AppUpdates } from '../app-updates';
import { ShellBanner } from './shell-banner';

/** Offers the waiting new build; the switch happens only when the user asks (docs/offline.md#updates). */
export function UpdateBanner({ updates }: { updates: AppUpdates }) {
  const t = useT();
  const waiting = useSyncExternalStore(updates.subscribe, updates.getSnapshot, () => false);
  if (!waiting) return null;
  return (
    <ShellBanner role="status" $tone="info">
      <p>{t('updateAvailable')}</p>
      <Button type="button" variant="secondary" onClick={updates.reload}>
        {t('updateReload')}
      </Button>
    </ShellBanner>
  );
}
