import type { QueryClient } from '@tanstack/react-query';
import type { SessionStore } from '@/features/auth/session-store';
import type { AppUpdates } from './app-updates';

/** What every route's beforeLoad and loader receive: typed once, provided by createAppRouter. */
export interface RouterContext {
  queryClient: QueryClient;
  session: SessionStore;
  /** A new build waiting to take over; the shell offers it (docs/offline.md#updates). */
  appUpdates: AppUpdates;
}
