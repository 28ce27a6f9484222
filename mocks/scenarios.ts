import { delay, getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { isRecord } from '@/lib/raw-values';
import { createSafeStorage, type KeyValueStorage } from '@/lib/safe-storage';
import { getDataGeneration, listRooms, type ApplicationRecord } from './db';
import { NEW_ROOMS_PER_REFETCH, newRoomsAtCall } from './new-rooms';
import { fastApiRoom, toFastApiRoom, type RawRoom } from './raw-rooms';
import { seedRooms } from './seed';
import { createHandlers } from './handlers';
import { applyForRoom, checkRoomId } from './handlers/applications';
import { drivingRoute } from './handlers/external';
import {
  authenticate,
  detailResponse,
  droppedIfDataReplaced,
  internalServerErrorResponse,
  joinUrl,
  override,
  parseJsonBody,
  simulateLatency,
  type HttpMethod,
} from './handlers/fastapi';

/**
 * Named QA scenarios: each is a few msw handlers laid over the base (happy-path) handlers with
 * `worker.use()` or `server.use()`. They only change answers, never the mock database, so switching
 * scenario cannot damage the demo's persisted data. Handler factories are called once per activation,
 * so counters (flaky, session-expires) start from zero on every page load and in every test. The new-rooms
 * count is kept in the storage given (the tab's, in the browser) next to the remembered scenario, so a reload
 * lists rooms newer than the ones already seen; it starts again when a scenario is chosen.
 */

/** Number of rooms the many-rooms scenario serves: enough to show whether the grid copes. */
export const MANY_ROOMS_COUNT = 5000;
/** The ten-thousand-rooms scenario: a large deployment's list, for offline reloads and prefetching. */
export const TEN_THOUSAND_ROOMS_COUNT = 10_000;
/** Every Nth API call fails in the flaky scenario. */
export const FLAKY_EVERY = 3;
/** Authenticated calls a session survives in the session-expires scenario; the next one gets a 401. */
export const SESSION_CALL_LIMIT = 3;
export const SLOW_LATENCY_MS = { min: 2000, max: 3000 } as const;

/**
 * A scenario's overrides for the API under `baseUrl` ('/api' in the browser and vitest); `storage` keeps what
 * must outlast a page load (the tab's sessionStorage in the browser, memory in tests).
 */
type Overrides = (baseUrl: string, storage: KeyValueStorage) => RequestHandler[];

/** Answers every call to `path` with `respond()`, whatever the database holds. */
const always =
  (method: HttpMethod, path: string, respond: () => Response = internalServerErrorResponse): Overrides =>
  (baseUrl) => [override(method, baseUrl, path, () => respond())];

/** Every API call, answered by `respond` when it returns a response (after the demo's latency). */
const everyCall = (
  baseUrl: string,
  respond: (request: Request) => Response | undefined | Promise<undefined>,
) =>
  http.all(joinUrl(baseUrl, '/*'), async ({ request }) => {
    const arrival = getDataGeneration();
    const response = await respond(request);
    // Handed on after a reset during this wait, the call would look to the base routes as if it came after it.
    const dropped = droppedIfDataReplaced(arrival);
    if (dropped) return dropped;
    if (response) await simulateLatency();
    return response;
  });

/** The base routes' answer, transformed when it is a successful JSON body. */
function transformJson(
  baseUrl: string,
  method: HttpMethod,
  path: string,
  transform: (body: unknown) => unknown,
): RequestHandler {
  // Separate instances of the base handlers: asking the worker itself would find this override again.
  const base = createHandlers(baseUrl);
  return override(method, baseUrl, path, async ({ request }) => {
    const response = await getResponse(base, request);
    if (!response?.ok || !response.headers.get('content-type')?.includes('application/json')) return response;
    const body: unknown = await response.json();
    // Re-serialised by hand: the transformed body is plain JSON, but typed as unknown.
    return new HttpResponse(JSON.stringify(transform(body)), {
      status: response.status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

// 18 hex digits no seeded or generated record uses, then a 6-digit counter: valid ObjectIds throughout.
const manyRoomsId = (index: number) => `6b026b09dbdf01ad5c${index.toString(16).padStart(6, '0')}`;

const NEIGHBOURHOODS = [
  { place: 'Whitechapel, London', street: 'Commercial Road', outward: 'E1' },
  { place: 'Fallowfield, Manchester', street: 'Wilmslow Road', outward: 'M14' },
  { place: 'Headingley, Leeds', street: 'Otley Road', outward: 'LS6' },
  { place: 'Marchmont, Edinburgh', street: 'Warrender Park Road', outward: 'EH9' },
  { place: 'Clifton, Bristol', street: 'Whiteladies Road', outward: 'BS8' },
  { place: 'Selly Oak, Birmingham', street: 'Bristol Road', outward: 'B29' },
  { place: 'West End, Glasgow', street: 'Byres Road', outward: 'G12' },
  { place: 'Jesmond, Newcastle', street: 'Osborne Road', outward: 'NE2' },
  { place: 'Cathays, Cardiff', street: 'Woodville Road', outward: 'CF24' },
  { place: 'Jericho, Oxford', street: 'Walton Street', outward: 'OX2' },
  { place: 'Mill Road, Cambridge', street: 'Mill Road', outward: 'CB1' },
  { place: 'Crookes, Sheffield', street: 'Crookes Road', outward: 'S10' },
] as const;

const ROOM_KINDS = ['Single room', 'Double room', 'Ensuite room', 'Studio', 'Attic room'] as const;
const LANGUAGE_SETS = [
  ['English'],
  ['English', 'Spanish'],
  ['English', 'Mandarin'],
  ['English', 'French', 'German'],
  ['English', 'Arabic'],
] as const;
// The seeded rooms' pictures, so the generated ones look as real.
const IMAGES = seedRooms.flatMap((room) => ('image' in room && room.image ? [room.image] : []));
// The letters Royal Mail uses in the inward part of a postcode.
const INWARD_LETTERS = [...'ABDEFGHJLNPQRSTUWXYZ'];

const pick = <T>(items: readonly T[], index: number): T => items[index % items.length] as T;

function generateRoom(index: number): RawRoom {
  const area = pick(NEIGHBOURHOODS, index);
  const id = manyRoomsId(index);
  const price = 350 + ((index * 37) % 950);
  const title = `${pick(ROOM_KINDS, Math.floor(index / NEIGHBOURHOODS.length))} ${index + 1} in ${area.place}`;
  // A valid UK postcode in the area, so geocode and distance answer as they do for real rooms.
  const inward = `${index % 10}${pick(INWARD_LETTERS, index)}${pick(INWARD_LETTERS, index * 7 + 3)}`;
  const postcode = `${area.outward} ${inward}`;
  const languages = (offset: number) => [...pick(LANGUAGE_SETS, index + offset)];
  const spec = { id, location: area.place, title };
  const image = pick(IMAGES, index);
  // Every shape the app must render: spec rooms with id or _id, price or price_per_month, with and
  // without images and languages, and the observed backend's bare shape.
  switch (index % 4) {
    case 0:
      return { ...spec, image, languages: languages(0), price_per_month: price, postcode };
    case 1:
      return { _id: id, location: area.place, title, languages: null, price, postcode };
    case 2:
      return fastApiRoom({
        id,
        title,
        description: index % 3 === 0 ? null : `Room ${index + 1}, generated for QA.`,
        address: `${(index % 180) + 1} ${area.street}, ${area.place.split(', ').at(-1) ?? area.place}`,
        price_per_month: price,
        postcode: index % 50 === 2 ? null : postcode,
      });
    default:
      return { ...spec, languages: languages(2), price_per_month: price, postcode };
  }
}

interface GeneratedCatalogue {
  rooms: RawRoom[];
  byId: Map<string, RawRoom>;
}

let largestCatalogue: GeneratedCatalogue | undefined;

/**
 * The first `count` generated rooms, built on first use: the same rooms every time, and a smaller list is
 * the start of a larger one, so ids stay valid across the scenarios that serve them.
 */
export function generatedRooms(count = MANY_ROOMS_COUNT): GeneratedCatalogue {
  if (!largestCatalogue || largestCatalogue.rooms.length < count) {
    const rooms = Array.from({ length: count }, (_, index) => generateRoom(index));
    largestCatalogue = { rooms, byId: new Map(rooms.map((room, index) => [manyRoomsId(index), room])) };
  }
  if (largestCatalogue.rooms.length === count) return largestCatalogue;
  const rooms = largestCatalogue.rooms.slice(0, count);
  return { rooms, byId: new Map(rooms.map((room, index) => [manyRoomsId(index), room])) };
}

// Any generated room can be applied for or measured, whichever list served it.
const findGeneratedRoom = (id: string | undefined) =>
  id ? generatedRooms(TEN_THOUSAND_ROOMS_COUNT).byId.get(id.toLowerCase()) : undefined;

/** Stable, plausible driving distances for generated rooms (the base handler only knows the db's rooms). */
function generatedDistance(roomId: string) {
  let hash = 0;
  for (const char of roomId) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 100_000;
  return drivingRoute(800 + (hash % 11_200));
}

/** A room's id, read from the path of `/rooms/:roomId`. */
const roomIdInPath = (url: URL) => url.pathname.split('/').at(-1);

/**
 * Rooms that live outside the database, found by `find`: served by id, applied for and measured here. The
 * application itself is stored as usual, which lets the base handlers list and cancel it.
 */
const outsideDbRoomHandlers = (
  baseUrl: string,
  find: (id: string | undefined) => RawRoom | undefined,
): RequestHandler[] => [
  override('get', baseUrl, '/rooms/:roomId', ({ url }) => {
    const room = find(roomIdInPath(url));
    return room ? HttpResponse.json(room) : undefined;
  }),
  override('post', baseUrl, '/applications/', async ({ request, arrival }) => {
    const parsed = await parseJsonBody(request);
    const roomId = parsed.ok ? checkRoomId(parsed.body) : undefined;
    if (!roomId?.ok || !find(roomId.value)) return undefined;
    const user = await authenticate(request);
    return user.ok ? applyForRoom(user.email, roomId.value, arrival) : user.response;
  }),
  override('get', baseUrl, '/external/room-distance', ({ url }) => {
    const roomId = url.searchParams.get('room_id')?.toLowerCase();
    const room = find(roomId);
    if (!room || !roomId) return undefined;
    if (!room.postcode) return detailResponse(400, 'Failed to geocode postcodes');
    return HttpResponse.json(generatedDistance(roomId));
  }),
];

const generatedRoomsHandlers =
  (count: number): Overrides =>
  (baseUrl) => [
    override('get', baseUrl, '/rooms/', () => HttpResponse.json(generatedRooms(count).rooms)),
    ...outsideDbRoomHandlers(baseUrl, findGeneratedRoom),
  ];

/** The new-rooms scenario's count of list calls (sessionStorage): reloads continue it, choosing anew resets it. */
export const SCENARIO_CALLS_STORAGE_KEY = 'student-rooms:mock-scenario-calls';

/** The calls counted so far, from storage; anything damaged counts as none. */
function storedCalls(storage: KeyValueStorage): number {
  const calls = Number(storage.get(SCENARIO_CALLS_STORAGE_KEY));
  return Number.isSafeInteger(calls) && calls > 0 ? calls : 0;
}

/**
 * The database's rooms, and two new ones more at each call after the first (mocks/new-rooms.ts). Rooms
 * listed with `POST /rooms/` stay in the list, before the scenario's.
 */
const newRoomsHandlers: Overrides = (baseUrl, storage) => {
  const listed = () => new Map(newRoomsAtCall(storedCalls(storage)).map((room) => [room.id, room]));
  return [
    override('get', baseUrl, '/rooms/', () => {
      const calls = storedCalls(storage) + 1;
      storage.set(SCENARIO_CALLS_STORAGE_KEY, String(calls));
      return HttpResponse.json([...listRooms(), ...newRoomsAtCall(calls)]);
    }),
    ...outsideDbRoomHandlers(baseUrl, (id) => (id ? listed().get(id.toLowerCase()) : undefined)),
  ];
};

const slowHandlers: Overrides = (baseUrl) => {
  let calls = 0;
  // Deterministic but uneven, like a congested network: 2.0 s to 3.0 s per call, then the base answers.
  const spread = SLOW_LATENCY_MS.max - SLOW_LATENCY_MS.min + 1;
  return [
    everyCall(baseUrl, () => delay(SLOW_LATENCY_MS.min + ((++calls * 389) % spread)).then(() => undefined)),
  ];
};

const flakyHandlers: Overrides = (baseUrl) => {
  let calls = 0;
  return [
    everyCall(baseUrl, () => (++calls % FLAKY_EVERY === 0 ? internalServerErrorResponse() : undefined)),
  ];
};

/** Requests carrying a token (valid or not), the calls a real session is made of. */
const hasBearer = (request: Request) => /^bearer\s/i.test(request.headers.get('authorization') ?? '');

const sessionExpiresHandlers: Overrides = (baseUrl) => {
  let authenticatedCalls = 0;
  return [
    // A new login starts a new session, so the demo can be replayed without reloading.
    http.post(joinUrl(baseUrl, '/users/login'), () => {
      authenticatedCalls = 0;
      return undefined;
    }),
    everyCall(baseUrl, (request) =>
      hasBearer(request) && ++authenticatedCalls > SESSION_CALL_LIMIT
        ? // What the backend says once the JWT's exp has passed.
          detailResponse(401, 'Invalid authentication credentials', { 'WWW-Authenticate': 'Bearer' })
        : undefined,
    ),
  ];
};

/** An application with only the five fields the observed FastAPI deployment sends. */
export function toFastApiApplication(application: ApplicationRecord): ApplicationRecord {
  const { id, room_id, status, applied_at, user_email } = application;
  return { id, room_id, status, applied_at, user_email };
}

/** Applies `map` to each record of a list body, or to a single record body; anything else is left alone. */
const mapRecords =
  <T>(map: (record: T) => unknown) =>
  (body: unknown): unknown => {
    if (Array.isArray(body))
      return (body as unknown[]).map((item) => (isRecord(item) ? map(item as T) : item));
    return isRecord(body) ? map(body as T) : body;
  };

const realBackendShapesHandlers: Overrides = (baseUrl) => {
  const rooms = mapRecords(toFastApiRoom);
  const applications = mapRecords(toFastApiApplication);
  return [
    transformJson(baseUrl, 'get', '/rooms/', rooms),
    transformJson(baseUrl, 'get', '/rooms/:roomId', rooms),
    transformJson(baseUrl, 'get', '/applications/', applications),
    transformJson(baseUrl, 'post', '/applications/', applications),
    transformJson(baseUrl, 'patch', '/applications/:applicationId/cancel', applications),
  ];
};

/**
 * Staff have looked at the user's open applications: in storage order they are rejected, accepted,
 * rejected... Earlier decisions and cancellations stay as they are.
 */
export function reviewApplications(applications: readonly ApplicationRecord[]): ApplicationRecord[] {
  let open = 0;
  return applications.map((application) => {
    if (application.status !== 'applied' && application.status !== 'pending') return application;
    open += 1;
    return { ...application, status: open % 2 === 1 ? 'rejected' : 'accepted' };
  });
}

const reviewedHandlers: Overrides = (baseUrl) => [
  transformJson(baseUrl, 'get', '/applications/', (body) =>
    Array.isArray(body) && body.every(isRecord)
      ? reviewApplications(body as unknown as ApplicationRecord[])
      : body,
  ),
];

const emptyList = (baseUrl: string, path: string, authenticated: boolean): RequestHandler =>
  override('get', baseUrl, path, async ({ request }) => {
    const user = authenticated ? await authenticate(request) : undefined;
    return user && !user.ok ? user.response : HttpResponse.json([]);
  });

// In the demo panel's order: each scenario's one-line description, and its overrides.
const CATALOGUE = {
  default: ['The normal demo: seeded rooms and the stateful mock API.', () => []],
  empty: [
    'No rooms and no applications (the data itself is kept).',
    (baseUrl) => [emptyList(baseUrl, '/rooms/', false), emptyList(baseUrl, '/applications/', true)],
  ],
  'many-rooms': [
    `${MANY_ROOMS_COUNT.toLocaleString('en-GB')} generated rooms in every shape; applying works.`,
    generatedRoomsHandlers(MANY_ROOMS_COUNT),
  ],
  'ten-thousand-rooms': [
    `${TEN_THOUSAND_ROOMS_COUNT.toLocaleString('en-GB')} generated rooms, a large deployment's list.`,
    generatedRoomsHandlers(TEN_THOUSAND_ROOMS_COUNT),
  ],
  slow: ['Every API call takes 2 to 3 seconds.', slowHandlers],
  flaky: ['Every third API call fails with a text/plain 500 (GET requests are retried).', flakyHandlers],
  'rooms-error': ['Loading rooms fails with a 500.', always('get', '/rooms/')],
  'applications-error': ['Loading applications fails with a 500.', always('get', '/applications/')],
  'apply-fails': ['Applying for a room fails with a 500.', always('post', '/applications/')],
  'cancel-fails': [
    'Cancelling an application fails with a 500.',
    always('patch', '/applications/:applicationId/cancel'),
  ],
  'distance-fails': [
    'The distance lookup fails (400 "OSRM routing failed").',
    always('get', '/external/room-distance', () => detailResponse(400, 'OSRM routing failed')),
  ],
  'geocode-fails': [
    'The weather (geocode) lookup fails (400 "Could not geocode postcode").',
    always('get', '/external/geocode', () => detailResponse(400, 'Could not geocode postcode')),
  ],
  'session-expires': [
    `After ${SESSION_CALL_LIMIT} authenticated calls per login, the token is refused with a 401.`,
    sessionExpiresHandlers,
  ],
  'real-backend-shapes': [
    'Rooms and applications in the observed backend shape only (no location, image, room).',
    realBackendShapesHandlers,
  ],
  reviewed: ['Open applications come back reviewed: alternately rejected and accepted.', reviewedHandlers],
  'new-rooms': [
    `Each refetch of the rooms after the first lists ${NEW_ROOMS_PER_REFETCH} new rooms more.`,
    newRoomsHandlers,
  ],
} satisfies Record<string, [description: string, handlers: Overrides]>;

export type ScenarioName = keyof typeof CATALOGUE;

export const SCENARIO_NAMES = Object.keys(CATALOGUE) as readonly ScenarioName[];

export const DEFAULT_SCENARIO: ScenarioName = 'default';

/** The number a scenario's description names, for the demo panel to format in the reader's language. */
const SCENARIO_COUNTS: Partial<Record<ScenarioName, number>> = {
  'many-rooms': MANY_ROOMS_COUNT,
  'ten-thousand-rooms': TEN_THOUSAND_ROOMS_COUNT,
  'session-expires': SESSION_CALL_LIMIT,
  'new-rooms': NEW_ROOMS_PER_REFETCH,
};

export const scenarios = SCENARIO_NAMES.map((name) => ({
  name,
  description: CATALOGUE[name][0],
  ...(SCENARIO_COUNTS[name] === undefined ? {} : { count: SCENARIO_COUNTS[name] }),
}));

export const isScenarioName = (value: unknown): value is ScenarioName =>
  typeof value === 'string' && Object.hasOwn(CATALOGUE, value);

/**
 * Fresh overrides for a scenario (fresh counters included, but for those kept in `storage`), ready for
 * `worker.use` or `server.use`. Without a storage, everything starts from zero.
 */
export const scenarioHandlers = (
  name: ScenarioName,
  baseUrl: string,
  storage: KeyValueStorage = createSafeStorage(() => undefined),
): RequestHandler[] => CATALOGUE[name][1](baseUrl, storage);

export const SCENARIO_QUERY_PARAM = 'scenario';
/** sessionStorage: the choice lasts for the tab, through reloads, and a new tab starts from the default. */
export const SCENARIO_STORAGE_KEY = 'student-rooms:mock-scenario';

export interface ScenarioChoice {
  name: ScenarioName;
  source: 'url' | 'storage' | 'env' | 'default';
}

/**
 * Decides the active scenario: the URL's `?scenario=` first (and remembered for the tab; `default` or an
 * unknown name forgets it), then the remembered one, then VITE_MOCK_SCENARIO, then `default`.
 */
export function chooseScenario({
  search,
  storage,
  envScenario,
  warn = (message) => console.warn(message),
}: {
  /** The page's query string, e.g. location.search. */
  search: string;
  /** The tab's storage; when it fails, the choice lasts only for this page load. */
  storage: KeyValueStorage;
  /** VITE_MOCK_SCENARIO, read by the caller. */
  envScenario: unknown;
  warn?: (message: string) => void;
}): ScenarioChoice {
  const requested = new URLSearchParams(search).get(SCENARIO_QUERY_PARAM)?.trim();
  if (requested) {
    // Chosen anew: its counts start again.
    storage.remove(SCENARIO_CALLS_STORAGE_KEY);
    if (isScenarioName(requested) && requested !== DEFAULT_SCENARIO) {
      storage.set(SCENARIO_STORAGE_KEY, requested);
      return { name: requested, source: 'url' };
    }
    if (!isScenarioName(requested)) {
      warn(
        `[mock api] Unknown scenario "${requested}"; using "${DEFAULT_SCENARIO}". Known: ${SCENARIO_NAMES.join(', ')}.`,
      );
    }
    storage.remove(SCENARIO_STORAGE_KEY);
    return { name: DEFAULT_SCENARIO, source: 'url' };
  }

  const stored = storage.get(SCENARIO_STORAGE_KEY);
  if (stored !== null) {
    if (isScenarioName(stored)) return { name: stored, source: 'storage' };
    storage.remove(SCENARIO_STORAGE_KEY);
  }

  const fromEnv = typeof envScenario === 'string' ? envScenario.trim() : '';
  if (isScenarioName(fromEnv)) return { name: fromEnv, source: 'env' };
  if (fromEnv !== '')
    warn(`[mock api] Unknown VITE_MOCK_SCENARIO "${fromEnv}"; using "${DEFAULT_SCENARIO}".`);
  return { name: DEFAULT_SCENARIO, source: 'default' };
}

/** The page's address without `?scenario=`, once the choice is remembered: links and reloads stay tidy. */
export function withoutScenarioParam(href: string): string {
  const url = new URL(href);
  if (!url.searchParams.has(SCENARIO_QUERY_PARAM)) return href;
  url.searchParams.delete(SCENARIO_QUERY_PARAM);
  return url.href;
}
