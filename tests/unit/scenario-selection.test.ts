import {
  chooseScenario,
  generatedRooms,
  MANY_ROOMS_COUNT,
  reviewApplications,
  SCENARIO_NAMES,
  SCENARIO_STORAGE_KEY,
  scenarios,
  toBackendApplication,
  toBackendRoom,
  withoutScenarioParam,
  type ScenarioStorage,
} from '@mocks/scenarios';
import type { ApplicationRecord } from '@mocks/db';
import { seedApplications, seedRooms } from '@mocks/seed';

/** A tab's sessionStorage: it survives reloads, which here means calling chooseScenario again. */
function memoryStorage(
  initial: Record<string, string> = {},
): ScenarioStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const brokenStorage: ScenarioStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

describe('choosing a scenario', () => {
  it('uses default when nothing asks for another', () => {
    const warn = vi.fn();
    expect(chooseScenario({ search: '', storage: memoryStorage(), envScenario: undefined, warn })).toEqual({
      name: 'default',
      source: 'default',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('takes ?scenario= over VITE_MOCK_SCENARIO', () => {
    const storage = memoryStorage();
    expect(chooseScenario({ search: '?scenario=empty', storage, envScenario: 'slow' })).toEqual({
      name: 'empty',
      source: 'url',
    });
  });

  it('falls back to VITE_MOCK_SCENARIO without a URL choice', () => {
    expect(chooseScenario({ search: '?other=1', storage: memoryStorage(), envScenario: ' flaky ' })).toEqual({
      name: 'flaky',
      source: 'env',
    });
  });

  it('remembers the URL choice across reloads and navigation until it is changed', () => {
    const storage = memoryStorage();
    chooseScenario({ search: '?scenario=reviewed', storage, envScenario: 'slow' });
    expect(storage.data.get(SCENARIO_STORAGE_KEY)).toBe('reviewed');

    // The reload: the parameter is gone from the URL, the choice is not, and it still beats the env.
    expect(chooseScenario({ search: '', storage, envScenario: 'slow' })).toEqual({
      name: 'reviewed',
      source: 'storage',
    });

    expect(chooseScenario({ search: '?scenario=rooms-error', storage, envScenario: undefined }).name).toBe(
      'rooms-error',
    );
    expect(chooseScenario({ search: '', storage, envScenario: undefined }).name).toBe('rooms-error');
  });

  it('forgets the remembered choice on ?scenario=default, even when the env names another', () => {
    const storage = memoryStorage({ [SCENARIO_STORAGE_KEY]: 'empty' });
    expect(chooseScenario({ search: '?scenario=default', storage, envScenario: 'slow' })).toEqual({
      name: 'default',
      source: 'url',
    });
    expect(storage.data.has(SCENARIO_STORAGE_KEY)).toBe(false);
    expect(chooseScenario({ search: '', storage, envScenario: 'slow' }).name).toBe('slow');
  });

  it('falls back to default with a warning for an unknown name in the URL', () => {
    const storage = memoryStorage({ [SCENARIO_STORAGE_KEY]: 'empty' });
    const warn = vi.fn();
    expect(chooseScenario({ search: '?scenario=chaos-monkey', storage, envScenario: 'slow', warn })).toEqual({
      name: 'default',
      source: 'url',
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unknown scenario "chaos-monkey"'));
    expect(storage.data.has(SCENARIO_STORAGE_KEY)).toBe(false);
  });

  it('falls back to default with a warning for an unknown VITE_MOCK_SCENARIO', () => {
    const warn = vi.fn();
    expect(chooseScenario({ search: '', storage: memoryStorage(), envScenario: 'nope', warn }).name).toBe(
      'default',
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('VITE_MOCK_SCENARIO "nope"'));
  });

  it('drops a tampered remembered value and carries on', () => {
    const storage = memoryStorage({ [SCENARIO_STORAGE_KEY]: '<script>' });
    expect(chooseScenario({ search: '', storage, envScenario: 'empty' })).toEqual({
      name: 'empty',
      source: 'env',
    });
    expect(storage.data.has(SCENARIO_STORAGE_KEY)).toBe(false);
  });

  it('still honours the URL when storage throws or is missing', () => {
    expect(
      chooseScenario({ search: '?scenario=slow', storage: brokenStorage, envScenario: undefined }),
    ).toEqual({ name: 'slow', source: 'url' });
    expect(chooseScenario({ search: '', storage: brokenStorage, envScenario: undefined }).name).toBe(
      'default',
    );
    expect(
      chooseScenario({ search: '?scenario=flaky', storage: undefined, envScenario: undefined }).name,
    ).toBe('flaky');
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
      ]),
    );
  });
});

describe('many-rooms data', () => {
  it('generates the same 5,000 rooms every time, with unique valid ObjectIds', () => {
    const { rooms } = generatedRooms();
    expect(rooms).toHaveLength(MANY_ROOMS_COUNT);
    const ids = rooms.map((room) => room.id ?? ('_id' in room ? room._id : undefined));
    expect(ids.every((id) => typeof id === 'string' && /^[0-9a-f]{24}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(MANY_ROOMS_COUNT);
    const seededIds = new Set(seedRooms.map((room) => room.id ?? ('_id' in room ? room._id : '')));
    expect(ids.some((id) => seededIds.has(id ?? ''))).toBe(false);
    expect(JSON.stringify(generatedRooms().rooms.slice(0, 50))).toBe(JSON.stringify(rooms.slice(0, 50)));
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

describe('shape and review transforms', () => {
  it('turns every room into the observed backend shape', () => {
    for (const room of seedRooms) {
      const backend = toBackendRoom(room);
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
    expect(Object.keys(toBackendApplication(withExtras as ApplicationRecord)).sort()).toEqual([
      'applied_at',
      'id',
      'room_id',
      'status',
      'user_email',
    ]);
  });

  it('reviews open applications alternately as rejected and accepted, leaving the rest alone', () => {
    const base = seedApplications[0] as ApplicationRecord;
    const input: ApplicationRecord[] = [
      { ...base, id: 'a', status: 'applied' },
      { ...base, id: 'b', status: 'cancelled' },
      { ...base, id: 'c', status: 'pending' },
      { ...base, id: 'd', status: 'accepted' },
      { ...base, id: 'e', status: 'applied' },
    ];
    expect(reviewApplications(input).map((application) => application.status)).toEqual([
      'rejected',
      'cancelled',
      'accepted',
      'accepted',
      'rejected',
    ]);
  });
});
