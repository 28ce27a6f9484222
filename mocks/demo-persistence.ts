import { createSafeStorage, type KeyValueStorage } from '@/lib/safe-storage';
import { getDbSnapshot, loadDbSnapshot, subscribeToDb } from './db';

/** Where the demo keeps its mock database, so users and applications survive a reload. */
export const DEMO_DB_STORAGE_KEY = 'student-rooms:mock-db';

/**
 * Restores the demo database from storage and saves it after every change. A storage that fails (private
 * mode, a full quota) only costs persistence: the demo keeps running in memory.
 */
export function persistDemoDb(storage: KeyValueStorage = createSafeStorage()): () => void {
  const saved = storage.get(DEMO_DB_STORAGE_KEY);
  try {
    if (saved) loadDbSnapshot(JSON.parse(saved));
  } catch {
    storage.remove(DEMO_DB_STORAGE_KEY);
  }
  return subscribeToDb(() => storage.set(DEMO_DB_STORAGE_KEY, JSON.stringify(getDbSnapshot())));
}
