import { createAppServices } from '@/app/app-services';
import {
  ALERTS_OWNER_DATABASE,
  ALERTS_OWNER_KEY,
  ALERTS_OWNER_STORE,
  parseAlertsOwner,
} from '@/features/saved-searches/alerts-owner';
import {
  followBackgroundAlerts,
  stopOtherUsersBackgroundAlerts,
  syncBackgroundAlerts,
} from '@/features/saved-searches/background-alerts';
import { createExternalStore } from '@/lib/external-store';
import type { SavedSearch, SavedSearchStore } from '@/features/saved-searches/saved-search';
import { createIndexedDbStore } from '@/lib/indexed-db-store';
import { createSafeStorage } from '@/lib/safe-storage';
import { withGrantedPeriodicSync } from '../utils/periodic-sync';
import { createTestQueryClient, createTestUser, storeSession } from '../utils/render-app';

// Background alerts (docs/saved-searches.md#alerts): registered for the user who turned Notify me on, with
// the permission granted, where Periodic Background Sync exists; gone at logout.

const ADA = 'Ada@Uni.test ';
/** The API the page talks to, which the worker is told to ask. */
const API = 'https://api.rooms.test';
const periodicSync = { register: vi.fn(() => Promise.resolve()), unregister: vi.fn(() => Promise.resolve()) };

function aStore(notify: boolean): SavedSearchStore {
  const search = { id: 'leeds', name: 'Leeds', notify } as SavedSearch;
  return { getSnapshot: () => ({ status: 'ready', searches: [search] }) } as unknown as SavedSearchStore;
}

const storedOwner = async () =>
  parseAlertsOwner(
    await createIndexedDbStore(ALERTS_OWNER_DATABASE, ALERTS_OWNER_STORE).get(ALERTS_OWNER_KEY),
  );

beforeEach(() => {
  periodicSync.register.mockClear();
  periodicSync.unregister.mockClear();
});
withGrantedPeriodicSync(periodicSync);

it('registers the twice-daily check for the user who turned Notify me on, with the words it will need', async () => {
  await syncBackgroundAlerts(aStore(true), ADA, API);
  expect(periodicSync.register).toHaveBeenCalledWith('room-alerts', { minInterval: 12 * 60 * 60 * 1000 });
  const owner = await storedOwner();
  expect(owner?.userKey).toBe('ada@uni.test');
  expect(owner?.apiBaseUrl).toBe(API);
  expect(owner?.texts.slice(0, 2)).toEqual(['1 new room for \u{E000}', '2 new rooms for \u{E000}']);
});

it("turns off another user's background alerts when someone signs in, and keeps the same user's", async () => {
  await syncBackgroundAlerts(aStore(true), ADA, API);
  expect(periodicSync.register).toHaveBeenCalled();
  // Removing them is unregistering the check and deleting the owner record, together.
  await stopOtherUsersBackgroundAlerts('ada@uni.test');
  expect(periodicSync.unregister).not.toHaveBeenCalled();
  // Bob has no saved search, so his own choices never load to turn Ada's off.
  await stopOtherUsersBackgroundAlerts('bob@uni.test');
  expect(periodicSync.unregister).toHaveBeenCalledWith('room-alerts');
  // Nobody's are left to turn off.
  periodicSync.unregister.mockClear();
  await stopOtherUsersBackgroundAlerts('bob@uni.test');
  expect(periodicSync.unregister).not.toHaveBeenCalled();
});

it('registers nothing without the permission or without a Notify-me search', async () => {
  await syncBackgroundAlerts(aStore(false), ADA, API);
  vi.stubGlobal('Notification', { permission: 'denied' });
  await syncBackgroundAlerts(aStore(true), ADA, API);
  expect(periodicSync.register).not.toHaveBeenCalled();
  expect(periodicSync.unregister).toHaveBeenCalledTimes(2);
  await expect(storedOwner()).resolves.toBeNull();
});

it('registers nothing where no API answers without a page (the demo)', async () => {
  await syncBackgroundAlerts(aStore(true), ADA, null);
  expect(periodicSync.register).not.toHaveBeenCalled();
  await expect(storedOwner()).resolves.toBeNull();
});

it('stops background alerts for that user at logout', async () => {
  await syncBackgroundAlerts(aStore(true), ADA, API);
  storeSession(await createTestUser(ADA));
  const services = createAppServices({ storage: createSafeStorage(), queryClient: createTestQueryClient() });
  expect(services.session.getSnapshot()?.username).toBe(ADA);
  services.session.signOut('logout');
  await vi.waitFor(() => expect(periodicSync.unregister).toHaveBeenCalledWith('room-alerts'));
  await vi.waitFor(async () => expect(await storedOwner()).toBeNull());
  services.dispose();
});

it('follows the Notify me toggle: on registers, off unregisters, with no call from the toggle', async () => {
  const snapshot = createExternalStore({ status: 'ready', searches: [{ id: 'leeds', notify: false }] });
  const store = snapshot as unknown as SavedSearchStore;
  const stop = followBackgroundAlerts(store, ADA, API);
  await vi.waitFor(() => expect(periodicSync.unregister).toHaveBeenCalledTimes(1));
  snapshot.set({ status: 'ready', searches: [{ id: 'leeds', notify: true }] });
  await vi.waitFor(() => expect(periodicSync.register).toHaveBeenCalledTimes(1));
  snapshot.set({ status: 'ready', searches: [{ id: 'leeds', notify: false }] });
  await vi.waitFor(() => expect(periodicSync.unregister).toHaveBeenCalledTimes(2));
  stop();
});

/** A promise settled from outside, to hold a step of the sync where the test wants it. */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

it('logging out while a sync awaits the browser leaves no owner and no registered check', async () => {
  const registering = deferred();
  const order: string[] = [];
  periodicSync.register.mockImplementationOnce(async () => {
    await registering.promise;
    order.push('register');
  });
  periodicSync.unregister.mockImplementation(() => {
    order.push('unregister');
    return Promise.resolve();
  });
  storeSession(await createTestUser(ADA));
  const services = createAppServices({ storage: createSafeStorage(), queryClient: createTestQueryClient() });
  const syncing = syncBackgroundAlerts(aStore(true), ADA, API);
  await vi.waitFor(() => expect(periodicSync.register).toHaveBeenCalledTimes(1));

  services.session.signOut('logout');
  // Logout's stop (loaded on demand) is asked before the browser answers the sync's registration.
  await new Promise((done) => setTimeout(done, 50));
  registering.resolve();
  await syncing;

  await vi.waitFor(() => expect(order).toEqual(['register', 'unregister']));
  await vi.waitFor(async () => expect(await storedOwner()).toBeNull());
  await new Promise((done) => setTimeout(done, 50));
  await expect(storedOwner()).resolves.toBeNull();
  services.dispose();
  periodicSync.unregister.mockImplementation(() => Promise.resolve());
});

it('a stopped follower writes nothing once its sync resumes', async () => {
  const looking = deferred();
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => looking.promise.then(() => ({ periodicSync })) },
  });
  const snapshot = createExternalStore({ status: 'ready', searches: [{ id: 'leeds', notify: true }] });
  const stop = followBackgroundAlerts(snapshot as unknown as SavedSearchStore, ADA, API);
  stop();
  looking.resolve();
  await new Promise((done) => setTimeout(done, 50));
  expect(periodicSync.register).not.toHaveBeenCalled();
  await expect(storedOwner()).resolves.toBeNull();
});
