// The page's route code starts with the entry, not after it (docs/performance.md#route-preloads). The router
// asks for a route's chunks only once the entry has downloaded and run; on a phone that is a second round
// trip after the largest file. This build step writes a small script, loaded by index.html before the first
// paint with the first-paint scripts it includes, that looks at the address and asks for that route's chunks
// at once (modulepreload), so they download alongside the entry. Only the current route's: a page never
// downloads another page's code up front.
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { minifySync } from 'rolldown/experimental';
import type { Plugin, Rolldown } from 'vite';
import { closure } from './room-screens-chunk.ts';

type OutputBundle = Rolldown.OutputBundle;

/** The script's data, JSON on a line of its own: `var routes = {…};` and `var calls = […].filter(`. */
const DATA_LITERAL = /(var (?:routes|calls) = )(\{.*?\}|\[.*?\])(;|\.filter\()/g;

/**
 * Minified like the chunks: on every first load, the script's comments and spaces were a third of its bytes.
 * Its data stays JSON, which the size check and the tests read back.
 */
function minifyKeepingData(source: string, fail: (message: string) => never): string {
  const data: string[] = [];
  const placeholder = (index: number) => `__ROUTE_PRELOAD_DATA_${index}__`;
  const withPlaceholders = source.replace(
    DATA_LITERAL,
    (_match, head: string, json: string, tail: string) => {
      data.push(json);
      return `${head}${placeholder(data.length - 1)}${tail}`;
    },
  );
  const { code, errors } = minifySync('route-preload.js', withPlaceholders, {
    compress: false,
    mangle: true,
  });
  if (errors.length > 0) fail(`The route preload script does not minify: ${errors[0]?.message ?? ''}`);
  return data.reduce((minified, json, index) => {
    if (!minified.includes(placeholder(index))) fail('The route preload script lost its data in minifying');
    return minified.replace(placeholder(index), () => json);
  }, code);
}
type OutputChunk = Rolldown.OutputChunk;

/** The URL path of a route file (src/routes/…) and whether it is a layout that covers its children. */
function routePath(file: string): string {
  const segments = file
    .replace(/\.tsx?$/, '')
    .split('/')
    // `_name` segments are pathless layouts; `index` is the folder's own page.
    .filter((segment) => !segment.startsWith('_') && segment !== 'index');
  return `/${segments.join('/')}`;
}

const ROUTE_SPLIT = /\/src\/routes\/(.+?\.tsx?)\?tsr-split=/;

/**
 * The pages whose route loader asks for `what` as it opens (src/app/route-loaders.ts: a loader's name says what
 * it asks for, `prefetchRoomList`, `prefetchRoomListAndApplications`), read from the route files so that a new
 * such page is covered without a list to keep up to date.
 */
export function pagesLoading(what: 'RoomList' | 'Applications', routesDir: string): string[] {
  return readdirSync(routesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .filter((file) => {
      const loader = readFileSync(join(routesDir, file), 'utf8').match(/\bloader:\s*(prefetch\w+)/)?.[1];
      return loader?.includes(what) === true;
    })
    .map((file) => routePath(file.split(sep).join('/')))
    .sort();
}

/**
 * Path -> files to preload, from the bundle: each route file's split chunks, those of the pathless layouts
 * above it, and what they import, less what the entry already loads. Exported for its test.
 */
export interface RoutePreloadOptions {
  /**
   * Modules loaded by a dynamic import that a page calls at once (the API client), with the pages that do
   * not: every other page preloads them too.
   */
  calledAtOnce?: { modules: string[]; exceptOn: string[]; beyondLoaderOn?: string[] };
  /** Requests the script starts itself (docs/performance.md#early-requests); real-backend builds only. */
  earlyRequests?: EarlyRequestOptions;
  /** The text the script lays out while the page waits for its code (docs/performance.md#font-warm-up). */
  fontWarmUp?: FontWarmUpOptions;
}

export interface FontWarmUpOptions {
  /** The app's font-family (src/config/design-tokens.ts). */
  family: string;
  /** Each weight and size of text on a page's first screen. */
  styles: readonly { weight: number; size: string }[];
  /** Text in each interface language by its code (its own name), so that its script's fonts are found too. */
  samples: Record<string, string>;
}

export interface EarlyRequestOptions {
  /** The property of `window` the requests are handed over in (src/lib/early-requests.ts). */
  globalName: string;
  /** The runtime config's path and the app's time limit for it (src/config/runtime-config.ts). */
  configPath: string;
  configTimeoutMs: number;
  /** The build's API URL, used when the runtime config names none, and the client's time limit. */
  defaultApiUrl: string;
  apiTimeoutMs: number;
  /** The localStorage key of the session's token: the API is asked for nothing without a session. */
  sessionTokenKey: string;
  /** What goes between a call's key and the token it carried (src/lib/early-requests.ts). */
  tokenSeparator: string;
  /** The API calls pages make as they open. */
  calls: EarlyApiCall[];
}

export interface EarlyApiCall {
  /** Its path on the API. */
  path: string;
  /** The key the app takes its request over by; with the token after it when it carries one. */
  key: string;
  /** Whether it carries the session's token (src/lib/bearer-token.ts). */
  withToken: boolean;
  /** The pages whose route makes it as they open. */
  pages: string[];
}

/** The pages on which the script starts an API call. */
export const pagesWithEarlyCalls = ({ calls }: EarlyRequestOptions): string[] => [
  ...new Set(calls.flatMap((call) => call.pages)),
];

/** The bundle's chunks, and how to follow a chunk's static imports by file name. */
function chunkGraphOf(bundle: OutputBundle) {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  return { chunks, importsOf: (file: string) => byFile.get(file)?.imports ?? [] };
}

/**
 * The chunks index.html runs as modules. When the entry module is grouped into a larger chunk
 * (scripts/startup-chunk.ts), Vite drops the entry chunk, which only imported it, and the page runs the
 * larger chunk instead: no chunk in the bundle is marked as the entry any more.
 */
function pageModuleScripts(bundle: OutputBundle): string[] {
  const html = bundle['index.html'];
  if (html?.type !== 'asset') return [];
  const scripts = String(html.source).matchAll(
    /<script type="module"[^>]*\ssrc="[^"]*?\/(assets\/[^"/]+\.js)"/g,
  );
  return [...scripts].map((match) => match[1] as string);
}

/** The entry chunks and everything they import statically: what every page loads first. */
export function entryClosureOf(bundle: OutputBundle): Set<string> {
  const { chunks, importsOf } = chunkGraphOf(bundle);
  return closure(
    [...chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName), ...pageModuleScripts(bundle)],
    importsOf,
  );
}

export function routePreloadsOf(
  bundle: OutputBundle,
  base: string,
  { calledAtOnce }: RoutePreloadOptions = {},
): Record<string, string[]> {
  const { chunks, importsOf } = chunkGraphOf(bundle);
  const entry = entryClosureOf(bundle);
  const splitsByRouteFile = new Map<string, string[]>();
  // By the modules a chunk holds, not the one it stands for: a route's component can be grouped into a
  // larger chunk (scripts/room-screens-chunk.ts).
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      const routeFile = id.match(ROUTE_SPLIT)?.[1];
      if (!routeFile) continue;
      splitsByRouteFile.set(routeFile, [...(splitsByRouteFile.get(routeFile) ?? []), chunk.fileName]);
    }
  }
  const calledChunks = chunks
    .filter((chunk) =>
      calledAtOnce?.modules.some((module) => chunk.moduleIds.some((id) => id.endsWith(`/${module}`))),
    )
    .map((chunk) => chunk.fileName);
  const preloads: Record<string, string[]> = {};
  for (const routeFile of splitsByRouteFile.keys()) {
    // A pathless layout is no page of its own; its pages below take its chunks.
    if (routeFile.split('/').at(-1)?.startsWith('_')) continue;
    // Its own chunks and those of each pathless layout folder it sits in (`_authenticated/rooms.tsx` is
    // rendered inside `_authenticated.tsx`).
    const folders = routeFile.split('/').slice(0, -1);
    const layouts = folders
      .map((_, depth) => folders.slice(0, depth + 1).join('/'))
      .flatMap((folder) => [`${folder}.tsx`, `${folder}.ts`]);
    const path = routePath(routeFile);
    const starts = [routeFile, ...layouts].flatMap((file) => splitsByRouteFile.get(file) ?? []);
    if (!calledAtOnce?.exceptOn.includes(path)) starts.push(...calledChunks);
    const files = [...closure(starts, importsOf)].filter((file) => !entry.has(file) && file.endsWith('.js'));
    if (files.length > 0) preloads[path] = files.sort().map((file) => `${base}${file}`);
  }
  return preloads;
}

/**
 * The runtime config's request, with the app's own options, and on a signed-in page the API calls its route
 * makes as it opens, once the config names the API. Nothing if the app has started already: it asks itself then.
 */
function earlyRequestScript(options: EarlyRequestOptions): string {
  const json = JSON.stringify;
  return `
  if (window[${json(options.globalName)}]) return;
  var requests = (window[${json(options.globalName)}] = {});
  var config = (requests[${json(options.configPath)}] = fetch(${json(options.configPath)}, {
    cache: 'no-cache',
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout ? AbortSignal.timeout(${options.configTimeoutMs}) : undefined,
  }));
  // The app reads the failure when it takes the request over.
  config.catch(function () {});
  var token = null;
  try {
    token = localStorage.getItem(${json(options.sessionTokenKey)});
  } catch (error) {}
  if (!token) return;
  var calls = ${json(options.calls)}.filter(function (call) {
    return call.pages.indexOf(path) >= 0;
  });
  if (calls.length === 0) return;
  // The API's URL as the app accepts it (readUrl in src/config/runtime-config.ts): a path of this origin or
  // an http(s) address without credentials. Anything else, or no config, and the app asks for itself.
  var api = config
    .then(function (response) {
      return response.ok ? response.clone().json() : {};
    })
    .then(function (settings) {
      var url = typeof settings.apiUrl === 'string' ? settings.apiUrl.trim() : '';
      if (url === '') return ${json(options.defaultApiUrl)}.replace(/\\/+$/, '');
      if (/[\\u0000-\\u001f\\u007f\\s]/.test(url) || /^\\/[\\/\\\\]/.test(url)) return null;
      if (url.charAt(0) !== '/') {
        var parsed = new URL(url);
        if (!/^https?:$/.test(parsed.protocol) || parsed.username || parsed.password) return null;
      }
      return url.replace(/\\/+$/, '');
    })
    .catch(function () {
      return null;
    });
  calls.forEach(function (call) {
    var headers = { Accept: 'application/json' };
    if (call.withToken) headers.Authorization = 'Bearer ' + token;
    var key = call.withToken ? call.key + ${json(options.tokenSeparator)} + token : call.key;
    var request = (requests[key] = api.then(function (url) {
      // Not a time-out of the call: the client asks for itself, and explains what goes wrong then.
      if (url === null) throw new Error('No API address to call');
      return fetch(url + call.path, {
        headers: headers,
        signal: AbortSignal.timeout ? AbortSignal.timeout(${options.apiTimeoutMs}) : undefined,
      });
    }));
    request.catch(function () {});
  });`;
}

/**
 * A line of text in each first-screen style, each laid out out of sight and removed in the task that added
 * it. The first render's layout asks the system which font to use and how to draw it for each weight and size
 * it meets for the first time, one after the other; on a slowed phone that was most of the first layout,
 * between the code's last byte and the first room card. Asked while the page waits for its code, the answers
 * are cached by the time the app renders.
 */
function fontWarmUpSteps(fonts: FontWarmUpOptions): string {
  return `
  var fonts = ${JSON.stringify(fonts)};
  fonts.styles.forEach(function (style) {
    warmUps.push(function () {
      var body = document.body;
      if (!body) return;
      var line = document.createElement('div');
      line.setAttribute('aria-hidden', 'true');
      line.setAttribute('data-font-warm-up', '');
      line.style.cssText = 'position:absolute;top:0;visibility:hidden;pointer-events:none;white-space:nowrap';
      line.style.fontFamily = fonts.family;
      line.style.fontWeight = String(style.weight);
      line.style.fontSize = style.size;
      line.textContent = 'Aa 0 ' + (fonts.samples[document.documentElement.lang] || '');
      body.appendChild(line);
      line.getBoundingClientRect();
      body.removeChild(line);
    });
  });`;
}

/**
 * The script's source: this page's preloads, the warm-ups, then the early requests when the build makes
 * them. Exported for its tests.
 */
export function routePreloadScript(
  preloads: Record<string, string[]>,
  base: string,
  { early, fontWarmUp }: { early?: EarlyRequestOptions; fontWarmUp?: FontWarmUpOptions } = {},
): string {
  return `// Generated by scripts/route-preloads.ts: this page's route code, asked for beside the entry.
(function () {
  var routes = ${JSON.stringify(preloads)};
  var path = location.pathname.slice(${JSON.stringify(base.length - 1)}).replace(/\\/+$/, '') || '/';
  (routes[path] || []).forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  });
  // Work the first render needs, done while the page waits for its code: after the first paint, which this
  // script would otherwise hold back, a task a step. None once the page's modules have arrived (from the
  // cache, for a returning visitor): the app runs next, and would only wait for them.
  var warmUps = [];
  function codeHasArrived() {
    var modules = document.querySelectorAll('script[type="module"][src]');
    for (var i = 0; i < modules.length; i += 1) {
      if (performance.getEntriesByName(modules[i].src).length === 0) return false;
    }
    return true;
  }
  function warmUpWhileWaiting() {
    var step = warmUps.shift();
    if (!step || codeHasArrived()) return;
    step();
    setTimeout(warmUpWhileWaiting);
  }
  requestAnimationFrame(function () {
    setTimeout(warmUpWhileWaiting);
  });
  // The page's first number formatter costs ICU's start-up, some 45 ms on a slow phone, and the first render
  // needs one (prices, counts): made here, later ones are cheap.
  warmUps.push(function () {
    try {
      new Intl.NumberFormat(document.documentElement.lang || 'en').format(1);
    } catch (error) {}
  });${fontWarmUp ? fontWarmUpSteps(fontWarmUp) : ''}${early ? earlyRequestScript(early) : ''}
})();
`;
}

/**
 * A page whose calls at opening the script makes itself does not need the API client's code until it is
 * used: it is not preloaded there, so the entry downloads without it on a phone's narrow link; the page
 * loads it at the user's first press or with its next call (docs/performance.md#early-requests). A page
 * that calls more as it opens than its loader asks for still preloads it.
 */
function preloadOptions({ calledAtOnce, earlyRequests }: RoutePreloadOptions): RoutePreloadOptions {
  if (!calledAtOnce || !earlyRequests) return { calledAtOnce };
  const callsOnlyEarly = pagesWithEarlyCalls(earlyRequests).filter(
    (page) => !calledAtOnce.beyondLoaderOn?.includes(page),
  );
  return { calledAtOnce: { ...calledAtOnce, exceptOn: [...calledAtOnce.exceptOn, ...callsOnlyEarly] } };
}

/**
 * The scripts index.html runs before the first paint (public/): the saved theme, and the language and its
 * direction. In a build they open the page's one start script; the dev server runs them as they are.
 */
const FIRST_PAINT_SCRIPTS = ['theme-init.js', 'language-init.js'];

/**
 * Writes assets/page-start-<hash>.js and loads it from index.html in place of the first-paint scripts: they
 * and the route preloads in one file, one request where there were three on every first load
 * (docs/performance.md#page-start). It blocks the parser, as the first-paint scripts did; the route code
 * and the early calls start from it at once. Hashed like the chunks it names, it is cached as long as they are.
 */
export function routePreloads(options: RoutePreloadOptions = {}): Plugin {
  let base = '/';
  let publicDir = '';
  return {
    name: 'route-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      let page = String(html.source);
      const firstPaint = FIRST_PAINT_SCRIPTS.map((file) => {
        const tag = new RegExp(`\\s*<script src="${base}${file.replace('.', '\\.')}"></script>`);
        if (!tag.test(page)) this.error(`index.html no longer loads ${file} before the first paint`);
        page = page.replace(tag, '');
        return readFileSync(join(publicDir, file), 'utf8');
      });
      const source = [
        ...firstPaint,
        routePreloadScript(routePreloadsOf(bundle, base, preloadOptions(options)), base, {
          early: options.earlyRequests,
          fontWarmUp: options.fontWarmUp,
        }),
      ].join('\n');
      const script = this.emitFile({
        type: 'asset',
        name: 'page-start.js',
        source: minifyKeepingData(source, (message) => this.error(message)),
      });
      html.source = page.replace(
        /(\s*)<\/head>/,
        `$1  <script src="${base}${this.getFileName(script)}"></script>$1</head>`,
      );
    },
  };
}
