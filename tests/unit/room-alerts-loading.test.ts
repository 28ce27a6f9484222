import {
  ALERTS_OWNER_DATABASE,
  ALERTS_OWNER_KEY,
  ALERTS_OWNER_STORE,
} from '@/features/saved-searches/alerts-owner';
import type { SavedSearchesRuntime } from '@/features/saved-searches/saved-searches-runtime';
import { createIndexedDbStore } from '@/lib/indexed-db-store';
import { followRoomAlertsAs } from '../utils/room-alerts';

// What the room alerts load (docs/saved-searches.md#alerts): a user without a saved search downloads neither
// the checks nor the background alerts' code, unless another user left background alerts on this device.

const loaded = vi.hoisted(() => ({ checks: false, background: false }));
vi.mock('@/app/room-alerts/room-alert-checks', async (importOriginal) => {
  loaded.checks = true;
  return importOriginal();
});
vi.mock('@/features/saved-searches/background-alerts', async (importOriginal) => {
  loaded.background = true;
  return importOriginal();
});

const ownerRecords = () => createIndexedDbStore(ALERTS_OWNER_DATABASE, ALERTS_OWNER_STORE);
/** Long enough for the owner record's lookup and any import it starts, in jsdom. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

function startAlerts(whenLoaded: Promise<SavedSearchesRuntime>) {
  return followRoomAlertsAs('bob@uni.test', {
    whenLoaded: () => whenLoaded,
    onListRecorded: () => () => {},
    whenRecorded: () => new Promise<void>(() => {}),
  });
}

it('loads no alert code for a user without a saved search, and the checks once the runtime loads', async () => {
  let loadRuntime: (runtime: SavedSearchesRuntime) => void = () => {};
  const stop = startAlerts(new Promise((resolve) => (loadRuntime = resolve)));
  await settle();
  expect(loaded).toEqual({ checks: false, background: false });

  // A search saved now loads the runtime, and the checks follow it.
  const store = { whenReady: () => new Promise(() => {}) };
  loadRuntime({ store } as unknown as SavedSearchesRuntime);
  await vi.waitFor(() => expect(loaded.checks).toBe(true));
  stop();
});

it("loads the background alerts' code to turn off another user's, and turns them off", async () => {
  await ownerRecords().set(ALERTS_OWNER_KEY, { userKey: 'ada@uni.test' });
  const stop = startAlerts(new Promise(() => {}));
  await vi.waitFor(async () => expect(await ownerRecords().get(ALERTS_OWNER_KEY)).toBeUndefined());
  expect(loaded.background).toBe(true);
  stop();
});
