import { createFileRoute } from '@tanstack/react-router';
import { RegisterForm } from '@/features/auth/components/register-form';
import { msg } from '@/lib/i18n/i18n';

export const Route = createFileRoute('/register')({
  staticData: { title: msg('register') },
  component: RegisterForm,
});
