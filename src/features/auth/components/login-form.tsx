import { Link } from '@tanstack/react-router';
import { ErrorMessage } from '@/components/ui/layout';
import { useT } from '@/lib/i18n/use-t';
import { loginErrorMessage } from '../auth-messages';
import { useLogin } from '../use-auth-mutations';
import { CredentialsForm } from './credentials-form';

export function LoginForm() {
  const t = useT();
  const login = useLogin();
  return (
    <CredentialsForm
      title={t('login')}
      passwordAutoComplete="current-password"
      submitLabel={t('login')}
      busyLabel={t('loggingIn')}
      isBusy={login.isPending}
      feedback={login.isError && <ErrorMessage role="alert">{loginErrorMessage(login.error)}</ErrorMessage>}
      footnote={<Link to="/register">{t('noAccountRegister')}</Link>}
      onSubmit={(credentials) => login.mutate(credentials)}
    />
  );
}
