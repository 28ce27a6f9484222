import { useCallback } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { RegisterForm } from '@/features/auth/components/register-form';
import { msg } from '@/lib/i18n/i18n';

export const Route = createFileRoute('/register')({
  staticData: { title: msg('register') },
  component: RegisterPage,
});

function RegisterPage() {
  const navigate = useNavigate();
  const goToLogin = useCallback(() => void navigate({ to: '/login' }), [navigate]);
  return <RegisterForm onRegistered={goToLogin} />;
}
