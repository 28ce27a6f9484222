import '@/lib/i18n/screen-messages/register';
import { useEffect } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { ErrorMessage, SuccessMessage } from '@/components/ui/layout';
import { REGISTER_REDIRECT_DELAY_MS } from '@/config/business-constants';
import { useT } from '@/lib/i18n/use-t';
import { registerErrorMessage } from '../auth-messages';
import { useRegister } from '../use-auth-mutations';
import { CredentialsForm } from './credentials-form';

/** Register: after a success it says so, then goes to Login (docs/specification.md#register). */
export function RegisterForm() {
  const t = useT();
  const register = useRegister();
  const navigate = useNavigate();

  useEffect(() => {
    if (!register.isSuccess) return;
    const timer = window.setTimeout(() => void navigate({ to: '/login' }), REGISTER_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [register.isSuccess, navigate]);

  return (
    <CredentialsForm
      title={t('register')}
      passwordAutoComplete="new-password"
      submitLabel={t('register')}
      busyLabel={t('registering')}
      isBusy={register.isPending}
      isDone={register.isSuccess}
      feedback={
        <>
          {register.isError && (
            <ErrorMessage role="alert">{registerErrorMessage(register.error)}</ErrorMessage>
          )}
          {register.isSuccess && <SuccessMessage role="status">{t('registerSucceeded')}</SuccessMessage>}
        </>
      }
      footnote={<Link to="/login">{t('haveAccountLogin')}</Link>}
      onSubmit={(credentials) => register.mutate(credentials)}
    />
  );
}
