import '@/lib/i18n/screen-messages/choosing-screens';
import { Link } from '@tanstack/react-router';
import { StatusMessage } from '@/components/ui/layout';
import { RoomGrid } from '@/features/rooms/components/room-card-grid';
import { RoomMap } from '@/features/rooms/components/room-map';
import { roomDisplayName, type Room } from '@/features/rooms/room';
import { useRoomHighlight } from '@/features/rooms/use-room-highlight';
import { useShortlist } from '@/features/shortlist/shortlist-context';
import { useT } from '@/lib/i18n/use-t';
import { SavedRoom } from './saved-room';
import { ShortlistActions } from './shortlist-actions';
import { Section, SectionTitle } from './shortlist-section';
import { useCompareChoice } from './use-compare-choice';
import { useRemovalFocus } from './use-removal-focus';

/**
 * The user's saved rooms, to share, compare and see on the map. `byId` is null when the room list could not be
 * loaded: the saved names are still shown, unconfirmed.
 */
export function OwnShortlist({ byId }: { byId: ReadonlyMap<string, Room> | null }) {
  const t = useT();
  const saved = useShortlist();
  const choice = useCompareChoice(saved, byId);
  const highlight = useRoomHighlight();
  const { gridRef, emptyLinkRef, onFocusCapture } = useRemovalFocus(saved);

  if (saved.length === 0) {
    return (
      <Section aria-labelledby="saved-rooms">
        <SectionTitle id="saved-rooms">{t('shortlistPageSavedRooms')}</SectionTitle>
        <StatusMessage>
          {t('shortlistPageEmpty')}{' '}
          <Link ref={emptyLinkRef} to="/rooms">
            {t('shortlistPageBrowse')}
          </Link>
        </StatusMessage>
      </Section>
    );
  }

  const listedRooms = byId ? saved.flatMap((entry) => byId.get(entry.id) ?? []) : [];
  return (
    <Section aria-labelledby="saved-rooms">
      <SectionTitle id="saved-rooms">{t('shortlistPageSavedRooms')}</SectionTitle>
      <ShortlistActions saved={saved} choice={choice} />
      <RoomGrid ref={gridRef} aria-label={t('shortlistPageSavedRooms')} onFocusCapture={onFocusCapture}>
        {saved.map((entry) => (
          <SavedRoom
            key={entry.id}
            entry={entry}
            room={byId?.get(entry.id)}
            checking={byId === null}
            choice={choice}
            highlight={highlight}
          />
        ))}
      </RoomGrid>
      {listedRooms.length > 0 && (
        <RoomMap
          rooms={listedRooms.map((room) => ({
            id: room.id,
            name: roomDisplayName(room),
            postcode: room.postcode,
          }))}
          highlight={highlight}
        />
      )}
    </Section>
  );
}
