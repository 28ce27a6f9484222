import '@/lib/i18n/screen-messages/room-screens';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';
import { useShortlistedIds, useShortlistStore } from '../shortlist-context';
import type { ShortlistedRoom } from '../shortlist-store';

/**
 * Save or unsave a room: one button whose pressed state says whether the room is on the shortlist. Its word
 * is always 'Save', so what a user reads is what a voice user says (docs/choosing-a-room.md#shortlist).
 */
export function ShortlistToggle({ room }: { room: ShortlistedRoom }) {
  const t = useT();
  const store = useShortlistStore();
  const saved = useShortlistedIds().has(room.id);
  return (
    <Button
      type="button"
      variant="secondary"
      block
      aria-pressed={saved}
      aria-label={t('shortlistSaveRoom', { name: room.name })}
      onClick={() => store.toggle(room)}
    >
      <span aria-hidden="true">{saved ? '★ ' : '☆ '}</span>
      {t('shortlistSave')}
    </Button>
  );
}
