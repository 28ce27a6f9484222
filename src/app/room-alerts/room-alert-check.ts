import type { SavedSearch } from '@/features/saved-searches/saved-search';

/** One alert: a Notify-me search and how many new rooms match it. */
export interface RoomAlert {
  search: SavedSearch;
  count: number;
}

export interface RoomAlertCheckDeps {
  /** The Notify-me searches with new matches to tell about (the data layer's rule), with their counts. */
  findAlerts: () => Promise<readonly RoomAlert[]>;
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
  const alerts = (await deps.findAlerts()).filter(({ search, count }) => search.notify && count > 0);
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
