import '@/lib/i18n/screen-messages/offline';
import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryCache } from '@tanstack/react-query';
import { formatTimeAgo } from '@/lib/i18n/format-relative-time';
import { useT } from '@/lib/i18n/use-t';
import { isKeptQueryKey, savedDataRefused } from '../query-persistence';

/** How often the banner's "saved 5 minutes ago" is brought up to date while it shows. */
const AGE_REFRESH_MS = 30_000;

/**
 * When the newest kept data on hand (the room list, the user's applications) was fetched; 0 when none is.
 * A failed refetch keeps its data, so the status does not matter here.
 */
function newestSavedAt(queryCache: QueryCache): number {
  let newest = 0;
  for (const query of queryCache.getAll()) {
    if (isKeptQueryKey(query.queryKey) && query.state.data !== undefined) {
      newest = Math.max(newest, query.state.dataUpdatedAt);
    }
  }
  return newest;
}

function subscribeToClock(onTick: () => void): () => void {
  const timer = setInterval(onTick, AGE_REFRESH_MS);
  return () => clearInterval(timer);
}

/** The time now, to AGE_REFRESH_MS: a new value (and a render) only when that step changes. */
const clockStep = () => Math.floor(Date.now() / AGE_REFRESH_MS);

/**
 * What the offline banner says (docs/offline.md#offline-detection): that what the user sees is saved data and
 * how old it is; or, where nothing could be saved (private mode, a full disk), that there is none. Loaded
 * the first time the app goes offline, with its words.
 */
export function OfflineNotice() {
  const t = useT();
  const queryCache = useQueryClient().getQueryCache();
  const subscribeToCache = useCallback(
    (onChange: () => void) => queryCache.subscribe(onChange),
    [queryCache],
  );
  const savedAt = useSyncExternalStore(subscribeToCache, () => newestSavedAt(queryCache));
  const refused = useSyncExternalStore(savedDataRefused.subscribe, savedDataRefused.getSnapshot);
  const now = useSyncExternalStore(subscribeToClock, clockStep) * AGE_REFRESH_MS;
  if (refused || savedAt === 0) return t('offlineNothingSaved');
  const age = Math.max(0, now - savedAt);
  // One run of text: the banner is a flex row, and the age must read on from the sentence, not sit apart.
  return (
    <span>
      {t('offlineBanner')}{' '}
      <span>
        ({age < 60_000 ? t('offlineSavedJustNow') : t('offlineSavedAgo', { age: formatTimeAgo(age) })})
      </span>
    </span>
  );
}
