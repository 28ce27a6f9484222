/**
 * Tokens shaped like the real backend's: a genuine HS256 JWT whose `sub` is the email and whose `exp` is
 * 60 minutes after issue, signed with WebCrypto's HMAC-SHA256 (available in browsers, the service worker's
 * page and Node alike), so that any JWT library accepts them with MOCK_JWT_SECRET.
 */

/** Known to everyone: these tokens only ever unlock the mock API. */
export const MOCK_JWT_SECRET = 'student-rooms-mock-secret';

export const TOKEN_LIFETIME_SECONDS = 60 * 60;

const HEADER = { alg: 'HS256', typ: 'JWT' } as const;

interface TokenPayload {
  sub: string;
  exp: number;
}

const encoder = new TextEncoder();

const bytesToBase64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function base64UrlToBytes(segment: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(segment)) throw new Error('Not base64url');
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (char) =>
    char.charCodeAt(0),
  );
}

const encodeJson = (value: object): string => bytesToBase64Url(encoder.encode(JSON.stringify(value)));

const decodeJson = (segment: string): unknown =>
  JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(base64UrlToBytes(segment)));

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

function isTokenPayload(value: unknown): value is TokenPayload {
  if (typeof value !== 'object' || value === null) return false;
  const { sub, exp } = value as Record<string, unknown>;
  return typeof sub === 'string' && sub !== '' && typeof exp === 'number' && Number.isFinite(exp);
}

/** Issues a token for `email`, valid for 60 minutes from `now` (epoch milliseconds, like Date.now()). */
export async function createToken(email: string, now: number = Date.now()): Promise<string> {
  const payload: TokenPayload = { sub: email, exp: Math.floor(now / 1000) + TOKEN_LIFETIME_SECONDS };
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
  const [headerSegment = '', payloadSegment = '', signature = ''] = segments;
  try {
    const header = decodeJson(headerSegment);
    if (
      typeof header !== 'object' ||
      header === null ||
      (header as Record<string, unknown>).alg !== HEADER.alg
    )
      return null;
    if (signature !== (await sign(`${headerSegment}.${payloadSegment}`))) return null;
    const payload = decodeJson(payloadSegment);
    if (!isTokenPayload(payload)) return null;
    return payload.exp < Math.floor(now / 1000) ? null : payload.sub;
  } catch {
    return null;
  }
}
