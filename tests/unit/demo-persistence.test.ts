import { createRoom, createUser, listRooms, resetDb, userExists } from '@mocks/db';
import { DEMO_DB_STORAGE_KEY, persistDemoDb } from '@mocks/demo-persistence';
import { createSafeStorage } from '@/lib/safe-storage';

describe('demo database persistence', () => {
  it('saves every change and restores it after a reload', () => {
    const stop = persistDemoDb(createSafeStorage());
    createUser('kept@uni.test', 'secret123');
    stop();
    expect(localStorage.getItem(DEMO_DB_STORAGE_KEY)).toContain('kept@uni.test');

    resetDb(); // what a reload does to the in-memory database
    expect(userExists('kept@uni.test')).toBe(false);
    persistDemoDb(createSafeStorage())();
    expect(userExists('kept@uni.test')).toBe(true);
  });

  it('keeps a room listed in the demo across a reload', () => {
    const stop = persistDemoDb(createSafeStorage());
    const room = createRoom({
      title: 'Studio in Jesmond, Newcastle',
      description: null,
      address: '3 Osborne Road, Jesmond, Newcastle',
      price_per_month: 610,
      postcode: 'NE2 2AA',
    });
    stop();
    resetDb();
    expect(listRooms()).not.toContainEqual(room);
    persistDemoDb(createSafeStorage())();
    expect(listRooms().at(-1)).toEqual(room);
  });

  it('ignores a corrupt saved database', () => {
    localStorage.setItem(DEMO_DB_STORAGE_KEY, '{not json');
    expect(() => persistDemoDb(createSafeStorage())()).not.toThrow();
    expect(localStorage.getItem(DEMO_DB_STORAGE_KEY)).toBeNull();
  });
});
