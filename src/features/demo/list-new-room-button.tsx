import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { color, space } from '@/config/design-tokens';
import { apiClient, jsonBody } from '@/lib/api';
import { toApiError } from '@/lib/api-error';
import { t as translateNow } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/lib/notify';
import { newRoomForSearch, type NewRoomPlan, type SearchToMatch } from './new-room-for-search';

/** Marks the button in a build, so the real-backend build test can prove it was left out. */
export const LIST_NEW_ROOM_MARKER = 'student-rooms-list-new-room';

export interface ListNewRoomButtonProps {
  /** The criteria of the most recently saved search (a `SearchCriteria` fits), or null when there is none. */
  criteria: SearchToMatch | null;
  /**
   * Puts the listed room on screen, given the `POST /rooms/` answer: whoever places the button owns the room
   * list's query (a feature imports no other feature), so it adds the room there and refetches the list.
   */
  onListed: (room: unknown) => void | Promise<void>;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
`;

const ActionButton = styled(Button)`
  min-height: 44px;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${color.textMuted};
`;

// Each press lists a different room: another kind, street and price.
let roomsListed = 0;

const titleOf = (room: unknown, plan: NewRoomPlan): string =>
  room && typeof room === 'object' && 'title' in room && typeof room.title === 'string' && room.title.trim()
    ? room.title
    : plan.draft.title;

/** Why it failed, in words: a 401 without a session asks to log in, anything else says what the API said. */
function failureMessage(error: unknown): string {
  const apiError = toApiError(error);
  const t = translateNow;
  if (apiError.status === 401 && !apiError.sessionExpired) return t('demoListNewRoomSignedOut');
  return t('demoListRoomFailed', { reason: apiError.message });
}

/**
 * The demo's List a new room button (docs/demo-and-qa.md#new-rooms): lists, through the app's own API client
 * and `POST /rooms/`, a room that the most recently saved search matches, then confirms it with a toast naming
 * the room. It goes through the same route as the real-backend tests, and works offline in the demo, whose
 * mock API answers from inside the page.
 */
export function ListNewRoomButton({ criteria, onListed }: ListNewRoomButtonProps) {
  const t = useT();
  const hintId = useId();
  const [busy, setBusy] = useState(false);

  const listRoom = async () => {
    if (busy) return;
    setBusy(true);
    const plan = newRoomForSearch(criteria, roomsListed);
    roomsListed += 1;
    try {
      const room = jsonBody(await apiClient().post('/rooms/', plan.draft));
      await onListed(room);
      const name = titleOf(room, plan);
      notify.success(
        plan.matchesLanguage ? t('demoListedRoom', { name }) : t('demoListedRoomNoLanguage', { name }),
      );
    } catch (error) {
      notify.error(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Wrapper data-demo={LIST_NEW_ROOM_MARKER}>
      <ActionButton
        type="button"
        variant="secondary"
        aria-describedby={hintId}
        // Not disabled while it works: a disabled button would drop the keyboard focus.
        aria-disabled={busy}
        onClick={() => void listRoom()}
      >
        {t('demoListNewRoom')}
      </ActionButton>
      <Hint id={hintId}>{criteria ? t('demoListNewRoomHint') : t('demoListNewRoomHintNoSearch')}</Hint>
    </Wrapper>
  );
}
