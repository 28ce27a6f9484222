import { focusManager, hashKey, onlineManager, type QueryClient } from '@tanstack/react-query';
import { ROOM_ALERT_CHECK_INTERVAL_MS } from '@/config/business-constants';
import { roomQueries } from '@/features/rooms/api/room-queries';

/**
 * Keeps the room list current while the app is visible, on every page, so alerts find new rooms
 * (docs/saved-searches.md#alerts): on focus (when the list is stale by its own staleTime), on reconnect, and
 * when the last list is ROOM_ALERT_CHECK_INTERVAL_MS old. It never fetches as it starts, so a page load still
 * asks for the list once, and never while the tab is hidden. Returns the function that stops it.
 */
export function followRoomRefetchPolicy(queryClient: QueryClient): () => void {
  const list = roomQueries.list();
  const refetch = (staleTime: number) => {
    if (document.visibilityState !== 'visible') return;
    // fetchQuery joins a fetch already under way (the page's own), so none of these doubles a request.
    queryClient.fetchQuery({ ...list, staleTime }).catch(() => undefined);
  };

  const listHash = hashKey(list.queryKey);
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The next timed check is due an interval after the last list arrived, whoever fetched it; one already
  // overdue (hidden, offline, or just started) waits a whole interval, as focus and reconnect catch up sooner.
  const schedule = () => {
    clearTimeout(timer);
    const updatedAt = queryClient.getQueryState(list.queryKey)?.dataUpdatedAt ?? 0;
    const wait = Math.max(0, updatedAt + ROOM_ALERT_CHECK_INTERVAL_MS - Date.now());
    timer = setTimeout(() => {
      refetch(ROOM_ALERT_CHECK_INTERVAL_MS);
      schedule();
    }, wait || ROOM_ALERT_CHECK_INTERVAL_MS);
  };
  schedule();

  const stopWatchingList = queryClient.getQueryCache().subscribe((event) => {
    const isList = event.query.queryHash === listHash;
    if (isList && event.type === 'updated' && event.action.type === 'success') schedule();
  });
  const stopFocus = focusManager.subscribe((focused) => focused && refetch(list.staleTime as number));
  // The app's own reconnect refetch covers a list on screen; this covers every other page.
  const stopOnline = onlineManager.subscribe((online) => online && refetch(0));
  return () => {
    clearTimeout(timer);
    stopWatchingList();
    stopFocus();
    stopOnline();
  };
}
