import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginForm } from '@/features/auth/components/login-form';
import { toSafeRedirect } from '@/lib/safe-redirect';
import { msg } from '@/lib/i18n/i18n';

interface LoginSearch {
  redirect?: string;
}

export const Route = createFileRoute('/login')({
  staticData: { title: msg('login') },
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.redirect === 'string' && search.redirect !== '' ? { redirect: search.redirect } : {},
  beforeLoad: ({ context, search }) => {
    const session = context.session.getSnapshot();
    if (!session) return;
    // A page someone else's ended session left behind is not this user's to return to: they go Home.
    const target = context.session.mayFollowReturnLink(session.username) ? search.redirect : undefined;
    throw redirect({ href: toSafeRedirect(target), replace: true });
  },
  // The form only signs in: that is a session change, and the app's one listener for those re-runs the guard
  // above, which sends the user to the safe redirect target (docs/architecture.md#session).
  component: LoginForm,
});
