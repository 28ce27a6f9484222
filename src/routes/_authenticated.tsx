import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { RouteError } from '@/app/layout/route-error';

export const Route = createFileRoute('/_authenticated')({
  // Decided before any protected component renders or any protected request is made.
  beforeLoad: ({ context, location }) => {
    if (!context.session.getSnapshot()) {
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    }
  },
  component: Outlet,
  // Inside the layout, so a failing page keeps the navigation bar.
  errorComponent: RouteError,
});
