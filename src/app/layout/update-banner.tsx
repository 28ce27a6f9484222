import { useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { messages } from '@/config/messages';
import type { AppUpdates } from '../app-updates';
import { ShellBanner } from './shell-banner';

/** Offers the waiting new build; the switch happens only when the user asks (docs/offline.md#updates). */
export function UpdateBanner({ updates }: { updates: AppUpdates }) {
  const waiting = useSyncExternalStore(updates.subscribe, updates.getSnapshot, () => false);
  if (!waiting) return null;
  return (
    <ShellBanner role="status" $tone="info">
      <p>{messages.updateAvailable}</p>
      <Button type="button" variant="secondary" onClick={updates.reload}>
        {messages.updateReload}
      </Button>
    </ShellBanner>
  );
}
