import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form';
import { PageTitle } from '@/components/ui/layout';
import { useT } from '@/lib/i18n/use-t';
import type { Credentials } from '../api/auth-api';
import { AuthCard, AuthFootnote, AuthForm } from './auth-card';

interface CredentialsFormProps {
  title: string;
  /** Tells password managers whether to fill a saved password or offer a new one. */
  passwordAutoComplete: 'current-password' | 'new-password';
  submitLabel: string;
  busyLabel: string;
  isBusy: boolean;
  /** Once done, the form accepts no further submit (registration waiting to move on). */
  isDone?: boolean;
  /** The error or success message under the fields. */
  feedback: ReactNode;
  footnote: ReactNode;
  onSubmit: (credentials: Credentials) => void;
}

/** The email and password card that Login and Register share. */
export function CredentialsForm({
  title,
  passwordAutoComplete,
  submitLabel,
  busyLabel,
  isBusy,
  isDone = false,
  feedback,
  footnote,
  onSubmit,
}: CredentialsFormProps) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy || isDone) return;
    onSubmit({ email: email.trim(), password });
  };

  return (
    <AuthCard>
      <PageTitle>{title}</PageTitle>
      <AuthForm onSubmit={handleSubmit} aria-label={title}>
        <TextField
          label={t('email')}
          type="email"
          name="email"
          // An address reads left to right in either language (docs/right-to-left.md#bidi-isolation).
          dir="ltr"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={t('password')}
          type="password"
          name="password"
          autoComplete={passwordAutoComplete}
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {feedback}
        {/* Not `disabled`: the browser takes focus away from a disabled button, and a keyboard user who pressed
            it would be sent back to the top of the page. handleSubmit ignores a submit meanwhile. */}
        <Button type="submit" block aria-disabled={isBusy || isDone} aria-busy={isBusy}>
          {isBusy ? busyLabel : submitLabel}
        </Button>
      </AuthForm>
      <AuthFootnote>{footnote}</AuthFootnote>
    </AuthCard>
  );
}
