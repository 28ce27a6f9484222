import '@/lib/i18n/screen-messages/choosing-screens';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/layout';
import { RoomCard } from '@/features/rooms/components/room-card';
import { RoomGrid } from '@/features/rooms/components/room-card-grid';
import { roomDisplayName, type Room } from '@/features/rooms/room';
import { useShortlistStore } from '@/features/shortlist/shortlist-context';
import { useT } from '@/lib/i18n/use-t';
import type { IdList } from '@/lib/id-list-param';
import { notify } from '@/lib/notify';
import { WarningNote } from '@/components/ui/warning-note';
import { Section, SectionTitle, Toolbar } from './shortlist-section';
import { useCardActions } from './use-card-actions';

interface SharedShortlistProps {
  /** The ids of the shared link (`?ids=`). */
  shared: IdList;
  byId: ReadonlyMap<string, Room>;
}

/** The rooms of a shared link, with what it left out, and Save all (docs/choosing-a-room.md#shortlist). */
export function SharedShortlist({ shared, byId }: SharedShortlistProps) {
  const t = useT();
  const store = useShortlistStore();
  const actions = useCardActions();
  const listed = shared.ids.flatMap((id) => byId.get(id) ?? []);
  const unknownCount = shared.ids.length - listed.length;
  const saveAll = () => {
    const added = store.addAll(listed.map((room) => ({ id: room.id, name: roomDisplayName(room) })));
    notify.success(t('shortlistPageSavedAll', { count: added }));
  };
  return (
    <Section aria-labelledby="shared-shortlist">
      <SectionTitle id="shared-shortlist">{t('shortlistPageShared')}</SectionTitle>
      {unknownCount > 0 && <WarningNote>{t('shortlistPageUnknownIds', { count: unknownCount })}</WarningNote>}
      {shared.overLimitCount > 0 && (
        <WarningNote>{t('shortlistPageTooMany', { count: shared.ids.length })}</WarningNote>
      )}
      {listed.length === 0 ? (
        <StatusMessage>{t('shortlistPageSharedEmpty')}</StatusMessage>
      ) : (
        <>
          <Toolbar>
            <Button type="button" onClick={saveAll}>
              {t('shortlistPageSaveAll')}
            </Button>
          </Toolbar>
          <RoomGrid aria-label={t('shortlistPageSharedRooms')}>
            {listed.map((room) => (
              <li key={room.id}>
                <RoomCard room={room} renderActions={actions} />
              </li>
            ))}
          </RoomGrid>
        </>
      )}
    </Section>
  );
}
