import { createUser, resetDb, userExists } from '@mocks/db';
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

  it('ignores a corrupt saved database', () => {
    localStorage.setItem(DEMO_DB_STORAGE_KEY, '{not json');
    expect(() => persistDemoDb(createSafeStorage())()).not.toThrow();
    expect(localStorage.getItem(DEMO_DB_STORAGE_KEY)).toBeNull();
  });
});
