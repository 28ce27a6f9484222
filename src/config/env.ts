// Without VITE_API_URL the app runs in demo mode on the built-in mock API, served under this path.
export const DEMO_API_BASE_URL = '/api';

const configuredApiUrl = (import.meta.env.VITE_API_URL ?? '').trim();

export const isDemoMode = configuredApiUrl === '';

export const apiBaseUrl = isDemoMode ? DEMO_API_BASE_URL : configuredApiUrl.replace(/\/+$/, '');
