// One chunk for everything the entry imports (docs/performance.md#route-preloads). Left alone, the bundler
// cuts each module that a lazy route shares with the entry into a small chunk of its own: a dozen files on
// every first load. A browser opens at most six connections to a server over HTTP/1.1, so on a phone each
// extra file can wait a round trip for a free one, and each costs its own headers and compresses alone.
import { resolve } from 'node:path';
import { routeComponent, staticClosure, type ModuleGraph } from './room-screens-chunk.ts';

const SIGNED_IN_LAYOUT = routeComponent('_authenticated');

/**
 * Modules the entry reaches only through a package's index, which re-exports everything, but never calls.
 * Grouped into the startup chunk, their code would ride on every first load; left out, each goes with the
 * lazy code that calls it:
 * - TanStack Query's hydration, which only the saved query cache's own chunk uses (src/app/saved-query-cache.ts);
 * - `useQueries` and its observer, which only the map's places and Compare Rooms' facts use;
 * - `useMutation`, which only the Login and Register forms use (Apply and Cancel make their observer on demand).
 * Should the entry's own code start calling one, the size check would show its chunk on every first load.
 */
const REACHED_BUT_UNUSED = [
  /[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/](hydration|queriesObserver)\.js$/,
  /[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/](useQueries|useMutation)\.js$/,
];

/** A chunking group's name function: 'startup' for the entry and every module it needs before it runs. */
export function startupChunk(root: string) {
  const entry = resolve(root, 'src/main.tsx');
  let members: Set<string> | null = null;
  return (id: string, graph: ModuleGraph): string | null => {
    members ??= staticClosure(graph, entry);
    if (REACHED_BUT_UNUSED.some((pattern) => pattern.test(id))) return null;
    // The entry module too: the page then asks for this chunk as its entry, one request where a separate
    // entry file of 1.3 KB was another. The signed-in pages' layout is a few lines that every signed-in page
    // needs: a request of its own cost more than its code.
    return members.has(id) || SIGNED_IN_LAYOUT.test(id) ? 'startup' : null;
  };
}
