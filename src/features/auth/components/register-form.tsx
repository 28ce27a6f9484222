import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { ErrorMessage, SuccessMessage } from '@/components/ui/layout';
import { REGISTER_REDIRECT_DELAY_MS } from '@/config/business-constants';
import { messages } from '@/config/messages';
import { registerErrorMessage } from '../auth-messages';
import { useRegister } from '../use-auth-mutations';
import { CredentialsForm } from './credentials-form';

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const register = useRegister();

  useEffect(() => {
    if (!register.isSuccess) return;
    const timer = window.setTimeout(onRegistered, REGISTER_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [register.isSuccess, onRegistered]);

  return (
    <CredentialsForm
      title="Register"
      passwordAutoComplete="new-password"
      submitLabel="Register"
      busyLabel="Registering..."
      isBusy={register.isPending}
      isDone={register.isSuccess}
      feedback={
        <>
          {register.isError && (
            <ErrorMessage role="alert">{registerErrorMessage(register.error)}</ErrorMessage>
          )}
          {register.isSuccess && <SuccessMessage role="status">{messages.registerSucceeded}</SuccessMessage>}
        </>
      }
      footnote={<Link to="/login">Already have an account? Login</Link>}
      onSubmit={(credentials) => register.mutate(credentials)}
    />
  );
}
