/// <reference lib="webworker" />
// The app-shell worker (docs/offline.md#worker). It precaches the build and answers every in-app navigation
// with the cached index.html, so the app starts with no network. It never answers API calls: saved data is
// the query persister's job. In demo builds the same worker also carries the mock API (msw), because a page
// has one service worker per scope.
import { PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, Route, Router } from 'workbox-routing';
import { RUNTIME_CONFIG_PATH } from '@/config/runtime-config-path';
import { isSkipWaitingMessage, MOCK_SERVICE_WORKER_FILE, ROOM_ALERT_TAG_PREFIX } from './messages';
import { openFromNotification } from './notification-click';
import { runBackgroundRoomCheck } from './background-room-check';
import { ROOM_ALERTS_SYNC_TAG } from '@/features/saved-searches/alerts-owner';
import {
  latestRuntimeConfig,
  RUNTIME_CONFIG_CACHE,
  withPolicyOf,
  type RuntimeConfigCopyDeps,
} from './runtime-config-copy';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const precache = new PrecacheController();
precache.addToCacheList(self.__WB_MANIFEST);

const configCopy: RuntimeConfigCopyDeps = {
  fetch: (request) => fetch(request),
  openCache: () => caches.open(RUNTIME_CONFIG_CACHE),
};

/**
 * The config each new page was started with, until that page asks for it: the page must read the very
 * config whose policy it runs under (docs/deploying.md#redeploys).
 */
const configOfPage = new Map<string, Response>();
const PAGE_CONFIG_KEPT_MS = 60_000;

const shellRoutes = new Router();
shellRoutes.registerRoute(new PrecacheRoute(precache));
// Every in-app navigation gets the cached index.html, under the policy of the freshest config (network
// first, a short time-out, else the last copy), so an offline start works and a redeploy with another
// API_URL strands nobody.
shellRoutes.registerRoute(
  new NavigationRoute(async ({ event, request }) => {
    const [index, config] = await Promise.all([
      precache.matchPrecache('index.html'),
      latestRuntimeConfig(configCopy),
    ]);
    if (!index) return fetch(request);
    const pageId = (event as FetchEvent).resultingClientId;
    // Only a usable config is kept for the page: after a 5xx, its Retry goes to the network again.
    if (config?.ok && pageId) {
      configOfPage.set(pageId, config.clone());
      setTimeout(() => configOfPage.delete(pageId), PAGE_CONFIG_KEPT_MS);
    }
    return withPolicyOf(index, config);
  }),
);
// The runtime config (docs/deploying.md#runtime-config): the copy the page was started with, else fresh from
// the server when it answers in time, else the last good copy, or an offline start would stop at "config
// missing".
shellRoutes.registerRoute(
  new Route(
    ({ url, sameOrigin }) => sameOrigin && url.pathname === RUNTIME_CONFIG_PATH,
    async ({ event }) => {
      const pageId = (event as FetchEvent).clientId;
      // Every request of that page (the preload, the read, a Retry) gets the same copy.
      const startedWith = configOfPage.get(pageId);
      if (startedWith) return startedWith.clone();
      return (await latestRuntimeConfig(configCopy)) ?? Response.error();
    },
  ),
);

// These listeners are added before msw's (imported last), so they run first.
self.addEventListener('install', (event) => {
  // The config is kept at install too: the page that installed the worker fetched it before the worker
  // existed, and one visit must be enough to start offline next time (docs/offline.md#worker).
  event.waitUntil(Promise.all([precache.install(event), latestRuntimeConfig(configCopy)]));
  // msw's own install handler skips waiting; a new build must instead wait until the user chooses Reload,
  // so a page is never switched to new code under a half-filled form (docs/offline.md#updates).
  event.stopImmediatePropagation();
});

self.addEventListener('activate', (event) => {
  // Drops files the new build no longer lists, then takes charge of the open pages: on a first visit the
  // page that installed the worker can then reload offline too. A new build activates only when the user
  // chose Reload, so claiming never switches a page's code under it.
  event.waitUntil(precache.activate(event).then(() => self.clients.claim()));
});

self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
});

// A tap on a room alert opens its search in an open tab, or in a new window (docs/saved-searches.md#alerts).
self.addEventListener('notificationclick', (event) => {
  if (!event.notification.tag.startsWith(ROOM_ALERT_TAG_PREFIX)) return;
  event.notification.close();
  event.waitUntil(
    openFromNotification(event.notification.data, {
      scope: self.registration.scope,
      windows: () => self.clients.matchAll({ type: 'window', includeUncontrolled: true }),
      openWindow: (url) => self.clients.openWindow(url),
    }),
  );
});

/** Periodic Background Sync's event, which TypeScript's worker library does not declare yet. */
interface PeriodicSyncEvent extends ExtendableEvent {
  tag: string;
}

// Where Periodic Background Sync runs (Chromium, an installed app), the room list is checked for the alerts'
// owner about twice a day, with no page open (docs/saved-searches.md#alerts).
self.addEventListener('periodicsync' as keyof ServiceWorkerGlobalScopeEventMap, (event: Event) => {
  const sync = event as PeriodicSyncEvent;
  if (sync.tag !== ROOM_ALERTS_SYNC_TAG) return;
  sync.waitUntil(
    runBackgroundRoomCheck(self.registration).catch((error: unknown) =>
      console.warn('The background room check failed:', error),
    ),
  );
});

const PAGE_CHECK_INTERVAL_MS = 1000;

/**
 * msw answers a request by asking the page that made it. If that page is gone (reloaded, closed) the
 * answer never comes and the request stays open, and Chromium lets no new build take over while the old
 * worker has an open request: Reload would do nothing (docs/offline.md#updates). So a request left to msw
 * fails as a network error once its page is gone; nobody is left to see it.
 */
function failWhenPageIsGone(event: FetchEvent): void {
  if (!event.clientId) return;
  const respondWith = event.respondWith.bind(event);
  event.respondWith = (answer) => {
    let settled = false;
    const pageGone = (async () => {
      while (!settled) {
        await new Promise((resolve) => setTimeout(resolve, PAGE_CHECK_INTERVAL_MS));
        if (!settled && !(await self.clients.get(event.clientId))) return Response.error();
      }
      return Response.error();
    })();
    const response = Promise.race([Promise.resolve(answer), pageGone]);
    void response.finally(() => (settled = true));
    respondWith(response);
  };
}

self.addEventListener('fetch', (event) => {
  const response = shellRoutes.handleRequest({ event, request: event.request });
  if (!response) {
    if (!import.meta.env.VITE_API_URL) failWhenPageIsGone(event);
    return;
  }
  event.respondWith(response);
  // The shell answered (a build file or a navigation); the mock API must not try to answer it too.
  event.stopImmediatePropagation();
});

// Read directly so the bundler sees a constant and real-backend builds carry no mock API at all.
if (!import.meta.env.VITE_API_URL) {
  // msw unregisters its worker when its last page closes. Here that worker is also the offline shell,
  // which must outlive its pages, or an offline reload would find no worker at all.
  Object.defineProperty(self.registration, 'unregister', { value: () => Promise.resolve(false) });
  importScripts(MOCK_SERVICE_WORKER_FILE);
}
