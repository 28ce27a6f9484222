import { createQueryClient, isRetryableFailure } from '@/app/query-client';
import { ApiError } from '@/lib/api-error';

const http = (status: number) => new ApiError({ kind: 'http', status, message: 'x' });

describe('retries', () => {
  it('retries GETs only on network errors, time-outs and 5xx', () => {
    expect(isRetryableFailure(new ApiError({ kind: 'network', message: 'x' }))).toBe(true);
    expect(isRetryableFailure(new ApiError({ kind: 'timeout', message: 'x' }))).toBe(true);
    expect(isRetryableFailure(http(500))).toBe(true);
    expect(isRetryableFailure(http(503))).toBe(true);
    expect(isRetryableFailure(http(400))).toBe(false);
    expect(isRetryableFailure(http(401))).toBe(false);
    expect(isRetryableFailure(http(404))).toBe(false);
    expect(isRetryableFailure(http(422))).toBe(false);
    expect(isRetryableFailure(new ApiError({ kind: 'invalid-response', message: 'x' }))).toBe(false);
  });

  it('gives up after two retries, with backoff', () => {
    const { queries } = createQueryClient().getDefaultOptions();
    const retry = queries?.retry as (count: number, error: unknown) => boolean;
    expect(retry(0, http(500))).toBe(true);
    expect(retry(1, http(500))).toBe(true);
    expect(retry(2, http(500))).toBe(false);
    expect(retry(0, http(404))).toBe(false);
    expect(queries?.retryDelay).toBeUndefined(); // TanStack's default exponential backoff
  });

  it('never retries mutations', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});
