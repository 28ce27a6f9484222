import { useEffect } from 'react';
import { useMatches, useRouter } from '@tanstack/react-router';

const APP_NAME = 'Student Rooms';

export const pageTitle = (page: string) => `${page} · ${APP_NAME}`;

/**
 * Keeps the document title in step with the page ('Room Listings · Student Rooms') and, after a navigation
 * to another page, moves focus to its heading, so keyboard and screen-reader users start at the new content
 * instead of on a link that no longer has context. Filter changes (same path) leave focus alone.
 */
export function usePageAnnouncements(): void {
  const router = useRouter();
  const title = useMatches({
    select: (matches) =>
      matches.reduce<string | undefined>((found, match) => match.staticData.title ?? found, undefined),
  });

  useEffect(() => {
    // Pages without a route of their own (not found) set their title themselves.
    if (title) document.title = pageTitle(title);
  }, [title]);

  useEffect(
    () =>
      router.subscribe('onRendered', ({ fromLocation, pathChanged }) => {
        if (!fromLocation || !pathChanged) return;
        document.querySelector<HTMLElement>('main h1')?.focus();
      }),
    [router],
  );
}
