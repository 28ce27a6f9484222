import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router-context';
import { NotFoundPage } from '@/app/layout/not-found-page';
import { RootLayout } from '@/app/layout/root-layout';
import { RouteError } from '@/app/layout/route-error';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});
