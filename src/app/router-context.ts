import type { QueryClient } from '@tanstack/react-query';
import type { SessionStore } from '@/features/auth/session-store';

/** What every route's beforeLoad and loader receive: typed once, provided by createAppRouter. */
export interface RouterContext {
  queryClient: QueryClient;
  session: SessionStore;
}
