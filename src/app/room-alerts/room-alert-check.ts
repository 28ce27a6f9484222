import type { SavedSearch } from '@/features/saved-searches/saved-search';

/** One alert: a Notify-me search and how many new rooms match it. */
export interface RoomAlert {
  search: SavedSearch;
  count: number;
}

export interface RoomAlertCheckDeps {
  /** The signed-in user's saved searches now. */
  searches: () => readonly SavedSearch[];
  /** How many rooms of the recorded list match `search` and are new for an alert. */
  newMatchCount: (search: SavedSearch) => number;
  /** Shows one alert (a toast or a system notification). */
  deliver: (alert: RoomAlert) => Promise<void> | void;
  /** Notes that these searches were alerted, so the same rooms never alert twice. */
  markAlerted: (searchIds: readonly string[]) => Promise<void>;
}

/**
 * The check after each recorded room list (docs/saved-searches.md#alerts): one alert per Notify-me search with
 * new matches, then those searches are marked alerted. Resolves with the alerts given.
 */
export async function checkForRoomAlerts(deps: RoomAlertCheckDeps): Promise<RoomAlert[]> {
  const alerts: RoomAlert[] = [];
  for (const search of deps.searches()) {
    if (!search.notify) continue;
    const count = deps.newMatchCount(search);
    if (count > 0) alerts.push({ search, count });
  }
  if (alerts.length === 0) return alerts;
  await Promise.all(
    alerts.map(async (alert) => {
      try {
        await deps.deliver(alert);
      } catch (error) {
        console.warn('A room alert could not be shown:', error);
      }
    }),
  );
  // Even when a delivery failed: the same rooms must not alert again at every refetch.
  await deps.markAlerted(alerts.map(({ search }) => search.id));
  return alerts;
}
