// What only a signed-in user needs, loaded in an idle moment once someone is signed in (signed-in-services.ts):
// a signed-out /login never loads it, and no page waits for it to render.
import { useSearchCounts } from '@/features/saved-searches/saved-searches-context';
import { useT } from '@/lib/i18n/use-t';
import { IDLE_TIMEOUT_MS, whenIdle } from '@/lib/when-idle';
import { followRoomAlerts, type RoomAlertsServices } from './room-alerts/room-alerts';

export { createSavedSearchesService } from '@/features/saved-searches/saved-searches-service';

/**
 * Starts the room alerts (docs/saved-searches.md#alerts) in an idle moment, after the page has painted. Their
 * own code is small and comes in this chunk; the checks load only with a saved search.
 */
export function loadRoomAlertsWhenIdle(services: RoomAlertsServices): void {
  whenIdle(() => void followRoomAlerts(services), IDLE_TIMEOUT_MS);
}

/** The navigation link's words with the rooms new since each search was last opened: 'Saved searches (3 new)'. */
export function SavedSearchesLinkText() {
  const t = useT();
  const { totalFresh } = useSearchCounts();
  return t('savedSearchesNavLink', { count: totalFresh });
}
