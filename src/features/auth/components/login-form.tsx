import { Link } from '@tanstack/react-router';
import { ErrorMessage } from '@/components/ui/layout';
import { loginErrorMessage } from '../auth-messages';
import { useLogin } from '../use-auth-mutations';
import { CredentialsForm } from './credentials-form';

export function LoginForm() {
  const login = useLogin();
  return (
    <CredentialsForm
      title="Login"
      passwordAutoComplete="current-password"
      submitLabel="Login"
      busyLabel="Logging in..."
      isBusy={login.isPending}
      feedback={login.isError && <ErrorMessage role="alert">{loginErrorMessage(login.error)}</ErrorMessage>}
      footnote={<Link to="/register">Don&apos;t have an account? Register</Link>}
      onSubmit={(credentials) => login.mutate(credentials)}
    />
  );
}
