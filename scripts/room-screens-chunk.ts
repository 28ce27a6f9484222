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

/** A chunking group's name function: `name` for the modules `starts` add to the entry's. */
function chunkBeyondEntry(root: string, starts: readonly string[], name: string) {
  const entry = resolve(root, 'src/main.tsx');
  const startFiles = starts.map((start) => resolve(root, start));
  let members: Set<string> | null = null;
  return (id: string, graph: ModuleGraph): string | null => {
    if (!members) {
      const inEntry = staticClosure(graph, entry);
      const reached = startFiles.flatMap((start) => [...staticClosure(graph, start)]);
      members = new Set(reached.filter((member) => !inEntry.has(member)));
    }
    return members.has(id) ? name : null;
  };
}

/** 'room-screens': the modules Room Listings adds to the entry's. */
export const roomScreensChunk = (root: string) =>
  chunkBeyondEntry(root, ['src/screens/rooms/rooms-browser.tsx'], 'room-screens');

/**
 * 'signed-in': what a signed-in user's pages load in an idle moment (src/app/signed-in.tsx), with the saved
 * searches' hooks it shares with the Save search dialog and the Saved searches page. Left to itself the
 * bundler made three chunks of it (three requests, each with its own import list). It comes before
 * 'room-screens': a module both reach goes here, out of Room Listings' first load.
 */
export const signedInChunk = (root: string) => chunkBeyondEntry(root, ['src/app/signed-in.tsx'], 'signed-in');
