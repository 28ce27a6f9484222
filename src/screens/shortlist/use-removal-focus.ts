import '@/lib/i18n/screen-messages/choosing-screens';
import { useLayoutEffect, useRef, type FocusEvent } from 'react';
import { useSession } from '@/features/auth/session-context';
import type { ShortlistedRoom } from '@/features/shortlist/shortlist-store';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/lib/notify';

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
export function useRemovalFocus(saved: readonly ShortlistedRoom[]) {
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
