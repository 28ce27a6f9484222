import { isRecord } from '@/lib/raw-values';

/**
 * Tokens shaped like the real backend's: a genuine HS256 JWT whose `sub` is the email and whose `exp` is
 * 60 minutes after issue, signed with WebCrypto's HMAC-SHA256 (available in browsers, the service worker's
 * page and Node alike), so that any JWT library accepts them with MOCK_JWT_SECRET.
 */

/** Known to everyone: these tokens only ever unlock the mock API. */
export const MOCK_JWT_SECRET = 'student-rooms-mock-secret';

export const TOKEN_LIFETIME_SECONDS = 60 * 60;

const HEADER = { alg: 'HS256', typ: 'JWT' } as const;

const encoder = new TextEncoder();

const bytesToBase64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function decodeJson(segment: string): unknown {
  if (!/^[A-Za-z0-9_-]*$/.test(segment)) throw new Error('Not base64url');
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
}

const encodeJson = (value: object): string => bytesToBase64Url(encoder.encode(JSON.stringify(value)));

let signingKey: Promise<CryptoKey> | undefined;

async function sign(signingInput: string): Promise<string> {
  signingKey ??= crypto.subtle.importKey(
    'raw',
    encoder.encode(MOCK_JWT_SECRET),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign('HMAC', await signingKey, encoder.encode(signingInput));
  return bytesToBase64Url(new Uint8Array(signature));
}

/** Issues a token for `email`, valid for 60 minutes from `now` (epoch milliseconds, like Date.now()). */
export async function createToken(email: string, now: number = Date.now()): Promise<string> {
  const payload = { sub: email, exp: Math.floor(now / 1000) + TOKEN_LIFETIME_SECONDS };
  const signingInput = `${encodeJson(HEADER)}.${encodeJson(payload)}`;
  return `${signingInput}.${await sign(signingInput)}`;
}

/**
 * The email a token was issued for, or null if it is malformed, not signed by this mock, or expired at
 * `now` (epoch milliseconds). Like python-jose, a token is still accepted during its `exp` second.
 */
export async function verifyToken(token: string, now: number = Date.now()): Promise<string | null> {
  const segments = token.split('.');
  if (segments.length !== 3) return null;
  const [header = '', payload = '', signature = ''] = segments;
  try {
    const head = decodeJson(header);
    if (!isRecord(head) || head.alg !== HEADER.alg) return null;
    if (signature !== (await sign(`${header}.${payload}`))) return null;
    const claims = decodeJson(payload);
    if (!isRecord(claims) || typeof claims.sub !== 'string' || claims.sub === '') return null;
    const { exp } = claims;
    return typeof exp === 'number' && Number.isFinite(exp) && exp >= Math.floor(now / 1000)
      ? claims.sub
      : null;
  } catch {
    return null;
  }
}
