import { useEffect, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form';
import { ErrorMessage, PageTitle } from '@/components/ui/layout';
import { REGISTER_REDIRECT_DELAY_MS } from '@/config/business-constants';
import { messages } from '@/config/messages';
import { registerErrorMessage } from '../auth-messages';
import { useRegister } from '../use-auth-mutations';
import { AuthCard, AuthFootnote, AuthForm, SuccessMessage } from './auth-card';

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const register = useRegister();

  useEffect(() => {
    if (!register.isSuccess) return;
    const timer = window.setTimeout(onRegistered, REGISTER_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [register.isSuccess, onRegistered]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending || register.isSuccess) return;
    register.mutate({ email: email.trim(), password });
  };

  return (
    <AuthCard>
      <PageTitle>Register</PageTitle>
      <AuthForm onSubmit={handleSubmit} aria-label="Register">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {register.isError && <ErrorMessage role="alert">{registerErrorMessage(register.error)}</ErrorMessage>}
        {register.isSuccess && <SuccessMessage role="status">{messages.registerSucceeded}</SuccessMessage>}
        <Button
          type="submit"
          $block
          disabled={register.isPending || register.isSuccess}
          aria-busy={register.isPending}
        >
          {register.isPending ? 'Registering...' : 'Register'}
        </Button>
      </AuthForm>
      <AuthFootnote>
        <Link to="/login">Already have an account? Login</Link>
      </AuthFootnote>
    </AuthCard>
  );
}
