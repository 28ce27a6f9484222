import '@/lib/i18n/screen-messages/choosing-screens';
import { useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import styled from 'styled-components';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form';
import { Card, ErrorMessage, MutedLine, PageSection, PageTitle, StatusMessage } from '@/components/ui/layout';
import {
  COMPARE_MAX_ROOMS,
  COMPARE_MIN_ROOMS,
  SHARED_SHORTLIST_MAX_ROOMS,
} from '@/config/business-constants';
import { color, radius, space } from '@/config/design-tokens';
import { useSession } from '@/features/auth/session-context';
import { RoomApplicationControls } from '@/features/applications/components/room-application-controls';
import { roomQueries } from '@/features/rooms/api/room-queries';
import { RoomCard } from '@/features/rooms/components/room-card';
import { RoomGrid } from '@/features/rooms/components/room-card-grid';
import { RoomMap } from '@/features/rooms/components/room-map';
import { highlightHandlers, useRoomHighlight } from '@/features/rooms/use-room-highlight';
import { roomDisplayName, type Room } from '@/features/rooms/room';
import { ShortlistToggle } from '@/features/shortlist/components/shortlist-toggle';
import { useShortlist, useShortlistStore } from '@/features/shortlist/shortlist-context';
import type { ShortlistedRoom } from '@/features/shortlist/shortlist-store';
import { useT } from '@/lib/i18n/use-t';
import { formatIdList, parseIdList, type IdList } from '@/lib/id-list-param';
import { notify } from '@/lib/notify';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

const SectionTitle = styled.h2`
  font-size: 1.25rem;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
`;

const Note = styled.p`
  margin: 0;
  padding: ${space(2)} ${space(3)};
  border-radius: ${radius.sm};
  background: ${color.warningSurface};
  color: ${color.warning};
  font-weight: 600;
`;

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

const UnlistedBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  padding: ${space(4)};
  h2 {
    font-size: 1.125rem;
  }
`;

/**
 * The control in a saved room's card that takes it off the shortlist: the Saved toggle, or Remove on a room
 * no longer listed. Focus moves to the next card's one when a card goes (docs/choosing-a-room.md#shortlist).
 */
const SHORTLIST_ACTION = 'button[aria-pressed], button[data-shortlist-remove]';

/**
 * When a saved room leaves the list while this page is open (its Saved toggle or Remove here, or another
 * tab), says so, and, if keyboard focus was in its card, which is gone, moves focus to the same control in
 * the next card, else the previous one, else the empty list's link, rather than letting it fall to <body>.
 */
function useRemovalFocus(saved: readonly ShortlistedRoom[]) {
  const t = useT();
  const username = useSession()?.username ?? null;
  const previousOwner = useRef(username);
  const gridRef = useRef<HTMLUListElement>(null);
  const emptyLinkRef = useRef<HTMLAnchorElement>(null);
  // The room whose card last held focus; blur is not relied on, since removing a node need not fire it.
  const focusedRoom = useRef<string | null>(null);
  const previous = useRef(saved);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = saved;
    // Another user's list (signing out, an expired session, another tab signing in): nothing was removed.
    if (previousOwner.current !== username) {
      previousOwner.current = username;
      return;
    }
    const kept = new Set(saved.map((room) => room.id));
    const removed = before.filter((room) => !kept.has(room.id));
    if (removed.length === 0) return;
    for (const room of removed) notify.success(t('shortlistPageRemoved', { name: room.name }));

    const lost = focusedRoom.current;
    const active = document.activeElement;
    const focusWasLost = active === null || active === document.body || !active.isConnected;
    if (lost === null || kept.has(lost) || !focusWasLost) return;
    focusedRoom.current = null;
    const index = before.findIndex((room) => room.id === lost);
    const candidates = [...before.slice(index + 1), ...before.slice(0, index).reverse()];
    for (const room of candidates) {
      if (!kept.has(room.id)) continue;
      const item = gridRef.current?.querySelector(`[data-room-id="${CSS.escape(room.id)}"]`);
      const target = item?.querySelector<HTMLElement>(SHORTLIST_ACTION);
      if (target) return target.focus();
    }
    emptyLinkRef.current?.focus();
  }, [saved, t, username]);

  /** For the grid: notes which card focus enters (each card's item carries data-room-id). */
  const onFocusCapture = (event: FocusEvent) => {
    const item = event.target.closest<HTMLElement>('[data-room-id]');
    if (item) focusedRoom.current = item.dataset.roomId ?? null;
  };
  return { gridRef, emptyLinkRef, onFocusCapture };
}

/** Your Shortlist (docs/choosing-a-room.md#shortlist): the saved rooms, a shared list, compare and the map. */
export function ShortlistScreen() {
  const t = useT();
  const { ids } = useSearch({ from: '/_authenticated/shortlist' });
  // The ids of a shared link (`?ids=`), or null when the page shows only the user's own shortlist.
  const shared = ids === undefined ? null : parseIdList(ids, SHARED_SHORTLIST_MAX_ROOMS);
  const rooms = useQuery(roomQueries.list());
  const byId = new Map((rooms.data ?? []).map((room) => [room.id, room]));

  return (
    <PageSection>
      <PageTitle>{t('shortlistTitle')}</PageTitle>
      {rooms.isPending && <StatusMessage role="status">{t('loadingRooms')}</StatusMessage>}
      {/* A failed background refetch keeps the list it had: no alarm above rooms that are still shown. */}
      {rooms.isError && rooms.data === undefined && (
        <ErrorMessage role="alert">{t('roomsLoadFailed')}</ErrorMessage>
      )}
      {shared && rooms.data && <SharedShortlist shared={shared} byId={byId} />}
      {/* Without the room list (it failed) the saved names are still shown, unconfirmed. */}
      {!rooms.isPending && <OwnShortlist byId={rooms.data ? byId : null} />}
    </PageSection>
  );
}

function useCardActions() {
  const username = useSession()?.username ?? null;
  return (room: Room, extra?: ReactNode) => {
    const name = roomDisplayName(room);
    return (
      <>
        <RoomApplicationControls roomId={room.id} roomName={name} username={username} />
        <ShortlistToggle room={{ id: room.id, name }} />
        {extra}
      </>
    );
  };
}

function SharedShortlist({ shared, byId }: { shared: IdList; byId: ReadonlyMap<string, Room> }) {
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
      {unknownCount > 0 && <Note>{t('shortlistPageUnknownIds', { count: unknownCount })}</Note>}
      {shared.overLimitCount > 0 && <Note>{t('shortlistPageTooMany', { count: shared.ids.length })}</Note>}
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

function OwnShortlist({ byId }: { byId: ReadonlyMap<string, Room> | null }) {
  const t = useT();
  const navigate = useNavigate();
  const router = useRouter();
  const saved = useShortlist();
  const actions = useCardActions();
  const [chosen, setChosen] = useState<string[]>([]);
  const highlight = useRoomHighlight();
  const [linkToCopy, setLinkToCopy] = useState<string | null>(null);
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

  // Rooms removed from the shortlist drop out of the comparison too.
  const savedIds = new Set(saved.map((room) => room.id));
  const chosenIds = chosen.filter((id) => savedIds.has(id) && (byId === null || byId.has(id)));
  const full = chosenIds.length >= COMPARE_MAX_ROOMS;
  const canCompare = chosenIds.length >= COMPARE_MIN_ROOMS;
  const toggleChosen = (id: string) =>
    setChosen(chosenIds.includes(id) ? chosenIds.filter((other) => other !== id) : [...chosenIds, id]);

  const share = async () => {
    // Written by the router, as the address bar is: `/shortlist?ids=a,b,c` (docs/choosing-a-room.md#shortlist).
    const { href } = router.buildLocation({
      to: '/shortlist',
      search: { ids: formatIdList(saved.map((room) => room.id)) },
    });
    const link = `${window.location.origin}${href}`;
    try {
      await navigator.clipboard.writeText(link);
      setLinkToCopy(null);
      notify.success(t('shortlistPageLinkCopied'));
    } catch {
      // No clipboard (permissions, an insecure origin): the link is shown to copy by hand.
      setLinkToCopy(link);
    }
  };

  const listedRooms = byId ? saved.flatMap((entry) => byId.get(entry.id) ?? []) : [];
  const compareHintId = 'compare-hint';

  return (
    <Section aria-labelledby="saved-rooms">
      <SectionTitle id="saved-rooms">{t('shortlistPageSavedRooms')}</SectionTitle>
      <Toolbar>
        <Button type="button" variant="secondary" onClick={() => void share()}>
          {t('shortlistPageShare')}
        </Button>
        <Button
          type="button"
          disabled={!canCompare}
          aria-describedby={compareHintId}
          onClick={() => void navigate({ to: '/compare', search: { ids: formatIdList(chosenIds) } })}
        >
          {t('shortlistPageCompare')}
        </Button>
        <MutedLine id={compareHintId} role="status">
          {full
            ? t('shortlistPageCompareFull', { max: COMPARE_MAX_ROOMS })
            : chosenIds.length === 0
              ? t('shortlistPageCompareHint', { max: COMPARE_MAX_ROOMS })
              : t('shortlistPageCompareChosen', { count: chosenIds.length, max: COMPARE_MAX_ROOMS })}
        </MutedLine>
      </Toolbar>
      {linkToCopy && (
        <TextField
          label={t('shortlistPageCopyByHand')}
          value={linkToCopy}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
      <RoomGrid ref={gridRef} aria-label={t('shortlistPageSavedRooms')} onFocusCapture={onFocusCapture}>
        {saved.map((entry) => {
          const room = byId?.get(entry.id);
          const isChosen = chosenIds.includes(entry.id);
          return (
            <GridItem key={entry.id} {...highlightHandlers(highlight, entry.id)} data-room-id={entry.id}>
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
                          disabled={!isChosen && full}
                          onChange={() => toggleChosen(entry.id)}
                          aria-label={t('shortlistPageCompareRoom', { name: entry.name })}
                        />
                        {t('shortlistPageCompare')}
                      </CompareBox>,
                    )
                  }
                />
              ) : (
                <UnlistedRoom entry={entry} checking={byId === null} />
              )}
            </GridItem>
          );
        })}
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

/** A saved room the backend no longer lists (or, when the list could not be loaded, one not confirmed). */
function UnlistedRoom({ entry, checking }: { entry: ShortlistedRoom; checking: boolean }) {
  const t = useT();
  const store = useShortlistStore();
  return (
    <Card aria-label={entry.name}>
      <UnlistedBody>
        <h2>{entry.name}</h2>
        {!checking && (
          <>
            <p>
              <Badge tone="neutral">{t('shortlistPageNoLongerListed')}</Badge>
            </p>
            <Button
              type="button"
              variant="secondary"
              // The page says it was removed, and where focus goes next (useRemovalFocus).
              onClick={() => store.remove(entry.id)}
              data-shortlist-remove=""
              aria-label={t('shortlistPageRemoveRoom', { name: entry.name })}
            >
              {t('shortlistPageRemove')}
            </Button>
          </>
        )}
      </UnlistedBody>
    </Card>
  );
}
