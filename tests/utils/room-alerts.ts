import { followRoomAlerts } from '@/app/room-alerts/room-alerts';
import type { SavedSearchesService } from '@/features/saved-searches/saved-searches-service';
import { createExternalStore } from '@/lib/external-store';
import { createTestQueryClient } from './render-app';

/**
 * Follows the room alerts for `username`, signed in, with these saved searches (only what the test needs of
 * them). Returns the function that signs out and stops following, which stops the alerts and their timers.
 */
export function followRoomAlertsAs(username: string, savedSearches: Partial<SavedSearchesService>) {
  const session = createExternalStore<{ username: string } | null>({ username });
  const stop = followRoomAlerts({
    session: session as never,
    queryClient: createTestQueryClient(),
    router: { navigate: vi.fn() } as never,
    savedSearches: savedSearches as SavedSearchesService,
    apiBaseUrl: '/api',
  });
  return () => {
    session.set(null);
    stop();
  };
}
