import { useMutation } from '@tanstack/react-query';
import { loginRequest, registerRequest, type Credentials } from './api/auth-api';
import { useSessionStore } from './session-context';

export function useLogin() {
  const session = useSessionStore();
  return useMutation({
    mutationKey: ['auth', 'login'],
    mutationFn: (credentials: Credentials) => loginRequest(credentials),
    onSuccess: (token, credentials) => session.signIn({ token, username: credentials.email }),
  });
}

export function useRegister() {
  return useMutation({
    mutationKey: ['auth', 'register'],
    mutationFn: (credentials: Credentials) => registerRequest(credentials),
  });
}
