// Compile hints (docs/performance.md#compile-hints): the code a page runs as soon as it arrives is marked
// for V8 to compile whole, while it downloads, instead of function by function on the main thread as each is
// first called. On a phone that first-call compiling sat between the last byte and the first room card.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { entryClosureOf, routePreloadsOf, type RoutePreloadOptions } from './route-preloads.ts';

/** V8's explicit compile hint for a whole file; browsers without it read a comment. */
export const COMPILE_WHOLE_FILE = '//# allFunctionsCalledOnLoad';

/**
 * The chunks whose code runs as soon as it arrives: the entry and what it imports, each route's own chunks
 * with theirs (a route's code loads when its page opens, and renders it at once), and the API client that
 * pages call as they open. Code loaded later on first use (the toaster, the virtual grid, the saved searches'
 * idle work) is left to compile lazily.
 */
export function chunksRunOnArrival(
  bundle: Rolldown.OutputBundle,
  calledAtOnce?: RoutePreloadOptions['calledAtOnce'],
): string[] {
  const entry = entryClosureOf(bundle);
  const routes = Object.values(routePreloadsOf(bundle, '', { calledAtOnce })).flat();
  return [...new Set([...entry, ...routes])].filter((file) => file.endsWith('.js')).sort();
}

/**
 * Puts the compile hint at the top of every chunk that runs on arrival, once the files are written: the
 * minifier drops comments, and Vite's last rewrite of chunks with dynamic imports starts from its own copy.
 */
export function compileHints(calledAtOnce?: RoutePreloadOptions['calledAtOnce']): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    async writeBundle({ dir }, bundle) {
      if (!dir) throw new Error('compile-hints: the build has no output folder');
      for (const file of chunksRunOnArrival(bundle, calledAtOnce)) {
        const chunk = bundle[file];
        if (chunk?.type !== 'chunk') continue;
        await writeFile(join(dir, file), `${COMPILE_WHOLE_FILE}\n${chunk.code}`);
        // One more line at the top: the source map's lines move down by one.
        if (chunk.map && chunk.sourcemapFileName) {
          const map = { ...chunk.map, mappings: `;${chunk.map.mappings}` };
          await writeFile(join(dir, chunk.sourcemapFileName), JSON.stringify(map));
        }
      }
    },
  };
}
