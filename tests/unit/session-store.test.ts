import { TOKEN_EXPIRY_GRACE_MS } from '@/config/business-constants';
import { createSessionStore, isTokenExpired } from '@/features/auth/session-store';
import { createSafeStorage } from '@/lib/safe-storage';

const toBase64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwtExpiringAt = (expSeconds: number) =>
  `${toBase64Url({ alg: 'HS256' })}.${toBase64Url({ sub: 'a@b.co', exp: expSeconds })}.sig`;
const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;

/** Stores what a previous visit left (a key not given stays unset) and returns what a new session store restores. */
function restoreFrom(stored: { jwt?: string; username?: string }) {
  if (stored.jwt !== undefined) localStorage.setItem('jwt', stored.jwt);
  if (stored.username !== undefined) localStorage.setItem('username', stored.username);
  return createSessionStore(createSafeStorage()).getSnapshot();
}

describe('session restore', () => {
  it('restores the session when both the token and the username are stored', () => {
    const token = jwtExpiringAt(inOneHour());
    expect(restoreFrom({ jwt: token, username: 'ada@uni.test' })).toEqual({
      token,
      username: 'ada@uni.test',
    });
  });

  it('stays logged out with a token but no username, and clears the orphaned token', () => {
    expect(restoreFrom({ jwt: jwtExpiringAt(inOneHour()) })).toBeNull();
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it('stays logged out with a username but no token', () => {
    expect(restoreFrom({ username: 'ada@uni.test' })).toBeNull();
  });

  it('treats a stored token whose exp passed longer ago than the clock margin as logged out', () => {
    const jwt = jwtExpiringAt(Math.floor((Date.now() - TOKEN_EXPIRY_GRACE_MS) / 1000) - 10);
    expect(restoreFrom({ jwt, username: 'ada@uni.test' })).toBeNull();
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it('leaves a token that expired only just now to the server, which answers 401 if it is spent', () => {
    const token = jwtExpiringAt(Math.floor(Date.now() / 1000) - 10);
    expect(restoreFrom({ jwt: token, username: 'ada@uni.test' })).toEqual({
      token,
      username: 'ada@uni.test',
    });
  });

  it('accepts an opaque token it cannot read an expiry from', () => {
    expect(isTokenExpired('opaque-token')).toBe(false);
  });
});

describe('a device clock that is wrong', () => {
  const realNow = Date.parse('2026-03-29T12:00:00Z');
  const HOUR_MS = 60 * 60 * 1000;
  afterEach(() => vi.useRealTimers());

  /**
   * A token the backend issued at `realNow` (exp an hour later), restored on a device whose clock reads
   * `realNow + aheadMs`: the clock's error plus the time since the login.
   */
  function restoreWithClockAhead(aheadMs: number) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(realNow + aheadMs);
    return restoreFrom({ jwt: jwtExpiringAt((realNow + HOUR_MS) / 1000), username: 'ada@uni.test' });
  }

  it.each([
    ['an hour fast, just after login', HOUR_MS],
    ['an hour fast, 59 minutes after login', HOUR_MS + 59 * 60 * 1000],
    ['an hour and a half fast', 1.5 * HOUR_MS],
  ])('keeps the session on a reload with the clock %s', (_, ahead) => {
    expect(restoreWithClockAhead(ahead)).toMatchObject({ username: 'ada@uni.test' });
    expect(localStorage.getItem('jwt')).not.toBeNull();
  });

  it('still drops a token that is plainly spent, its exp long past even for a wrong clock', () => {
    expect(restoreWithClockAhead(HOUR_MS + TOKEN_EXPIRY_GRACE_MS + 1000)).toBeNull();
    expect(localStorage.getItem('jwt')).toBeNull();
  });
});

describe('sign in and out', () => {
  it('stores the token under jwt and the email under username, and clears both on sign out', () => {
    const store = createSessionStore(createSafeStorage());
    const listener = vi.fn();
    store.subscribe(listener);
    store.signIn({ token: 'abc', username: 'ada@uni.test' });
    expect(localStorage.getItem('jwt')).toBe('abc');
    expect(localStorage.getItem('username')).toBe('ada@uni.test');
    store.signOut();
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(localStorage.getItem('username')).toBeNull();
    expect(store.getSnapshot()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the session in memory when storage throws (private mode, full quota)', () => {
    const throwingStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    const store = createSessionStore(createSafeStorage(() => throwingStorage));
    expect(store.getSnapshot()).toBeNull();
    store.signIn({ token: 'abc', username: 'ada@uni.test' });
    expect(store.getSnapshot()).toEqual({ token: 'abc', username: 'ada@uni.test' });
    expect(() => store.signOut()).not.toThrow();
    expect(store.getSnapshot()).toBeNull();
  });

  it('survives a storage that cannot even be reached', () => {
    const storage = createSafeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    storage.set('jwt', 'abc');
    expect(storage.get('jwt')).toBe('abc');
  });
});

describe('a refused token', () => {
  it('ends the session that carried it, once', () => {
    const store = createSessionStore(createSafeStorage());
    store.signIn({ token: 'old', username: 'ada@uni.test' });
    expect(store.expire('old')).toBe(true);
    expect(store.getSnapshot()).toBeNull();
    expect(store.getSignOutReason()).toBe('ended');
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(store.expire('old')).toBe(false);
  });

  it('leaves a newer session alone, in this tab and in storage', () => {
    const store = createSessionStore(createSafeStorage());
    store.signIn({ token: 'newer', username: 'ada@uni.test' });
    expect(store.expire('old')).toBe(false);
    expect(store.getSnapshot()).toEqual({ token: 'newer', username: 'ada@uni.test' });
    expect(localStorage.getItem('jwt')).toBe('newer');
  });

  it("follows another tab's newer session, stored before this tab heard of it, instead of ending it", () => {
    const store = createSessionStore(createSafeStorage());
    store.signIn({ token: 'old', username: 'ada@uni.test' });
    localStorage.setItem('jwt', 'newer');
    localStorage.setItem('username', 'ben@uni.test');
    expect(store.expire('old')).toBe(false);
    expect(store.getSnapshot()).toEqual({ token: 'newer', username: 'ben@uni.test' });
    expect(localStorage.getItem('jwt')).toBe('newer');
  });
});

describe('whose return link it is', () => {
  it('lets anyone follow it in a tab where no session has ended', () => {
    expect(createSessionStore(createSafeStorage()).mayFollowReturnLink('ben@uni.test')).toBe(true);
  });

  it('keeps it for the user whose session ended, compared trimmed and lowercased, in this tab only', () => {
    const store = createSessionStore(createSafeStorage());
    store.signIn({ token: 'abc', username: ' Ada@Uni.test' });
    store.expire('abc');
    expect(store.mayFollowReturnLink('ada@uni.test ')).toBe(true);
    expect(store.mayFollowReturnLink('ADA@UNI.TEST')).toBe(true);
    expect(store.mayFollowReturnLink('ben@uni.test')).toBe(false);
    // Per tab: sessionStorage, not the localStorage other tabs share.
    expect(sessionStorage.getItem('endedSessionUser')).toBe('ada@uni.test');
    expect(localStorage.getItem('endedSessionUser')).toBeNull();
  });

  it('notes a session that ended in another tab, or had expired before this tab started', () => {
    const store = createSessionStore(createSafeStorage());
    store.signIn({ token: 'abc', username: 'ada@uni.test' });
    localStorage.removeItem('jwt');
    window.dispatchEvent(new StorageEvent('storage', { key: 'jwt', newValue: null }));
    expect(store.getSnapshot()).toBeNull();
    expect(store.mayFollowReturnLink('ben@uni.test')).toBe(false);

    sessionStorage.clear();
    localStorage.setItem('jwt', jwtExpiringAt(Math.floor(Date.now() / 1000) - 24 * 3600));
    localStorage.setItem('username', 'cy@uni.test');
    const restored = createSessionStore(createSafeStorage());
    expect(restored.getSnapshot()).toBeNull();
    expect(restored.mayFollowReturnLink('cy@uni.test')).toBe(true);
    expect(restored.mayFollowReturnLink('ada@uni.test')).toBe(false);
  });

  it("leaves none after the user's own Logout, which offers no way back", () => {
    const store = createSessionStore(createSafeStorage());
    store.signIn({ token: 'abc', username: 'ada@uni.test' });
    store.signOut();
    expect(store.mayFollowReturnLink('ben@uni.test')).toBe(false);
    store.signIn({ token: 'def', username: 'ada@uni.test' });
    store.signOut('logout');
    expect(store.mayFollowReturnLink('ben@uni.test')).toBe(true);
  });
});
