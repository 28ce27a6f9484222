/** What `npm test` enforces: each route's first-load JS + CSS, gzip, in KB (1 KB = 1,000 bytes). */
export declare const ROUTE_BUDGETS_KB: { '/login': number; '/rooms': number };
/** Where the first loads are heading (docs/performance.md). */
export declare const ROUTE_TARGETS_KB: { '/login': number; '/rooms': number };
/** Modules loaded by a dynamic import as a page opens, and the pages that do not (scripts/route-preloads.ts). */
export declare const CALLED_AT_ONCE: { modules: string[]; exceptOn: string[]; beyondLoaderOn: string[] };
/** The build's route preload script: its text, and page -> the files it preloads (scripts/route-preloads.ts). */
export declare function builtRoutePreloads(dir: string): { script: string; routes: Record<string, string[]> };
