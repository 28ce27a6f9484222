import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { parsePlainSearch, stringifyPlainSearch } from '@/lib/plain-search-params';
import { routeTree } from '@/routeTree.gen';
import type { RouterContext } from './router-context';

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
    defaultPreload: 'intent',
    // Data freshness is TanStack Query's job; the router should always ask it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The page's name in the document title: '<title> · Student Rooms'. */
    title?: string;
  }
}
