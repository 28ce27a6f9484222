import { useEffect } from 'react';
import { useMatches, useRouter } from '@tanstack/react-router';
import type { MessageId } from '@/config/messages';
import { t } from '@/lib/i18n/i18n';
import { useLanguage } from '@/lib/i18n/use-t';

/** '<page> · Student Rooms', in the language shown. */
export const pageTitle = (page: string) => t('documentTitle', { page });

/**
 * Keeps the document title in step with the page ('Room Listings · Student Rooms') and, after a navigation
 * to another page, moves focus to its heading, so keyboard and screen-reader users start at the new content
 * instead of on a link that no longer has context. Filter changes (same path) leave focus alone.
 */
export function usePageAnnouncements(): void {
  const router = useRouter();
  const language = useLanguage();
  const title = useMatches({
    select: (matches) =>
      matches.reduce<MessageId | undefined>((found, match) => match.staticData.title ?? found, undefined),
  });

  useEffect(() => {
    // Pages without a route of their own (not found) set their title themselves.
    if (title) document.title = pageTitle(t(title));
  }, [title, language]);

  useEffect(
    () =>
      router.subscribe('onRendered', ({ fromLocation, pathChanged }) => {
        if (!fromLocation || !pathChanged) return;
        document.querySelector<HTMLElement>('main h1')?.focus();
      }),
    [router],
  );
}
