import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form';
import { ErrorMessage, PageTitle } from '@/components/ui/layout';
import { loginErrorMessage } from '../auth-messages';
import { useLogin } from '../use-auth-mutations';
import { AuthCard, AuthFootnote, AuthForm } from './auth-card';

export function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    login.mutate({ email: email.trim(), password });
  };

  return (
    <AuthCard>
      <PageTitle>Login</PageTitle>
      <AuthForm onSubmit={handleSubmit} aria-label="Login">
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
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {login.isError && <ErrorMessage role="alert">{loginErrorMessage(login.error)}</ErrorMessage>}
        <Button type="submit" $block disabled={login.isPending} aria-busy={login.isPending}>
          {login.isPending ? 'Logging in...' : 'Login'}
        </Button>
      </AuthForm>
      <AuthFootnote>
        <Link to="/register">Don&apos;t have an account? Register</Link>
      </AuthFootnote>
    </AuthCard>
  );
}
