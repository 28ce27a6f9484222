import { delay, getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import {
  createApplication,
  findActiveApplication,
  getLatency,
  type ApplicationRecord,
  type BackendRoomRecord,
  type RoomRecord,
} from './db';
import { createHandlers } from './handlers';
import { drivingRoute } from './handlers/external';
import {
  authenticate,
  checkBodyObject,
  checkString,
  detailResponse,
  internalServerErrorResponse,
  joinUrl,
  routePattern,
} from './handlers/fastapi';

/**
 * Named QA scenarios: each is a few msw handlers laid over the base (happy-path) handlers with
 * `worker.use()` or `server.use()`. They only change answers, never the mock database, so switching
 * scenario cannot damage the demo's persisted data. Handler factories are called once per activation,
 * so counters (flaky, session-expires) start from zero on every page load and in every test.
 */

export const SCENARIO_NAMES = [
  'default',
  'empty',
  'many-rooms',
  'slow',
  'flaky',
  'rooms-error',
  'applications-error',
  'apply-fails',
  'cancel-fails',
  'distance-fails',
  'geocode-fails',
  'session-expires',
  'real-backend-shapes',
  'reviewed',
] as const;

export type ScenarioName = (typeof SCENARIO_NAMES)[number];

export const DEFAULT_SCENARIO: ScenarioName = 'default';

export interface Scenario {
  name: ScenarioName;
  /** One line for the demo panel and docs/readme-qa.md. */
  description: string;
  /** Overrides for the API under `baseUrl` ('/api' in the browser and vitest). */
  handlers: (baseUrl: string) => RequestHandler[];
}

// ---------------------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------------------

/** Number of rooms the many-rooms scenario serves: enough to show whether the grid copes. */
export const MANY_ROOMS_COUNT = 5000;
/** Every Nth API call fails in the flaky scenario. */
export const FLAKY_EVERY = 3;
/** Authenticated calls a session survives in the session-expires scenario; the next one gets a 401. */
export const SESSION_CALL_LIMIT = 3;
export const SLOW_LATENCY_MS = { min: 2000, max: 3000 } as const;

type MethodName = 'get' | 'post' | 'patch';
type OverrideResolver = (request: Request) => Response | undefined | Promise<Response | undefined>;

/**
 * An override that may decline: returning undefined hands the request on to the base handlers, which
 * then also answer the 307 for a wrongly slashed path. Answers it gives itself get the demo's latency.
 */
function override(
  method: MethodName,
  baseUrl: string,
  canonicalPath: string,
  resolver: OverrideResolver,
): RequestHandler {
  const wantsTrailingSlash = canonicalPath.endsWith('/');
  return http[method](routePattern(baseUrl, canonicalPath), async ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/') !== wantsTrailingSlash) return undefined;
    let response: Response | undefined;
    try {
      // A clone, so a base handler that gets the request after all can still read the body.
      response = await resolver(request.clone());
    } catch (error) {
      console.error(`[mock api] scenario override for ${request.method} ${request.url} failed`, error);
      response = internalServerErrorResponse();
    }
    if (response && getLatency() > 0) await delay(getLatency());
    return response;
  });
}

/** Always answers with `respond()`, whatever the database holds. */
const always = (method: MethodName, baseUrl: string, path: string, respond: () => Response) =>
  override(method, baseUrl, path, () => respond());

/** The base handlers' answer, transformed when it is a successful JSON body. */
function transformJson(
  method: MethodName,
  baseUrl: string,
  path: string,
  transform: (body: unknown) => unknown,
): RequestHandler {
  // Separate instances of the base handlers: asking the worker itself would find this override again.
  const base = createHandlers(baseUrl);
  return override(method, baseUrl, path, async (request) => {
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

/** Requests carrying a token (valid or not), the calls a real session is made of. */
const hasBearer = (request: Request) => /^bearer\s/i.test(request.headers.get('authorization') ?? '');

// ---------------------------------------------------------------------------------------------------------
// many-rooms: a deterministic catalogue of rooms in every shape the deployments send
// ---------------------------------------------------------------------------------------------------------

// 18 hex digits no seeded or generated record uses, then a 6-digit counter: valid ObjectIds throughout.
const MANY_ROOMS_ID_PREFIX = '6b026b09dbdf01ad5c';

const manyRoomsId = (index: number) => `${MANY_ROOMS_ID_PREFIX}${index.toString(16).padStart(6, '0')}`;

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
const IMAGES = [
  '/images/rooms/whitechapel-single.svg',
  '/images/rooms/fallowfield-ensuite.svg',
  '/images/rooms/headingley-double.svg',
  '/images/rooms/clifton-studio.svg',
  '/images/rooms/west-end-glasgow.svg',
  '/images/rooms/camden-compact.svg',
  '/images/rooms/cathays-double.svg',
] as const;
// The letters Royal Mail uses in the inward part of a postcode.
const INWARD_LETTERS = [...'ABDEFGHJLNPQRSTUWXYZ'];

const pick = <T>(items: readonly T[], index: number): T => items[index % items.length] as T;

function generateRoom(index: number): RoomRecord {
  const area = pick(NEIGHBOURHOODS, index);
  const kind = pick(ROOM_KINDS, Math.floor(index / NEIGHBOURHOODS.length));
  const number = index + 1;
  const id = manyRoomsId(index);
  const price = 350 + ((index * 37) % 950);
  // A valid UK postcode in the area, so geocode and distance answer as they do for real rooms.
  const inward = `${index % 10}${pick(INWARD_LETTERS, index)}${pick(INWARD_LETTERS, index * 7 + 3)}`;
  const postcode = `${area.outward} ${inward}`;
  const title = `${kind} ${number} in ${area.place}`;
  // Every shape the app must render: spec rooms with id or _id, price or price_per_month, with and
  // without images and languages, and the observed backend's bare shape.
  switch (index % 4) {
    case 0:
      return {
        id,
        location: area.place,
        title,
        image: pick(IMAGES, index),
        languages: [...pick(LANGUAGE_SETS, index)],
        price_per_month: price,
        postcode,
      };
    case 1:
      return { _id: id, location: area.place, title, languages: null, price, postcode };
    case 2: {
      const room: BackendRoomRecord = {
        id,
        title,
        description: index % 3 === 0 ? null : `Room ${number} of ${MANY_ROOMS_COUNT}, generated for QA.`,
        address: `${(index % 180) + 1} ${area.street}, ${area.place.split(', ').at(-1) ?? area.place}`,
        price_per_month: price,
        postcode: index % 50 === 2 ? null : postcode,
      };
      return room;
    }
    default:
      return {
        id,
        location: area.place,
        title,
        languages: [...pick(LANGUAGE_SETS, index + 2)],
        price_per_month: price,
        postcode,
      };
  }
}

let manyRoomsCache: { rooms: RoomRecord[]; byId: Map<string, RoomRecord> } | undefined;

/** The many-rooms catalogue, built on first use: the same 5,000 rooms every time. */
export function generatedRooms(): { rooms: RoomRecord[]; byId: Map<string, RoomRecord> } {
  if (!manyRoomsCache) {
    const rooms = Array.from({ length: MANY_ROOMS_COUNT }, (_, index) => generateRoom(index));
    manyRoomsCache = { rooms, byId: new Map(rooms.map((room, index) => [manyRoomsId(index), room])) };
  }
  return manyRoomsCache;
}

const findGeneratedRoom = (id: string | null) =>
  id === null ? undefined : generatedRooms().byId.get(id.toLowerCase());

/** Stable, plausible driving distances for generated rooms (the base handler only knows the db's rooms). */
function generatedDistance(roomId: string) {
  let hash = 0;
  for (const char of roomId) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 100_000;
  return drivingRoute(800 + (hash % 11_200));
}

function manyRoomsHandlers(baseUrl: string): RequestHandler[] {
  return [
    always('get', baseUrl, '/rooms/', () => HttpResponse.json(generatedRooms().rooms)),
    override('get', baseUrl, '/rooms/:roomId', (request) => {
      const room = findGeneratedRoom(new URL(request.url).pathname.split('/').at(-1) ?? null);
      return room ? HttpResponse.json(room) : undefined;
    }),
    // Generated rooms live outside the database, so applying to them is handled here; the application
    // itself is stored as usual, which lets the base handlers list and cancel it.
    override('post', baseUrl, '/applications/', async (request) => {
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        return undefined;
      }
      const object = checkBodyObject(body);
      const roomId = object.ok ? checkString(object.value.room_id, ['body', 'room_id']) : object;
      if (!roomId.ok || !findGeneratedRoom(roomId.value)) return undefined;
      const user = await authenticate(request);
      if (!user.ok) return user.response;
      if (findActiveApplication(user.email, roomId.value))
        return detailResponse(400, 'Already applied for this room.');
      return HttpResponse.json(createApplication(user.email, roomId.value), { status: 201 });
    }),
    override('get', baseUrl, '/external/room-distance', (request) => {
      const roomId = new URL(request.url).searchParams.get('room_id');
      const room = findGeneratedRoom(roomId);
      if (!room || roomId === null) return undefined;
      if (!room.postcode) return detailResponse(400, 'Failed to geocode postcodes');
      return HttpResponse.json(generatedDistance(roomId.toLowerCase()));
    }),
  ];
}

// ---------------------------------------------------------------------------------------------------------
// Whole-API behaviours
// ---------------------------------------------------------------------------------------------------------

function slowHandlers(baseUrl: string): RequestHandler[] {
  let calls = 0;
  return [
    http.all(joinUrl(baseUrl, '/*'), async () => {
      // Deterministic but uneven, like a congested network: 2.0 s to 3.0 s per call.
      const spread = SLOW_LATENCY_MS.max - SLOW_LATENCY_MS.min;
      calls += 1;
      await delay(SLOW_LATENCY_MS.min + ((calls * 389) % (spread + 1)));
      // Nothing returned: the base handler answers, after the delay.
      return undefined;
    }),
  ];
}

function flakyHandlers(baseUrl: string): RequestHandler[] {
  let calls = 0;
  return [
    http.all(joinUrl(baseUrl, '/*'), async () => {
      calls += 1;
      if (calls % FLAKY_EVERY !== 0) return undefined;
      if (getLatency() > 0) await delay(getLatency());
      return internalServerErrorResponse();
    }),
  ];
}

function sessionExpiresHandlers(baseUrl: string): RequestHandler[] {
  let authenticatedCalls = 0;
  return [
    // A new login starts a new session, so the demo can be replayed without reloading.
    http.post(routePattern(baseUrl, '/users/login'), () => {
      authenticatedCalls = 0;
      return undefined;
    }),
    http.all(joinUrl(baseUrl, '/*'), async ({ request }) => {
      if (!hasBearer(request)) return undefined;
      authenticatedCalls += 1;
      if (authenticatedCalls <= SESSION_CALL_LIMIT) return undefined;
      if (getLatency() > 0) await delay(getLatency());
      // What the backend says once the JWT's exp has passed.
      return detailResponse(401, 'Invalid authentication credentials', { 'WWW-Authenticate': 'Bearer' });
    }),
  ];
}

// ---------------------------------------------------------------------------------------------------------
// Shapes and reviews
// ---------------------------------------------------------------------------------------------------------

/** A room exactly as the observed FastAPI deployment sends it, whatever shape it is stored in. */
export function toBackendRoom(room: RoomRecord): BackendRoomRecord {
  if ('address' in room) {
    const { id, title, description, address, price_per_month, postcode } = room;
    return { id, title, description, address, price_per_month, postcode };
  }
  return {
    id: room.id ?? room._id ?? '',
    title: room.title,
    description: null,
    address: room.location,
    price_per_month: room.price_per_month ?? room.price ?? 0,
    postcode: room.postcode,
  };
}

/** An application with only the observed backend's five fields. */
export function toBackendApplication(application: ApplicationRecord): ApplicationRecord {
  const { id, room_id, status, applied_at, user_email } = application;
  return { id, room_id, status, applied_at, user_email };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Applies `map` to each record of a list body, or to a single record body; anything else is left alone. */
function mapRecords<T>(body: unknown, map: (record: T) => unknown): unknown {
  if (Array.isArray(body)) {
    const items: readonly unknown[] = body;
    return items.map((item) => (isRecord(item) ? map(item as T) : item));
  }
  return isRecord(body) ? map(body as T) : body;
}

function realBackendShapesHandlers(baseUrl: string): RequestHandler[] {
  const rooms = (body: unknown) => mapRecords<RoomRecord>(body, toBackendRoom);
  const applications = (body: unknown) => mapRecords<ApplicationRecord>(body, toBackendApplication);
  return [
    transformJson('get', baseUrl, '/rooms/', rooms),
    transformJson('get', baseUrl, '/rooms/:roomId', rooms),
    transformJson('get', baseUrl, '/applications/', applications),
    transformJson('post', baseUrl, '/applications/', applications),
    transformJson('patch', baseUrl, '/applications/:applicationId/cancel', applications),
  ];
}

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

function reviewedHandlers(baseUrl: string): RequestHandler[] {
  return [
    transformJson('get', baseUrl, '/applications/', (body) =>
      Array.isArray(body) && body.every(isRecord)
        ? reviewApplications(body as unknown as ApplicationRecord[])
        : body,
    ),
  ];
}

// ---------------------------------------------------------------------------------------------------------
// The catalogue
// ---------------------------------------------------------------------------------------------------------

const listOf = (baseUrl: string, path: string, authenticated: boolean): RequestHandler =>
  override('get', baseUrl, path, async (request) => {
    if (authenticated) {
      const user = await authenticate(request);
      if (!user.ok) return user.response;
    }
    return HttpResponse.json([]);
  });

export const scenarios: readonly Scenario[] = [
  {
    name: 'default',
    description: 'The normal demo: seeded rooms and the stateful mock API.',
    handlers: () => [],
  },
  {
    name: 'empty',
    description: 'No rooms and no applications (the data itself is kept).',
    handlers: (baseUrl) => [listOf(baseUrl, '/rooms/', false), listOf(baseUrl, '/applications/', true)],
  },
  {
    name: 'many-rooms',
    description: `${MANY_ROOMS_COUNT.toLocaleString('en-GB')} generated rooms in every shape; applying works.`,
    handlers: manyRoomsHandlers,
  },
  {
    name: 'slow',
    description: 'Every API call takes 2 to 3 seconds.',
    handlers: slowHandlers,
  },
  {
    name: 'flaky',
    description: 'Every third API call fails with a text/plain 500 (GET requests are retried).',
    handlers: flakyHandlers,
  },
  {
    name: 'rooms-error',
    description: 'Loading rooms fails with a 500.',
    handlers: (baseUrl) => [always('get', baseUrl, '/rooms/', internalServerErrorResponse)],
  },
  {
    name: 'applications-error',
    description: 'Loading applications fails with a 500.',
    handlers: (baseUrl) => [always('get', baseUrl, '/applications/', internalServerErrorResponse)],
  },
  {
    name: 'apply-fails',
    description: 'Applying for a room fails with a 500.',
    handlers: (baseUrl) => [always('post', baseUrl, '/applications/', internalServerErrorResponse)],
  },
  {
    name: 'cancel-fails',
    description: 'Cancelling an application fails with a 500.',
    handlers: (baseUrl) => [
      always('patch', baseUrl, '/applications/:applicationId/cancel', internalServerErrorResponse),
    ],
  },
  {
    name: 'distance-fails',
    description: 'The distance lookup fails (400 "OSRM routing failed").',
    handlers: (baseUrl) => [
      always('get', baseUrl, '/external/room-distance', () => detailResponse(400, 'OSRM routing failed')),
    ],
  },
  {
    name: 'geocode-fails',
    description: 'The weather (geocode) lookup fails (400 "Could not geocode postcode").',
    handlers: (baseUrl) => [
      always('get', baseUrl, '/external/geocode', () => detailResponse(400, 'Could not geocode postcode')),
    ],
  },
  {
    name: 'session-expires',
    description: `After ${SESSION_CALL_LIMIT} authenticated calls per login, the token is refused with a 401.`,
    handlers: sessionExpiresHandlers,
  },
  {
    name: 'real-backend-shapes',
    description: 'Rooms and applications in the observed backend shape only (no location, image, room).',
    handlers: realBackendShapesHandlers,
  },
  {
    name: 'reviewed',
    description: 'Open applications come back reviewed: alternately rejected and accepted.',
    handlers: reviewedHandlers,
  },
];

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (SCENARIO_NAMES as readonly string[]).includes(value);
}

export function getScenario(name: ScenarioName): Scenario {
  const scenario = scenarios.find((candidate) => candidate.name === name);
  if (!scenario) throw new Error(`Unknown scenario ${name}`);
  return scenario;
}

/** Fresh overrides for a scenario (fresh counters included), ready for `worker.use` or `server.use`. */
export function scenarioHandlers(name: ScenarioName, baseUrl: string): RequestHandler[] {
  return getScenario(name).handlers(baseUrl);
}

// ---------------------------------------------------------------------------------------------------------
// Choosing a scenario
// ---------------------------------------------------------------------------------------------------------

export const SCENARIO_QUERY_PARAM = 'scenario';
/** sessionStorage: the choice lasts for the tab, through reloads, and a new tab starts from the default. */
export const SCENARIO_STORAGE_KEY = 'student-rooms:mock-scenario';

export type ScenarioSource = 'url' | 'storage' | 'env' | 'default';

export interface ScenarioChoice {
  name: ScenarioName;
  source: ScenarioSource;
}

/** The part of Storage the choice needs, so tests can pass a Map-backed fake. */
export type ScenarioStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ChooseScenarioInput {
  /** The page's query string, e.g. location.search. */
  search: string;
  /** Where an earlier URL choice was kept; undefined when storage is unavailable. */
  storage: ScenarioStorage | undefined;
  /** VITE_MOCK_SCENARIO, read by the caller. */
  envScenario: unknown;
  warn?: (message: string) => void;
}

function safely(action: () => void): void {
  try {
    action();
  } catch {
    // Private mode or a full quota: the choice then lasts only for this page load.
  }
}

function readStored(storage: ScenarioStorage | undefined): string | null {
  try {
    return storage?.getItem(SCENARIO_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
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
}: ChooseScenarioInput): ScenarioChoice {
  const requested = new URLSearchParams(search).get(SCENARIO_QUERY_PARAM)?.trim();
  if (requested) {
    if (isScenarioName(requested) && requested !== DEFAULT_SCENARIO) {
      safely(() => storage?.setItem(SCENARIO_STORAGE_KEY, requested));
      return { name: requested, source: 'url' };
    }
    if (!isScenarioName(requested)) {
      warn(
        `[mock api] Unknown scenario "${requested}"; using "${DEFAULT_SCENARIO}". Known: ${SCENARIO_NAMES.join(', ')}.`,
      );
    }
    safely(() => storage?.removeItem(SCENARIO_STORAGE_KEY));
    return { name: DEFAULT_SCENARIO, source: 'url' };
  }

  const stored = readStored(storage);
  if (stored !== null) {
    if (isScenarioName(stored)) return { name: stored, source: 'storage' };
    safely(() => storage?.removeItem(SCENARIO_STORAGE_KEY));
  }

  if (typeof envScenario === 'string' && envScenario.trim() !== '') {
    const fromEnv = envScenario.trim();
    if (isScenarioName(fromEnv)) return { name: fromEnv, source: 'env' };
    warn(`[mock api] Unknown VITE_MOCK_SCENARIO "${fromEnv}"; using "${DEFAULT_SCENARIO}".`);
  }
  return { name: DEFAULT_SCENARIO, source: 'default' };
}

/** The page's address without `?scenario=`, once the choice is remembered: links and reloads stay tidy. */
export function withoutScenarioParam(href: string): string {
  const url = new URL(href);
  if (!url.searchParams.has(SCENARIO_QUERY_PARAM)) return href;
  url.searchParams.delete(SCENARIO_QUERY_PARAM);
  return url.href;
}
