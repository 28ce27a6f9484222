import { createStoreContext } from '@/lib/store-context';
import type { Session, SessionStore } from './session-store';

const sessionContext = createStoreContext<Session | null, SessionStore>('The session store');

export const SessionProvider = sessionContext.Provider;
export const useSessionStore = sessionContext.useStore;
/** The signed-in user, or null; re-renders on login and logout, here or in another tab. */
export const useSession = sessionContext.useValue;
