import { isRecord } from '@/lib/raw-values';
import { fastApiRoom, roomIdOf, type FastApiRoom, type FastApiRoomDraft, type RawRoom } from './raw-rooms';
import { seedApplications, seedRooms, seedUsers } from './seed';

/**
 * The mock backend's state: a tiny in-memory stand-in for the real service's MongoDB, shared by the browser
 * demo, vitest and the HTTP mock server. It is plain JSON throughout, so that a snapshot can be kept in
 * browser storage, and every id is generated deterministically, so that tests stay stable.
 */

const APPLICATION_STATUSES = ['applied', 'pending', 'accepted', 'rejected', 'cancelled'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** A user holds at most one application per room in these states; cancelled or rejected ones may be renewed. */
const ACTIVE_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['applied', 'pending', 'accepted'];

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
  /** Stored and served raw, in either shape, as the real deployments send them. */
  rooms: RawRoom[];
  applications: ApplicationRecord[];
  /** Counter behind the next generated ObjectId. */
  nextId: number;
}

// Generated ids share a prefix no seed record uses, so they can never collide with seeded ones.
const GENERATED_ID_PREFIX = '6b026b0fdbdf01ad5c';

const cloneJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const seedSnapshot = (): DbSnapshot =>
  cloneJson({
    version: 1,
    users: { ...seedUsers },
    rooms: [...seedRooms],
    applications: [...seedApplications],
    nextId: 1,
  });

let state = seedSnapshot();
/** Counts resets and loads: a request that arrived before one must not write into the data that replaced it. */
let dataGeneration = 0;
let latencyMs = 0;
const listeners = new Set<() => void>();

function notifyChange(): void {
  for (const listener of listeners) listener();
}

/** Restores the seed data. Latency is configuration, not data, so it is left as it is. */
export function resetDb(): void {
  state = seedSnapshot();
  dataGeneration += 1;
  notifyChange();
}

/** Changes whenever the data is reset or replaced by a snapshot, and never otherwise. */
export const getDataGeneration = (): number => dataGeneration;

/** A deep copy of the current state, safe to JSON.stringify and keep. */
export const getDbSnapshot = (): DbSnapshot => cloneJson(state);

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
const isId = (value: unknown) => isString(value) && isObjectId(value);
/** Absent, or passing `check`. */
const optional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value);

const isRawRoom = (value: unknown) =>
  isRecord(value) &&
  isId(value.id ?? value._id) &&
  isString(value.title) &&
  optional(value.postcode, (postcode) => postcode === null || isString(postcode)) &&
  optional(value.price_per_month, isNumber) &&
  optional(value.price, isNumber) &&
  optional(value.image, isString) &&
  optional(value.languages, (list) => list === null || (Array.isArray(list) && list.every(isString)));

const isApplicationRecord = (value: unknown) =>
  isRecord(value) &&
  isId(value.id) &&
  isString(value.user_email) &&
  isString(value.room_id) &&
  isString(value.applied_at) &&
  APPLICATION_STATUSES.some((status) => status === value.status);

/** Whether a value (for instance, JSON read back from browser storage) is a snapshot this build can load. */
const isDbSnapshot = (value: unknown): value is DbSnapshot =>
  isRecord(value) &&
  value.version === 1 &&
  isRecord(value.users) &&
  Object.values(value.users).every(isString) &&
  Array.isArray(value.rooms) &&
  value.rooms.every(isRawRoom) &&
  Array.isArray(value.applications) &&
  value.applications.every(isApplicationRecord) &&
  Number.isSafeInteger(value.nextId) &&
  (value.nextId as number) >= 0;

/**
 * Replaces the state with a snapshot. Accepts anything so that stale or tampered storage can be passed
 * straight in: an unusable value leaves the state untouched and returns false.
 */
export function loadDbSnapshot(snapshot: unknown): boolean {
  if (!isDbSnapshot(snapshot)) return false;
  state = cloneJson(snapshot);
  dataGeneration += 1;
  notifyChange();
  return true;
}

/** Calls `listener` after every change to the data (including reset and load); returns the unsubscribe. */
export function subscribeToDb(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Simulated server response time for every handler; 0 (the default) answers immediately, as tests want. */
export function setLatency(ms: number): void {
  if (!Number.isFinite(ms) || ms < 0)
    throw new RangeError(`Latency must be a non-negative number of ms, got ${ms}`);
  latencyMs = ms;
}

export const getLatency = (): number => latencyMs;

/** The check bson's ObjectId.is_valid makes on a string: exactly 24 hex digits, either case. */
export const isObjectId = (value: string): boolean => /^[0-9a-f]{24}$/i.test(value);

// MongoDB compares ObjectIds as bytes, so the hex spelling's case does not matter.
const sameObjectId = (a: string | undefined, b: string): boolean =>
  a !== undefined && a.toLowerCase() === b.toLowerCase();

function generateObjectId(): string {
  let id: string;
  do {
    id = `${GENERATED_ID_PREFIX}${state.nextId.toString(16).padStart(24 - GENERATED_ID_PREFIX.length, '0')}`;
    state.nextId += 1;
  } while (
    state.applications.some((application) => application.id === id) ||
    state.rooms.some((room) => roomIdOf(room) === id)
  );
  return id;
}

export const userExists = (email: string): boolean => Object.hasOwn(state.users, email);

/** The stored password, or undefined for an unknown email. */
export const findUserPassword = (email: string): string | undefined =>
  userExists(email) ? state.users[email] : undefined;

/** Adds a user; false (and no change) if the email is already registered. */
export function createUser(email: string, password: string): boolean {
  if (userExists(email)) return false;
  state.users[email] = password;
  notifyChange();
  return true;
}

// Callers of listRooms name the rooms by id, whichever spelling each one uses.
export { roomIdOf };

/** Every room, raw and in storage order (the real backend has no pagination). */
export const listRooms = (): RawRoom[] => cloneJson(state.rooms);

export function findRoom(id: string): RawRoom | undefined {
  const room = state.rooms.find((candidate) => sameObjectId(roomIdOf(candidate), id));
  return room && cloneJson(room);
}

/**
 * Lists a new room, after the others (MongoDB returns documents in insertion order), in the observed
 * deployment's shape, which is what its `POST /rooms/` stores.
 */
export function createRoom(draft: FastApiRoomDraft): FastApiRoom {
  const room = fastApiRoom({ id: generateObjectId(), ...draft });
  state.rooms.push(room);
  notifyChange();
  return cloneJson(room);
}

/** The user's applications in storage order; nobody sees anyone else's. */
export const listApplicationsFor = (email: string): ApplicationRecord[] =>
  cloneJson(state.applications.filter((application) => application.user_email === email));

function findApplication(matches: (application: ApplicationRecord) => boolean) {
  const application = state.applications.find(matches);
  return application && cloneJson(application);
}

/** The user's application with this id; another user's is as invisible as a missing one. */
export const findApplicationFor = (email: string, id: string): ApplicationRecord | undefined =>
  findApplication((candidate) => candidate.user_email === email && sameObjectId(candidate.id, id));

/** The user's application for the room that still blocks a new one, if any. */
export const findActiveApplication = (email: string, roomId: string): ApplicationRecord | undefined =>
  findApplication(
    (candidate) =>
      candidate.user_email === email &&
      sameObjectId(candidate.room_id, roomId) &&
      ACTIVE_APPLICATION_STATUSES.includes(candidate.status),
  );

/**
 * Stores a new application in the observed backend's shape, stamped with the current time as the backend
 * serialises a naive UTC datetime ('2026-11-22T04:09:50.165000': MongoDB keeps milliseconds, so Python's
 * microseconds always end in three zeros).
 */
export function createApplication(userEmail: string, roomId: string): ApplicationRecord {
  const application: ApplicationRecord = {
    id: generateObjectId(),
    user_email: userEmail,
    room_id: roomId.toLowerCase(),
    status: 'applied',
    applied_at: `${new Date().toISOString().slice(0, -1)}000`,
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
