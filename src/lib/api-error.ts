import { t } from '@/lib/i18n/i18n';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response' | 'unknown';

/** Every failure of a call to the backend, reduced to what the interface needs. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  /** The server's own explanation (`detail`), when it gave a readable one. */
  readonly detail: string | undefined;
  /** A 401 on a call that carried a token: the session is over, and that has its own message. */
  readonly sessionExpired: boolean;

  constructor(options: {
    kind: ApiErrorKind;
    message: string;
    status?: number;
    detail?: string;
    sessionExpired?: boolean;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.kind = options.kind;
    this.status = options.status;
    this.detail = options.detail;
    this.sessionExpired = options.sessionExpired ?? false;
  }
}

/** Reads FastAPI's `detail`: a string, or for 422 an array of `{ msg }` whose messages are joined. */
function readDetail(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object' || !('detail' in body)) return undefined;
  const { detail } = body;
  if (typeof detail === 'string') return detail.trim() || undefined;
  if (Array.isArray(detail)) {
    const parts = detail
      .map((item: unknown) => {
        if (typeof item === 'string') return item;
        if (item && typeof item === 'object' && 'msg' in item && typeof item.msg === 'string')
          return item.msg;
        return undefined;
      })
      .filter((part): part is string => Boolean(part && part.trim()));
    return parts.length > 0 ? parts.join('; ') : undefined;
  }
  return undefined;
}

function fallbackForStatus(status: number): string {
  if (status >= 500) return t('serverError');
  return t('unknownError');
}

/** An answer with an error status: the server's own `detail` when readable, else a message for the status. */
export function httpApiError(status: number, body: unknown): ApiError {
  const detail = readDetail(body);
  return new ApiError({ kind: 'http', status, detail, message: detail ?? fallbackForStatus(status) });
}

/**
 * Turns anything a call can throw into an ApiError whose message is safe to show. The client turns its own
 * failures into ApiErrors already (src/lib/api-client.ts); anything else is a bug, never shown raw.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError({ kind: 'unknown', message: t('unknownError') });
}
