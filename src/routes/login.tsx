import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { LoginForm } from '@/features/auth/components/login-form';
import { toSafeRedirect } from '@/lib/safe-redirect';

interface LoginSearch {
  redirect?: string;
}

export const Route = createFileRoute('/login')({
  staticData: { title: 'Login' },
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.redirect === 'string' && search.redirect !== '' ? { redirect: search.redirect } : {},
  beforeLoad: ({ context, search }) => {
    if (context.session.getSnapshot())
      throw redirect({ href: toSafeRedirect(search.redirect), replace: true });
  },
  component: LoginPage,
});

function LoginPage() {
  const router = useRouter();
  const { redirect: target } = Route.useSearch();
  return (
    <LoginForm
      onLoggedIn={async () => {
        await router.invalidate();
        await router.navigate({ href: toSafeRedirect(target), replace: true });
      }}
    />
  );
}
