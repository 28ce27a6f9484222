import {
  chooseScenario,
  generatedRooms,
  MANY_ROOMS_COUNT,
  TEN_THOUSAND_ROOMS_COUNT,
  reviewApplications,
  SCENARIO_CALLS_STORAGE_KEY,
  SCENARIO_NAMES,
  SCENARIO_STORAGE_KEY,
  scenarios,
  toFastApiApplication,
  withoutScenarioParam,
  type ScenarioChoice,
  type ScenarioName,
} from '@mocks/scenarios';
import type { ApplicationRecord } from '@mocks/db';
import { NEW_ROOMS_PER_REFETCH, newRoomsAtCall } from '@mocks/new-rooms';
import { toFastApiRoom } from '@mocks/raw-rooms';
import { seedApplications, seedRooms } from '@mocks/seed';
import { createSafeStorage } from '@/lib/safe-storage';

/** A tab's sessionStorage: it survives reloads, which here means calling chooseScenario again. */
function tabStorage(remembered?: string) {
  const data = new Map(remembered === undefined ? [] : [[SCENARIO_STORAGE_KEY, remembered]]);
  const storage = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  } as Storage;
  // Each call is a page load, with a fresh wrapper around the same storage.
  const choose = (search: string, envScenario?: string, warn = vi.fn()) =>
    chooseScenario({ search, storage: createSafeStorage(() => storage), envScenario, warn });
  return { choose, remembered: () => data.get(SCENARIO_STORAGE_KEY) };
}

const denied = () => {
  throw new DOMException('denied', 'SecurityError');
};

type PageLoad = [
  search: string,
  remembered: string | undefined,
  env: string | undefined,
  name: ScenarioName,
  source: ScenarioChoice['source'],
  rememberedAfter: string | undefined,
  warning?: string,
];

describe('choosing a scenario', () => {
  it.each<PageLoad>([
    ['', undefined, undefined, 'default', 'default', undefined],
    ['?scenario=empty', undefined, 'slow', 'empty', 'url', 'empty'],
    ['?other=1', undefined, ' flaky ', 'flaky', 'env', undefined],
    ['', 'reviewed', 'slow', 'reviewed', 'storage', 'reviewed'],
    ['?scenario=default', 'empty', 'slow', 'default', 'url', undefined],
    ['?scenario=chaos', 'empty', 'slow', 'default', 'url', undefined, 'Unknown scenario "chaos"'],
    ['', undefined, 'nope', 'default', 'default', undefined, 'VITE_MOCK_SCENARIO "nope"'],
    // A tampered remembered value is dropped.
    ['', '<script>', 'empty', 'empty', 'env', undefined],
  ])('%j with %j remembered and env %j: %s from %s', (search, stored, env, name, source, after, warning) => {
    const tab = tabStorage(stored);
    const warn = vi.fn();
    expect(tab.choose(search, env, warn)).toEqual({ name, source });
    expect(tab.remembered()).toBe(after);
    if (warning) expect(warn).toHaveBeenCalledWith(expect.stringContaining(warning));
    else expect(warn).not.toHaveBeenCalled();
  });

  it("starts the remembered scenario's counts again when a scenario is chosen in the URL", () => {
    const storage = createSafeStorage(() => undefined);
    storage.set(SCENARIO_CALLS_STORAGE_KEY, '5');
    chooseScenario({ search: '', storage, envScenario: undefined });
    expect(storage.get(SCENARIO_CALLS_STORAGE_KEY)).toBe('5');
    chooseScenario({ search: '?scenario=new-rooms', storage, envScenario: undefined });
    expect(storage.get(SCENARIO_CALLS_STORAGE_KEY)).toBeNull();
  });

  it('remembers the URL choice across reloads and navigation until it is changed', () => {
    const tab = tabStorage();
    tab.choose('?scenario=reviewed', 'slow');
    // The reload: the parameter is gone from the URL, the choice is not, and it still beats the env.
    expect(tab.choose('', 'slow')).toEqual({ name: 'reviewed', source: 'storage' });
    expect(tab.choose('?scenario=rooms-error').name).toBe('rooms-error');
    expect(tab.choose('').name).toBe('rooms-error');
    // ?scenario=default forgets it, so the env applies again.
    tab.choose('?scenario=default', 'slow');
    expect(tab.choose('', 'slow').name).toBe('slow');
  });

  it('still honours the URL when storage throws or is missing', () => {
    const broken = { getItem: denied, setItem: denied, removeItem: denied } as unknown as Storage;
    const choose = (search: string, resolve: () => Storage | undefined) =>
      chooseScenario({ search, storage: createSafeStorage(resolve), envScenario: undefined });
    expect(choose('?scenario=slow', () => broken)).toEqual({ name: 'slow', source: 'url' });
    expect(choose('', () => broken).name).toBe('default');
    expect(choose('?scenario=flaky', () => undefined).name).toBe('flaky');
    expect(choose('?scenario=flaky', denied).name).toBe('flaky');
  });

  it('takes the parameter out of the address and keeps the rest', () => {
    expect(withoutScenarioParam('http://app.test/rooms?location=leeds&scenario=empty#top')).toBe(
      'http://app.test/rooms?location=leeds#top',
    );
    expect(withoutScenarioParam('http://app.test/rooms?location=leeds')).toBe(
      'http://app.test/rooms?location=leeds',
    );
  });
});

describe('the scenario catalogue', () => {
  it('describes every scenario in one line, once, with a kebab-case name', () => {
    expect(scenarios.map((scenario) => scenario.name)).toEqual([...SCENARIO_NAMES]);
    expect(new Set(SCENARIO_NAMES).size).toBe(SCENARIO_NAMES.length);
    for (const scenario of scenarios) {
      expect(scenario.name).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      expect(scenario.description.trim()).not.toBe('');
      expect(scenario.description).not.toContain('\n');
    }
  });

  it('has the scenarios QA asked for', () => {
    expect(SCENARIO_NAMES).toEqual(
      expect.arrayContaining([
        'default',
        'empty',
        'many-rooms',
        'ten-thousand-rooms',
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
        'new-rooms',
      ]),
    );
  });
});

const idOf = (room: (typeof seedRooms)[number]) => room.id ?? ('_id' in room ? room._id : undefined);

describe('many-rooms data', () => {
  it('generates the same 5,000 rooms every time, with unique valid ObjectIds', () => {
    const { rooms } = generatedRooms();
    expect(rooms).toHaveLength(MANY_ROOMS_COUNT);
    const ids = rooms.map(idOf);
    expect(ids.every((id) => typeof id === 'string' && /^[0-9a-f]{24}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(MANY_ROOMS_COUNT);
    const seededIds = new Set(seedRooms.map(idOf));
    expect(ids.some((id) => seededIds.has(id))).toBe(false);
    expect(JSON.stringify(generatedRooms().rooms.slice(0, 50))).toBe(JSON.stringify(rooms.slice(0, 50)));
  });

  it('serves 10,000 rooms for ten-thousand-rooms, the 5,000 of many-rooms first', () => {
    const many = generatedRooms(MANY_ROOMS_COUNT).rooms;
    const tenThousand = generatedRooms(TEN_THOUSAND_ROOMS_COUNT).rooms;
    expect(tenThousand).toHaveLength(10_000);
    expect(new Set(tenThousand.map(idOf)).size).toBe(10_000);
    expect(JSON.stringify(tenThousand.slice(0, MANY_ROOMS_COUNT))).toBe(JSON.stringify(many));
    expect(generatedRooms(MANY_ROOMS_COUNT).rooms).toHaveLength(MANY_ROOMS_COUNT);
  });

  it('mixes every shape the deployments send', () => {
    const { rooms } = generatedRooms();
    expect(rooms.some((room) => 'address' in room)).toBe(true);
    expect(rooms.some((room) => '_id' in room)).toBe(true);
    expect(rooms.some((room) => 'price' in room && !('price_per_month' in room))).toBe(true);
    expect(rooms.some((room) => 'languages' in room && room.languages === null)).toBe(true);
    expect(rooms.some((room) => 'image' in room)).toBe(true);
    expect(rooms.some((room) => room.postcode === null)).toBe(true);
  });
});

describe('new-rooms data', () => {
  it('lists none at the first call, then two more at each call, the earlier ones unchanged', () => {
    expect(NEW_ROOMS_PER_REFETCH).toBe(2);
    expect(newRoomsAtCall(1)).toEqual([]);
    const second = newRoomsAtCall(2);
    const fourth = newRoomsAtCall(4);
    expect(second).toHaveLength(2);
    expect(newRoomsAtCall(3)).toHaveLength(4);
    expect(fourth).toHaveLength(6);
    expect(fourth.slice(0, 2)).toEqual(second);
    expect(newRoomsAtCall(4)).toEqual(fourth);
  });

  it('gives them unique valid ids that no seeded or generated room uses', () => {
    const ids = newRoomsAtCall(60).map((room) => room.id);
    expect(ids.every((id) => /^[0-9a-f]{24}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const taken = new Set([
      ...seedRooms.map(idOf),
      ...generatedRooms(TEN_THOUSAND_ROOMS_COUNT).rooms.map(idOf),
    ]);
    expect(ids.some((id) => taken.has(id))).toBe(false);
  });

  it('makes realistic rooms in the observed backend shape', () => {
    for (const room of newRoomsAtCall(30)) {
      expect(Object.keys(room)).toEqual([
        'id',
        'title',
        'description',
        'address',
        'price_per_month',
        'postcode',
      ]);
      expect(room.title).toMatch(/^(Double|Ensuite|Single|Attic) room in [\w ]+, [\w ]+$|^Studio in /);
      const city = room.title.split(', ').at(-1) ?? '';
      expect(room.address.endsWith(city)).toBe(true);
      expect(room.price_per_month).toBeGreaterThanOrEqual(450);
      expect(room.price_per_month).toBeLessThanOrEqual(1000);
      expect(room.postcode).toMatch(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/);
    }
  });
});

describe('shape and review transforms', () => {
  it('turns every room into the observed backend shape', () => {
    for (const room of seedRooms) {
      const backend = toFastApiRoom(room);
      expect(Object.keys(backend).sort()).toEqual(
        ['address', 'description', 'id', 'postcode', 'price_per_month', 'title'].sort(),
      );
      expect(backend.id).toMatch(/^[0-9a-f]{24}$/);
      expect(typeof backend.price_per_month).toBe('number');
    }
  });

  it('keeps only the five fields the backend sends for an application', () => {
    const withExtras = seedApplications.find((application) => application.room !== undefined);
    expect(withExtras).toBeDefined();
    expect(Object.keys(toFastApiApplication(withExtras as ApplicationRecord)).sort()).toEqual([
      'applied_at',
      'id',
      'room_id',
      'status',
      'user_email',
    ]);
  });

  it('reviews open applications alternately as rejected and accepted, leaving the rest alone', () => {
    const base = seedApplications[0] as ApplicationRecord;
    const statuses = ['applied', 'cancelled', 'pending', 'accepted', 'applied'] as const;
    const input = statuses.map((status, index) => ({ ...base, id: String(index), status }));
    expect(reviewApplications(input).map((application) => application.status)).toEqual([
      'rejected',
      'cancelled',
      'accepted',
      'accepted',
      'rejected',
    ]);
  });
});
