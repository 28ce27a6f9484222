import { getDbSnapshot, loadDbSnapshot, subscribeToDb } from './db';

/** Where the demo keeps its mock database, so users and applications survive a reload. */
export const DEMO_DB_STORAGE_KEY = 'student-rooms:mock-db';

/**
 * Restores the demo database from localStorage and saves it after every change. Storage failures
 * (private mode, full quota) only cost persistence: the demo keeps running in memory.
 */
export function persistDemoDb(storage: Storage | undefined = safeLocalStorage()): () => void {
  if (!storage) return () => undefined;
  try {
    const saved = storage.getItem(DEMO_DB_STORAGE_KEY);
    if (saved) loadDbSnapshot(JSON.parse(saved));
  } catch {
    storage.removeItem(DEMO_DB_STORAGE_KEY);
  }
  return subscribeToDb(() => {
    try {
      storage.setItem(DEMO_DB_STORAGE_KEY, JSON.stringify(getDbSnapshot()));
    } catch {
      // Quota or privacy mode: keep going without persistence.
    }
  });
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
