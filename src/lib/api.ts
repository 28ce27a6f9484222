import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import type { ApiClientOptions } from './api-client';
import { ApiError } from './api-error';
import { t } from './i18n/i18n';
import { lazyModule } from './lazy-module';

/**
 * The calls the app makes to its backend: axios's own, on one instance that injects the bearer token
 * (src/lib/api-client.ts). That instance and axios itself load with the first call, or earlier where a
 * page is known to call at once (the route preloads, docs/performance.md#route-preloads).
 */
export interface ApiClient {
  get: (url: string, config?: AxiosRequestConfig) => Promise<AxiosResponse>;
  post: (url: string, data?: unknown, config?: AxiosRequestConfig) => Promise<AxiosResponse>;
  patch: (url: string, data?: unknown, config?: AxiosRequestConfig) => Promise<AxiosResponse>;
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
  return {
    get: async (url, config) => (await ready()).get(url, config),
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
export function jsonBody(response: AxiosResponse): unknown {
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
