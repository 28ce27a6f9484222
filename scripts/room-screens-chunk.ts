// One chunk for what Room Listings needs beyond the entry (docs/performance.md#first-load-size). Without it,
// the bundler cuts the room cards' modules into a chunk per set of screens sharing them (Room Listings, Home,
// Your Shortlist, Compare Rooms, Your Applications), and /rooms paid in chunk overhead for screens it
// never shows. Your Shortlist and Compare Rooms load this chunk too: they show the same cards.
import { resolve } from 'node:path';

export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Everything reachable from `starts` along `next`: a module's static imports, a chunk's imported chunks. */
export function closure(starts: readonly string[], next: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...next(id));
  }
  return seen;
}

export function staticClosure(graph: ModuleGraph, start: string): Set<string> {
  return closure([start], (id) => graph.getModuleInfo(id)?.importedIds ?? []);
}

/**
 * A chunking group's name function: `name` for the modules `starts` add to the entry's, and for the modules
 * `alsoMatching` names (a route's lazy half, a package loaded with `import()`), whoever else imports them.
 */
function chunkBeyondEntry(
  root: string,
  starts: readonly string[],
  name: string,
  alsoMatching: readonly RegExp[] = [],
) {
  const entry = resolve(root, 'src/main.tsx');
  const startFiles = starts.map((start) => resolve(root, start));
  let members: Set<string> | null = null;
  return (id: string, graph: ModuleGraph): string | null => {
    if (!members) {
      const inEntry = staticClosure(graph, entry);
      const reached = startFiles.flatMap((start) => [...staticClosure(graph, start)]);
      members = new Set(reached.filter((member) => !inEntry.has(member)));
    }
    return members.has(id) || alsoMatching.some((pattern) => pattern.test(id)) ? name : null;
  };
}

/** The lazy half of a route file (its component, split off by the router's plugin). */
export const routeComponent = (route: string) =>
  new RegExp(`[\\\\/]src[\\\\/]routes[\\\\/]${route.replace(/\//g, '[\\\\/]')}\\.tsx\\?tsr-split=`);

/** 'room-screens': the modules Room Listings adds to the entry's, its route's component among them. */
export const roomScreensChunk = (root: string) =>
  chunkBeyondEntry(root, ['src/screens/rooms/rooms-screen.tsx'], 'room-screens', [
    routeComponent('_authenticated/rooms'),
  ]);

/**
 * 'query-cache-persister': the saved query cache's code (src/app/query-persistence.ts), with the lock and the
 * IndexedDB helper it shares with the saved searches. A signed-in page loads all three at once, and the
 * bundler had made a file of each: three requests, where the saved searches load later and find them there.
 */
export const queryCachePersisterChunk = (root: string) =>
  chunkBeyondEntry(root, ['src/app/query-cache-persister.ts'], 'query-cache-persister', [
    /[\\/]node_modules[\\/]idb-keyval[\\/]/,
    // The entry reaches it without calling it (scripts/startup-chunk.ts): it is this chunk's to carry.
    /[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]hydration\.js$/,
  ]);

/**
 * 'register-app-shell-worker': the worker's registration, with the messages it shares with the room alerts'
 * delivery. Every first load registers the worker; few deliver an alert.
 */
export const registerAppShellWorkerChunk = (root: string) =>
  chunkBeyondEntry(root, ['src/app/register-app-shell-worker.ts'], 'register-app-shell-worker');

/**
 * 'signed-in': what a signed-in user's pages load in an idle moment (src/app/signed-in.tsx), with the saved
 * searches' hooks it shares with the Save search dialog and the Saved searches page. Left to itself the
 * bundler made three chunks of it (three requests, each with its own import list). It comes before
 * 'room-screens': a module both reach goes here, out of Room Listings' first load.
 */
export const signedInChunk = (root: string) => chunkBeyondEntry(root, ['src/app/signed-in.tsx'], 'signed-in');
