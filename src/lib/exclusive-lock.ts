/** Runs a job while holding a named lock; resolves or rejects with the job. */
export type ExclusiveLock = <T>(job: () => Promise<T>) => Promise<T>;

/** Where the Web Locks API is missing (older browsers, jsdom), locks only order the jobs of this page. */
const pageLocks = new Map<string, Promise<unknown>>();

function withPageLock<T>(name: string, job: () => Promise<T>): Promise<T> {
  const previous = pageLocks.get(name) ?? Promise.resolve();
  const run = previous.then(job);
  // The chain goes on whatever the job did; the caller still sees its rejection.
  pageLocks.set(
    name,
    run.catch(() => undefined),
  );
  return run;
}

/**
 * Runs `job` holding the lock `name`, shared by every tab of this origin through the Web Locks API, so two
 * tabs writing the same stored data take turns (docs/offline.md#saved-data).
 */
export function withExclusiveLock<T>(name: string, job: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return withPageLock(name, job);
  return locks.request(name, { mode: 'exclusive' }, job);
}
