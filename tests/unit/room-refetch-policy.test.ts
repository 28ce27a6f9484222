import { focusManager, onlineManager } from '@tanstack/react-query';
import { server } from '@mocks/node';
import { createAppServices, type AppServices } from '@/app/app-services';
import { followRoomRefetchPolicy } from '@/app/room-alerts/room-refetch-policy';
import { ROOM_ALERT_CHECK_INTERVAL_MS } from '@/config/business-constants';
import { createSafeStorage } from '@/lib/safe-storage';
import { createTestQueryClient } from '../utils/render-app';

// The room list's refetch policy for alerts (docs/saved-searches.md#alerts): focus, reconnect and every 15
// minutes while visible, on any page; never as it starts, never while hidden.

const LIST_KEY = ['rooms', 'list'];
let services: AppServices;
let stop: () => void;
let roomRequests: number;
let visibility: DocumentVisibilityState;

const countRoomRequests = ({ request }: { request: Request }) => {
  if (request.method === 'GET' && new URL(request.url).pathname.endsWith('/rooms/')) roomRequests += 1;
};

/** A list in the cache, fetched `ageMs` ago. */
const listFetched = (ageMs: number) =>
  services.queryClient.setQueryData(LIST_KEY, [], { updatedAt: Date.now() - ageMs });

const settle = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => {
  roomRequests = 0;
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  server.events.on('request:start', countRoomRequests);
  services = createAppServices({ storage: createSafeStorage(), queryClient: createTestQueryClient() });
});

afterEach(() => {
  stop();
  services.dispose();
  server.events.removeListener('request:start', countRoomRequests);
  focusManager.setFocused(undefined);
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

it('asks nothing as it starts, so a page load still asks for the list once', async () => {
  stop = followRoomRefetchPolicy(services.queryClient);
  await settle();
  expect(roomRequests).toBe(0);
});

it('refetches on focus once the list is a minute old, not sooner', async () => {
  listFetched(5_000);
  stop = followRoomRefetchPolicy(services.queryClient);
  focusManager.setFocused(true);
  await settle();
  expect(roomRequests).toBe(0);

  listFetched(61_000);
  focusManager.setFocused(false);
  focusManager.setFocused(true);
  await vi.waitFor(() => expect(roomRequests).toBe(1));
});

it('refetches on reconnect, on any page', async () => {
  listFetched(1_000);
  stop = followRoomRefetchPolicy(services.queryClient);
  onlineManager.setOnline(false);
  onlineManager.setOnline(true);
  await vi.waitFor(() => expect(roomRequests).toBe(1));
});

/**
 * How long before the 15 minutes are up the test's list was fetched. Ample, so a busy machine's pause between
 * storing the list and starting the policy cannot make the list overdue, which waits a whole interval.
 */
const DUE_IN_MS = 500;

it('refetches when the last list is 15 minutes old, and not while the tab is hidden', async () => {
  listFetched(ROOM_ALERT_CHECK_INTERVAL_MS - DUE_IN_MS);
  stop = followRoomRefetchPolicy(services.queryClient);
  // vi.waitFor gives up after 1 s by default, and a busy machine can run the timer due in half a second, then
  // the request, later than that: the same 4 s as Testing Library's waits (tests/setup.ts).
  await vi.waitFor(() => expect(roomRequests).toBe(1), { timeout: 4000 });

  stop();
  visibility = 'hidden';
  listFetched(ROOM_ALERT_CHECK_INTERVAL_MS - DUE_IN_MS);
  stop = followRoomRefetchPolicy(services.queryClient);
  focusManager.setFocused(true);
  onlineManager.setOnline(false);
  onlineManager.setOnline(true);
  await settle(DUE_IN_MS + 150);
  expect(roomRequests).toBe(1);
});
