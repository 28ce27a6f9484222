import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryCache } from '@tanstack/react-query';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { formatTimeAgo } from '@/lib/i18n/format-relative-time';
import { useT } from '@/lib/i18n/use-t';
import { isKeptQueryKey, savedDataRefused } from '../query-persistence';
import { ShellBanner } from './shell-banner';

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
 * Tells the user that what they see is saved data and how old it is, and why actions are refused; or, where
 * nothing could be saved (private mode, a full disk), that there is none (docs/offline.md#offline-detection).
 */
export function OfflineBanner() {
  const t = useT();
  const online = useOnlineStatus();
  const queryCache = useQueryClient().getQueryCache();
  const subscribeToCache = useCallback(
    (onChange: () => void) => queryCache.subscribe(onChange),
    [queryCache],
  );
  const savedAt = useSyncExternalStore(subscribeToCache, () => newestSavedAt(queryCache));
  const refused = useSyncExternalStore(savedDataRefused.subscribe, savedDataRefused.getSnapshot);
  const now = useSyncExternalStore(subscribeToClock, clockStep) * AGE_REFRESH_MS;
  if (online) return null;
  if (refused || savedAt === 0) {
    return (
      <ShellBanner as="p" role="status" $tone="warning">
        {t('offlineNothingSaved')}
      </ShellBanner>
    );
  }
  const age = Math.max(0, now - savedAt);
  return (
    <ShellBanner as="p" role="status" $tone="warning">
      {t('offlineBanner')}{' '}
      <span>
        ({age < 60_000 ? t('offlineSavedJustNow') : t('offlineSavedAgo', { age: formatTimeAgo(age) })})
      </span>
    </ShellBanner>
  );
}
