import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { parsePlainSearch, stringifyPlainSearch } from '@/lib/plain-search-params';
import { reportError } from '@/lib/error-reporting/report-error';
import { routeTree } from '@/routeTree.gen';
import type { MessageId } from '@/config/messages';
import type { RouterContext } from './router-context';

/** Options every router of the app shares (tests build routers over their own trees with these). */
export const appRouterErrorOptions = {
  // A page that failed to render or load: it shows RouteError, and the error is reported.
  defaultOnCatch: (error: unknown) => reportError(error, { source: 'router' }),
};

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    ...appRouterErrorOptions,
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
    /** The page's name in the document title, '<title> · Student Rooms': a message id. */
    title?: MessageId;
  }
}
