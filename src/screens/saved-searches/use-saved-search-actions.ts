import '@/lib/i18n/screen-messages/saved-searches';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { SavedSearch, SavedSearchStore } from '@/features/saved-searches/saved-search';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/lib/notify';
import { askNotificationPermissionOnce } from './ask-notification-permission';

type Actions = Pick<SavedSearchStore, 'remove' | 'restore' | 'setNotify'>;

/**
 * Notify me and Delete for the list. Delete offers Undo in its toast; keyboard focus, which was on the
 * Delete button that went with its search, moves to the next search's Delete, else the previous one's, else
 * `fallback` (the empty page's link), rather than falling to the page.
 */
export function useSavedSearchActions(
  store: Actions | null,
  searches: readonly SavedSearch[],
  list: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null>,
) {
  const t = useT();
  const refocusAt = useRef<number | null>(null);

  useLayoutEffect(() => {
    const index = refocusAt.current;
    if (index === null) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body && active.isConnected) return;
    refocusAt.current = null;
    const buttons = list.current?.querySelectorAll<HTMLElement>('[data-delete-search]') ?? [];
    (buttons[Math.min(index, buttons.length - 1)] ?? fallback.current)?.focus();
  }, [searches, list, fallback]);

  const failed = () => notify.error(t('savedSearchNotChanged'));

  const toggleNotify = (search: SavedSearch) => {
    if (!store) return;
    if (!search.notify) askNotificationPermissionOnce();
    void store.setNotify(search.id, !search.notify).then((changed) => changed || failed(), failed);
  };

  const remove = (search: SavedSearch, position: number) => {
    if (!store) return;
    refocusAt.current = position;
    void store.remove(search.id).then((removed) => {
      if (!removed) return;
      notify.withAction(t('savedSearchDeleted', { name: removed.name }), {
        label: t('savedSearchUndo'),
        onAction: () => void store.restore(removed).then((restored) => restored || failed(), failed),
      });
    }, failed);
  };

  return { toggleNotify, remove };
}
