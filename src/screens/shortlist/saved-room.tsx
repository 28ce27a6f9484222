import '@/lib/i18n/screen-messages/choosing-screens';
import styled from 'styled-components';
import { color, radius, space } from '@/config/design-tokens';
import { RoomCard } from '@/features/rooms/components/room-card';
import type { Room } from '@/features/rooms/room';
import { highlightHandlers, type RoomHighlight } from '@/features/rooms/use-room-highlight';
import type { ShortlistedRoom } from '@/features/shortlist/shortlist-store';
import { useT } from '@/lib/i18n/use-t';
import { UnlistedRoom } from './unlisted-room';
import { useCardActions } from './use-card-actions';
import type { CompareChoice } from './use-compare-choice';

/** A card's place in the grid; it carries the map's highlight, so a dot and its card light up together. */
const GridItem = styled.li`
  border-radius: ${radius.md};
  &[data-highlighted] > * {
    outline: 3px solid ${color.accent};
    outline-offset: 2px;
  }
`;

// The checkbox is 24 px: the smallest target WCAG 2.2 allows.
const CompareBox = styled.label`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  font-weight: 600;
  input {
    inline-size: 1.5rem;
    block-size: 1.5rem;
    margin: 0;
  }
`;

interface SavedRoomProps {
  entry: ShortlistedRoom;
  /** The listed room, or undefined when the backend no longer lists it or the list is unknown. */
  room: Room | undefined;
  /** The room list is unknown (it failed): an unlisted room is not confirmed gone. */
  checking: boolean;
  choice: CompareChoice;
  highlight: RoomHighlight;
}

/** One saved room in the grid: its card with a Compare tick, or what is known of a room no longer listed. */
export function SavedRoom({ entry, room, checking, choice, highlight }: SavedRoomProps) {
  const t = useT();
  const actions = useCardActions();
  const isChosen = choice.chosenIds.includes(entry.id);
  return (
    <GridItem {...highlightHandlers(highlight, entry.id)} data-room-id={entry.id}>
      {room ? (
        <RoomCard
          room={room}
          renderActions={(listed) =>
            actions(
              listed,
              <CompareBox>
                <input
                  type="checkbox"
                  checked={isChosen}
                  disabled={!isChosen && choice.full}
                  onChange={() => choice.toggle(entry.id)}
                  aria-label={t('shortlistPageCompareRoom', { name: entry.name })}
                />
                {t('shortlistPageCompare')}
              </CompareBox>,
            )
          }
        />
      ) : (
        <UnlistedRoom entry={entry} checking={checking} />
      )}
    </GridItem>
  );
}
