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

/** A chunking group's name function: 'room-screens' for the modules Room Listings adds to the entry's. */
export function roomScreensChunk(root: string) {
  const entry = resolve(root, 'src/main.tsx');
  const roomsBrowser = resolve(root, 'src/screens/rooms/rooms-browser.tsx');
  let members: Set<string> | null = null;
  return (id: string, graph: ModuleGraph): string | null => {
    if (!members) {
      const inEntry = staticClosure(graph, entry);
      members = new Set([...staticClosure(graph, roomsBrowser)].filter((member) => !inEntry.has(member)));
    }
    return members.has(id) ? 'room-screens' : null;
  };
}
