import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import type { ApiClientOptions } from './api-client';
import { apiBaseUrl } from '@/config/env';
import { ApiError } from './api-error';
import { earlyApiRequestKey, takeEarlyRequest } from './early-requests';
import { t } from './i18n/i18n';
import { lazyModule } from './lazy-module';

/**
 * The calls the app makes to its backend: axios's own, on one instance that injects the bearer token
 * (src/lib/api-client.ts). That instance and axios itself load with the first call, or earlier where a
 * page is known to call at once (the route preloads, docs/performance.md#route-preloads).
 */
export interface ApiClient {
  get: (url: string, config?: AxiosRequestConfig) => Promise<ApiResponse>;
  post: (url: string, data?: unknown, config?: AxiosRequestConfig) => Promise<ApiResponse>;
  patch: (url: string, data?: unknown, config?: AxiosRequestConfig) => Promise<ApiResponse>;
}

/** What the app reads of an answer: its status and its body, parsed when it is JSON. */
export type ApiResponse = Pick<AxiosResponse, 'data' | 'status'>;

/** A body as the axios client leaves it (src/lib/api-client.ts): JSON parsed, anything else kept as text. */
export function parseResponseText(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The answer to a request the page started before the app's code arrived (docs/performance.md#early-requests),
 * when it is a success; null for no answer or an error status, which the client then asks for itself, so
 * failures take the one path that explains them. Running out of time is a time-out, as it is for the client.
 */
async function earlyAnswer(request: Promise<Response>, url: string): Promise<ApiResponse | null> {
  try {
    const response = await request;
    // Sent where this client would send it (the script reads the config on its own), and not redirected.
    if (!response.ok || response.url !== new URL(url, window.location.href).href) return null;
    return { status: response.status, data: parseResponseText(await response.text()) };
  } catch (error) {
    // It had the client's own time limit: asking again would double the wait.
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new ApiError({ kind: 'timeout', message: t('timeoutError') });
    }
    return null;
  }
}

const axiosClient = lazyModule(() => import('./api-client'));

/** Loads the client's code now: a page that calls at once, or the first use of one that will (a form). */
export const loadApiClient = (): Promise<unknown> => axiosClient.load();
export const preloadApiClient = (): void => void loadApiClient().catch(() => undefined);

/**
 * The client, created with `options` on first use. Its code failing to load (offline before the worker
 * cached it) is a call that did not reach the server, and says so; the next call asks for it again.
 */
export function createLazyApiClient(options: ApiClientOptions): ApiClient {
  let instance: AxiosInstance | null = null;
  const ready = async (): Promise<AxiosInstance> => {
    if (instance) return instance;
    const { createApiClient } = await axiosClient.load().catch(() => {
      throw new ApiError({ kind: 'network', message: t('networkError') });
    });
    instance ??= createApiClient(options);
    return instance;
  };
  const baseURL = options.baseURL ?? apiBaseUrl;
  return {
    get: async (url, config) => {
      // A request the script sent with a token is taken over only by the session that token belongs to.
      const early = config?.params
        ? undefined
        : (takeEarlyRequest(earlyApiRequestKey(url, options.getToken())) ??
          takeEarlyRequest(earlyApiRequestKey(url)));
      return (early && (await earlyAnswer(early, `${baseURL}${url}`))) ?? (await ready()).get(url, config);
    },
    post: async (url, data, config) => (await ready()).post(url, data, config),
    patch: async (url, data, config) => (await ready()).patch(url, data, config),
  };
}

let installedClient: ApiClient | undefined;

/**
 * Makes `client` the one every fetcher uses. The app calls it once, before its first render, with the
 * session's token getter (src/app/app-services.ts), so no request can leave before the session is wired.
 */
export function installApiClient(client: ApiClient): void {
  installedClient = client;
}

/** The installed client. Throws rather than sending a request that would silently lack the session. */
export function apiClient(): ApiClient {
  if (!installedClient) throw new Error('The API client was used before the app installed it.');
  return installedClient;
}

/**
 * Returns a successful response's JSON body. A 2xx answer that is not JSON (an HTML page from a proxy,
 * a truncated body) is a failure too: the caller asked for data and did not get any.
 */
export function jsonBody(response: ApiResponse): unknown {
  const body: unknown = response.data;
  if (typeof body === 'string') {
    throw new ApiError({
      kind: 'invalid-response',
      status: response.status,
      message: t('unexpectedResponse'),
    });
  }
  return body;
}
