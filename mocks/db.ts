import { seedApplications, seedRooms, seedUsers } from './seed';

/**
 * The mock backend's state: a tiny in-memory stand-in for the real service's MongoDB. It is shared by the
 * browser demo, vitest and a later Node HTTP mock server, so it is plain JSON throughout (a snapshot can be
 * persisted in browser storage) and every id is generated deterministically (tests stay stable).
 */

/** A room as the specification describes it; deployments differ in which spellings they use. */
export interface SpecRoomRecord {
  id?: string;
  _id?: string;
  location: string;
  title: string;
  image?: string;
  languages: string[] | null;
  price?: number;
  price_per_month?: number;
  postcode: string;
}

/** A room exactly as the observed FastAPI deployment returns it. */
export interface BackendRoomRecord {
  id: string;
  title: string;
  description: string | null;
  address: string;
  price_per_month: number;
  postcode: string | null;
}

/** Rooms are stored and served raw, in either shape, as the real deployments do. */
export type RoomRecord = SpecRoomRecord | BackendRoomRecord;

export type ApplicationStatus = 'applied' | 'pending' | 'accepted' | 'rejected' | 'cancelled';

const APPLICATION_STATUSES: readonly ApplicationStatus[] = [
  'applied',
  'pending',
  'accepted',
  'rejected',
  'cancelled',
];

/** A user holds at most one application per room in these states; cancelled or rejected ones may be renewed. */
export const ACTIVE_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['applied', 'pending', 'accepted'];

export interface ApplicationRecord {
  id: string;
  user_email: string;
  room_id: string;
  status: ApplicationStatus;
  /** Naive UTC with microseconds and no zone, as Python's datetime.isoformat() writes it. */
  applied_at: string;
  // Specification-shape extras that some deployments add; the observed backend never sends them.
  created_at?: string;
  room?: { location?: string; title?: string };
  room_location?: string;
}

/** The whole state as plain JSON. `version` lets a persisted snapshot from an older build be recognised. */
export interface DbSnapshot {
  version: 1;
  /** email -> password. Plain text is acceptable only because this is a mock holding demo accounts. */
  users: Record<string, string>;
  rooms: RoomRecord[];
  applications: ApplicationRecord[];
  /** Counter behind the next generated ObjectId. */
  nextId: number;
}

const SNAPSHOT_VERSION = 1;

// Generated ids share a prefix no seed record uses, so they can never collide with seeded ones.
const GENERATED_ID_PREFIX = '6b026b0fdbdf01ad5c';
const GENERATED_ID_COUNTER_DIGITS = 24 - GENERATED_ID_PREFIX.length;

const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/i;

let state: DbSnapshot = createSeedSnapshot();
let latencyMs = 0;
const listeners = new Set<() => void>();

function cloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function createSeedSnapshot(): DbSnapshot {
  return cloneJson({
    version: SNAPSHOT_VERSION,
    users: { ...seedUsers },
    rooms: [...seedRooms],
    applications: [...seedApplications],
    nextId: 1,
  });
}

function notifyChange(): void {
  for (const listener of listeners) listener();
}

// ---------------------------------------------------------------------------------------------------------
// Lifecycle, persistence and configuration
// ---------------------------------------------------------------------------------------------------------

/** Restores the seed data. Latency is configuration, not data, so it is left as it is. */
export function resetDb(): void {
  state = createSeedSnapshot();
  notifyChange();
}

/** A deep copy of the current state, safe to JSON.stringify and keep. */
export function getDbSnapshot(): DbSnapshot {
  return cloneJson(state);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isOptional(value: unknown, check: (item: unknown) => boolean): boolean {
  return value === undefined || check(value);
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function isRoomRecord(value: unknown): value is RoomRecord {
  if (!isPlainObject(value)) return false;
  const id = value.id ?? value._id;
  return (
    isString(id) &&
    isObjectId(id) &&
    isString(value.title) &&
    isOptional(value.postcode, (postcode) => postcode === null || isString(postcode)) &&
    isOptional(value.price_per_month, isFiniteNumber) &&
    isOptional(value.price, isFiniteNumber) &&
    isOptional(value.image, isString) &&
    isOptional(
      value.languages,
      (languages) => languages === null || (Array.isArray(languages) && languages.every(isString)),
    )
  );
}

function isApplicationRecord(value: unknown): value is ApplicationRecord {
  return (
    isPlainObject(value) &&
    isString(value.id) &&
    isObjectId(value.id) &&
    isString(value.user_email) &&
    isString(value.room_id) &&
    isString(value.applied_at) &&
    APPLICATION_STATUSES.some((status) => status === value.status)
  );
}

/** Whether a value (for instance, JSON read back from browser storage) is a snapshot this build can load. */
export function isDbSnapshot(value: unknown): value is DbSnapshot {
  return (
    isPlainObject(value) &&
    value.version === SNAPSHOT_VERSION &&
    isPlainObject(value.users) &&
    Object.values(value.users).every(isString) &&
    Array.isArray(value.rooms) &&
    value.rooms.every(isRoomRecord) &&
    Array.isArray(value.applications) &&
    value.applications.every(isApplicationRecord) &&
    Number.isSafeInteger(value.nextId) &&
    (value.nextId as number) >= 0
  );
}

/**
 * Replaces the state with a snapshot. Accepts anything so that stale or tampered storage can be passed
 * straight in: an unusable value leaves the state untouched and returns false.
 */
export function loadDbSnapshot(snapshot: unknown): boolean {
  if (!isDbSnapshot(snapshot)) return false;
  state = cloneJson(snapshot);
  notifyChange();
  return true;
}

/** Calls `listener` after every change to the data (including reset and load); returns the unsubscribe. */
export function subscribeToDb(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Simulated server response time for every handler; 0 (the default) answers immediately, as tests want. */
export function setLatency(ms: number): void {
  if (!Number.isFinite(ms) || ms < 0)
    throw new RangeError(`Latency must be a non-negative number of ms, got ${ms}`);
  latencyMs = ms;
}

export function getLatency(): number {
  return latencyMs;
}

// ---------------------------------------------------------------------------------------------------------
// Ids and time
// ---------------------------------------------------------------------------------------------------------

/** The check bson's ObjectId.is_valid makes on a string: exactly 24 hex digits, either case. */
export function isObjectId(value: string): boolean {
  return OBJECT_ID_PATTERN.test(value);
}

// MongoDB compares ObjectIds as bytes, so the hex spelling's case does not matter.
function sameObjectId(a: string | undefined, b: string): boolean {
  return a !== undefined && a.toLowerCase() === b.toLowerCase();
}

function generateObjectId(): string {
  let id: string;
  do {
    id = `${GENERATED_ID_PREFIX}${state.nextId.toString(16).padStart(GENERATED_ID_COUNTER_DIGITS, '0')}`;
    state.nextId += 1;
  } while (state.applications.some((application) => application.id === id));
  return id;
}

/** Formats a time the way the backend serialises a naive UTC datetime: '2026-11-22T04:09:50.165000'. */
export function toNaiveUtcIso(epochMs: number): string {
  // MongoDB keeps milliseconds, so Python's microseconds always end in three zeros.
  return `${new Date(epochMs).toISOString().slice(0, -1)}000`;
}

// ---------------------------------------------------------------------------------------------------------
// Users
// ---------------------------------------------------------------------------------------------------------

export function userExists(email: string): boolean {
  return Object.hasOwn(state.users, email);
}

/** The stored password, or undefined for an unknown email. */
export function findUserPassword(email: string): string | undefined {
  return userExists(email) ? state.users[email] : undefined;
}

/** Adds a user; false (and no change) if the email is already registered. */
export function createUser(email: string, password: string): boolean {
  if (userExists(email)) return false;
  state.users[email] = password;
  notifyChange();
  return true;
}

// ---------------------------------------------------------------------------------------------------------
// Rooms
// ---------------------------------------------------------------------------------------------------------

export function roomIdOf(room: RoomRecord): string | undefined {
  return room.id ?? ('_id' in room ? room._id : undefined);
}

/** The room's postcode when it has a usable one. */
export function roomPostcodeOf(room: RoomRecord): string | undefined {
  const postcode = room.postcode?.trim();
  return postcode ? postcode : undefined;
}

/** Every room, raw and in storage order (the real backend has no pagination). */
export function listRooms(): RoomRecord[] {
  return cloneJson(state.rooms);
}

export function findRoom(id: string): RoomRecord | undefined {
  const room = state.rooms.find((candidate) => sameObjectId(roomIdOf(candidate), id));
  return room && cloneJson(room);
}

// ---------------------------------------------------------------------------------------------------------
// Applications
// ---------------------------------------------------------------------------------------------------------

/** The user's applications in storage order; nobody sees anyone else's. */
export function listApplicationsFor(email: string): ApplicationRecord[] {
  return cloneJson(state.applications.filter((application) => application.user_email === email));
}

/** The user's application with this id; another user's is as invisible as a missing one. */
export function findApplicationFor(email: string, id: string): ApplicationRecord | undefined {
  const application = state.applications.find(
    (candidate) => candidate.user_email === email && sameObjectId(candidate.id, id),
  );
  return application && cloneJson(application);
}

/** The user's application for the room that still blocks a new one, if any. */
export function findActiveApplication(email: string, roomId: string): ApplicationRecord | undefined {
  const application = state.applications.find(
    (candidate) =>
      candidate.user_email === email &&
      sameObjectId(candidate.room_id, roomId) &&
      ACTIVE_APPLICATION_STATUSES.includes(candidate.status),
  );
  return application && cloneJson(application);
}

/** Stores a new application in the observed backend's shape, stamped with the current time. */
export function createApplication(
  userEmail: string,
  roomId: string,
  now: number = Date.now(),
): ApplicationRecord {
  const application: ApplicationRecord = {
    id: generateObjectId(),
    user_email: userEmail,
    room_id: roomId.toLowerCase(),
    status: 'applied',
    applied_at: toNaiveUtcIso(now),
  };
  state.applications.push(application);
  notifyChange();
  return cloneJson(application);
}

/** Sets the status of an existing application; undefined if there is no such application. */
export function setApplicationStatus(id: string, status: ApplicationStatus): ApplicationRecord | undefined {
  const application = state.applications.find((candidate) => sameObjectId(candidate.id, id));
  if (!application) return undefined;
  application.status = status;
  notifyChange();
  return cloneJson(application);
}
