import axios, { type AxiosResponse } from 'axios';
import { API_TIMEOUT_MS } from '@/config/business-constants';
import { apiBaseUrl } from '@/config/env';
import { messages } from '@/config/messages';
import { ApiError, toApiError } from './api-error';

type TokenGetter = () => string | null | undefined;

let readToken: TokenGetter = () => null;
let onSessionExpired: () => void = () => undefined;

/** The session owner registers how to read the current token; nothing here touches storage. */
export function setAuthTokenGetter(getter: TokenGetter): void {
  readToken = getter;
}

/**
 * Called when an authenticated call answers 401 (expired or revoked token). A 401 to a call without a
 * token, such as a wrong password on the login form, is an ordinary error and does not trigger it.
 */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

/** The one axios instance every call goes through. */
export const apiClient = axios.create({
  baseURL: apiBaseUrl,
  timeout: API_TIMEOUT_MS,
  headers: { Accept: 'application/json' },
  // Bodies are parsed by us so that a text/plain 500 or an HTML proxy page is recognised, not guessed at.
  responseType: 'text',
  transformResponse: [(data: unknown) => data],
});

apiClient.interceptors.request.use((config) => {
  const token = readToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

function parseBody(response: AxiosResponse): unknown {
  const raw: unknown = response.data;
  if (typeof raw !== 'string') return raw;
  if (raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

apiClient.interceptors.response.use(
  (response) => {
    response.data = parseBody(response);
    return response;
  },
  (error: unknown) => {
    if (!axios.isAxiosError(error)) return Promise.reject(toApiError(error));
    if (error.response) error.response.data = parseBody(error.response);
    const apiError = toApiError(error);
    const carriedToken = Boolean(error.config?.headers?.get?.('Authorization'));
    if (apiError.status === 401 && carriedToken) {
      onSessionExpired();
      return Promise.reject(
        new ApiError({
          kind: apiError.kind,
          status: 401,
          message: messages.sessionExpired,
          sessionExpired: true,
          ...(apiError.detail ? { detail: apiError.detail } : {}),
        }),
      );
    }
    return Promise.reject(apiError);
  },
);

/**
 * Returns a successful response's JSON body. A 2xx answer that is not JSON (an HTML page from a proxy,
 * a truncated body) is a failure too: the caller asked for data and did not get any.
 */
export function jsonBody(response: AxiosResponse): unknown {
  const body: unknown = response.data;
  if (typeof body === 'string') {
    throw new ApiError({
      kind: 'invalid-response',
      status: response.status,
      message: messages.unexpectedResponse,
    });
  }
  return body;
}
