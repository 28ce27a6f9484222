import {
  STORAGE_KEY_ENDED_SESSION_USER,
  STORAGE_KEY_TOKEN,
  STORAGE_KEY_USERNAME,
  TOKEN_EXPIRY_GRACE_MS,
} from '@/config/business-constants';
import { createExternalStore, type ExternalStore } from '@/lib/external-store';
import { createSafeStorage, type KeyValueStorage } from '@/lib/safe-storage';
import { userKey } from '@/lib/user-key';

export interface Session {
  token: string;
  /** The email the user logged in with; the specification calls it the username. */
  username: string;
}

/**
 * Why the session ended: the user's own Logout goes to /login; anything else (an expired token, a logout in
 * another tab) sends the user to /login with a way back to the page they were on.
 */
export type SignOutReason = 'logout' | 'ended';

export interface SessionStore extends ExternalStore<Session | null> {
  signIn: (session: Session) => void;
  signOut: (reason?: SignOutReason) => void;
  /**
   * Ends the session `token` belongs to, because the server refused it, and only that one: a session begun
   * since (here, or in another tab whose storage event is still on its way) stays. Returns whether a session
   * ended.
   */
  expire: (token: string) => boolean;
  /** The reason given to the latest signOut; 'ended' when the session ended elsewhere (another tab). */
  getSignOutReason: () => SignOutReason;
  /**
   * Whether `username` may follow the return link (/login?redirect=) this tab holds: yes, unless the session
   * that last ended here, other than by its own Logout, was someone else's. One user's page is not another's.
   */
  mayFollowReturnLink: (username: string) => boolean;
}

/**
 * Reads `exp` from a JWT without trusting it for anything but "is this obviously over": past by more than
 * TOKEN_EXPIRY_GRACE_MS on this device's clock, which may be wrong. Anything closer is the server's call.
 */
export function isTokenExpired(token: string, nowMs = Date.now()): boolean {
  const payload = token.split('.')[1];
  if (!payload) return false;
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    if (json && typeof json === 'object' && 'exp' in json && typeof json.exp === 'number') {
      return json.exp * 1000 + TOKEN_EXPIRY_GRACE_MS <= nowMs;
    }
  } catch {
    // Not a JWT we can read: the server is the judge, not us.
  }
  return false;
}

function readStoredSession(storage: KeyValueStorage): Session | null {
  const token = storage.get(STORAGE_KEY_TOKEN);
  const username = storage.get(STORAGE_KEY_USERNAME);
  // The session is restored only when both halves are present, as the specification says.
  if (!token || !username) return null;
  if (isTokenExpired(token)) return null;
  return { token, username };
}

const SESSION_KEYS = new Set([STORAGE_KEY_TOKEN, STORAGE_KEY_USERNAME]);

const sameSession = (a: Session | null, b: Session | null) =>
  a === b || (a !== null && b !== null && a.token === b.token && a.username === b.username);

/**
 * The session, persisted in storage. Logging in or out in another tab reaches this one through the
 * storage event, so every tab agrees on who is logged in. `tabStorage` (sessionStorage) notes whose session
 * ended in this tab, for the return link it leaves.
 */
export function createSessionStore(
  storage: KeyValueStorage,
  tabStorage: KeyValueStorage = createSafeStorage(() => window.sessionStorage),
): SessionStore {
  const store = createExternalStore(readStoredSession(storage), sameSession);
  let signOutReason: SignOutReason = 'ended';

  /** Records the end of `username`'s session; their own Logout leaves no return link, so no note either. */
  const noteEnded = (username: string | undefined, reason: SignOutReason) => {
    if (reason === 'logout') tabStorage.remove(STORAGE_KEY_ENDED_SESSION_USER);
    else if (username) tabStorage.set(STORAGE_KEY_ENDED_SESSION_USER, userKey(username));
  };

  if (!store.getSnapshot()) {
    // An expired session found at start-up has ended too: the page it was on becomes a return link.
    noteEnded(storage.get(STORAGE_KEY_USERNAME) ?? undefined, 'ended');
    // Half a session (or an expired one) is no session: clear it so no request ever carries it.
    storage.remove(STORAGE_KEY_TOKEN);
    storage.remove(STORAGE_KEY_USERNAME);
  }

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      // key is null when another tab cleared the whole storage.
      if (event.key !== null && !SESSION_KEYS.has(event.key)) return;
      const next = readStoredSession(storage);
      if (!next) {
        signOutReason = 'ended';
        noteEnded(store.getSnapshot()?.username, 'ended');
      }
      store.set(next);
    });
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    signIn: (session) => {
      storage.set(STORAGE_KEY_TOKEN, session.token);
      storage.set(STORAGE_KEY_USERNAME, session.username);
      store.set(session);
    },
    signOut: (reason = 'ended') => {
      storage.remove(STORAGE_KEY_TOKEN);
      storage.remove(STORAGE_KEY_USERNAME);
      const ending = store.getSnapshot();
      if (ending === null) return;
      signOutReason = reason;
      noteEnded(ending.username, reason);
      store.set(null);
    },
    expire: (token) => {
      // Storage may already hold another tab's newer session: only the refused token is cleared from it.
      if (storage.get(STORAGE_KEY_TOKEN) === token) {
        storage.remove(STORAGE_KEY_TOKEN);
        storage.remove(STORAGE_KEY_USERNAME);
      }
      if (store.getSnapshot()?.token !== token) return false;
      // Whatever storage holds now: nothing, or the newer session this tab is about to hear of.
      const next = readStoredSession(storage);
      if (!next) {
        signOutReason = 'ended';
        noteEnded(store.getSnapshot()?.username, 'ended');
      }
      store.set(next);
      return next === null;
    },
    getSignOutReason: () => signOutReason,
    mayFollowReturnLink: (username) => {
      const ended = tabStorage.get(STORAGE_KEY_ENDED_SESSION_USER);
      return ended === null || ended === userKey(username);
    },
  };
}
