/**
 * Tokens shaped like the real backend's: a genuine HS256 JWT whose `sub` is the email and whose `exp`
 * is 60 minutes after issue. The signature is a real HMAC-SHA256 so that any JWT library (or jwt.io)
 * accepts the tokens with MOCK_JWT_SECRET. It is computed synchronously in plain TypeScript because
 * WebCrypto is asynchronous and Buffer does not exist in the browser.
 */

/** Known to everyone: these tokens only ever unlock the mock API. */
export const MOCK_JWT_SECRET = 'student-rooms-mock-secret';

export const TOKEN_LIFETIME_SECONDS = 60 * 60;

const HEADER = { alg: 'HS256', typ: 'JWT' } as const;

interface TokenPayload {
  sub: string;
  exp: number;
}

// ---------------------------------------------------------------------------------------------------------
// SHA-256 and HMAC (FIPS 180-4, RFC 2104)
// ---------------------------------------------------------------------------------------------------------

const ROUND_CONSTANTS = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

const INITIAL_HASH = [
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
];

const BLOCK_BYTES = 64;

const rotateRight = (word: number, bits: number): number => (word >>> bits) | (word << (32 - bits));

// Typed-array reads are in range by construction; the fallback only satisfies noUncheckedIndexedAccess.
const at = (words: Uint32Array, index: number): number => words[index] ?? 0;

function sha256(message: Uint8Array): Uint8Array {
  const paddedLength = Math.ceil((message.length + 9) / BLOCK_BYTES) * BLOCK_BYTES;
  const padded = new Uint8Array(paddedLength);
  padded.set(message);
  padded[message.length] = 0x80;
  const view = new DataView(padded.buffer);
  const bitLength = message.length * 8;
  view.setUint32(paddedLength - 8, Math.floor(bitLength / 2 ** 32));
  view.setUint32(paddedLength - 4, bitLength >>> 0);

  const hash = new Uint32Array(INITIAL_HASH);
  const schedule = new Uint32Array(64);
  for (let block = 0; block < paddedLength; block += BLOCK_BYTES) {
    for (let i = 0; i < 16; i++) schedule[i] = view.getUint32(block + i * 4);
    for (let i = 16; i < 64; i++) {
      const w15 = at(schedule, i - 15);
      const w2 = at(schedule, i - 2);
      const s0 = rotateRight(w15, 7) ^ rotateRight(w15, 18) ^ (w15 >>> 3);
      const s1 = rotateRight(w2, 17) ^ rotateRight(w2, 19) ^ (w2 >>> 10);
      schedule[i] = at(schedule, i - 16) + s0 + at(schedule, i - 7) + s1;
    }

    // Uint32Array keeps every sum modulo 2^32, which is exactly the arithmetic SHA-256 specifies.
    const working = hash.slice();
    for (let i = 0; i < 64; i++) {
      const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = working;
      const s1 = rotateRight(e, 6) ^ rotateRight(e, 11) ^ rotateRight(e, 25);
      const choice = (e & f) ^ (~e & g);
      const temp1 = h + s1 + choice + at(ROUND_CONSTANTS, i) + at(schedule, i);
      const s0 = rotateRight(a, 2) ^ rotateRight(a, 13) ^ rotateRight(a, 22);
      const majority = (a & b) ^ (a & c) ^ (b & c);
      working.set([temp1 + s0 + majority, a, b, c, d + temp1, e, f, g]);
    }
    working.forEach((word, index) => {
      hash[index] = at(hash, index) + word;
    });
  }

  const digest = new Uint8Array(32);
  const digestView = new DataView(digest.buffer);
  hash.forEach((word, index) => digestView.setUint32(index * 4, word));
  return digest;
}

function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  const blockKey = new Uint8Array(BLOCK_BYTES);
  blockKey.set(key.length > BLOCK_BYTES ? sha256(key) : key);
  const inner = new Uint8Array(BLOCK_BYTES + message.length);
  const outer = new Uint8Array(BLOCK_BYTES + 32);
  for (let i = 0; i < BLOCK_BYTES; i++) {
    const keyByte = blockKey[i] ?? 0;
    inner[i] = keyByte ^ 0x36;
    outer[i] = keyByte ^ 0x5c;
  }
  inner.set(message, BLOCK_BYTES);
  outer.set(sha256(inner), BLOCK_BYTES);
  return sha256(outer);
}

// ---------------------------------------------------------------------------------------------------------
// base64url (RFC 4648 §5) over UTF-8
// ---------------------------------------------------------------------------------------------------------

function bytesToBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Throws on anything that is not base64url, so callers treat the token as invalid. */
function base64UrlToBytes(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('Not base64url');
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const encodeJson = (value: object): string =>
  bytesToBase64Url(new TextEncoder().encode(JSON.stringify(value)));

function decodeJson(segment: string): unknown {
  return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(base64UrlToBytes(segment)));
}

function sign(signingInput: string): string {
  const encoder = new TextEncoder();
  return bytesToBase64Url(hmacSha256(encoder.encode(MOCK_JWT_SECRET), encoder.encode(signingInput)));
}

function isTokenPayload(value: unknown): value is TokenPayload {
  if (typeof value !== 'object' || value === null) return false;
  const { sub, exp } = value as Record<string, unknown>;
  return typeof sub === 'string' && sub !== '' && typeof exp === 'number' && Number.isFinite(exp);
}

// ---------------------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------------------

/** Issues a token for `email`, valid for 60 minutes from `now` (epoch milliseconds, like Date.now()). */
export function createToken(email: string, now: number = Date.now()): string {
  const payload: TokenPayload = { sub: email, exp: Math.floor(now / 1000) + TOKEN_LIFETIME_SECONDS };
  const signingInput = `${encodeJson(HEADER)}.${encodeJson(payload)}`;
  return `${signingInput}.${sign(signingInput)}`;
}

/**
 * The email a token was issued for, or null if it is malformed, not signed by this mock, or expired at
 * `now` (epoch milliseconds). Like python-jose, a token is still accepted during its `exp` second.
 */
export function verifyToken(token: string, now: number = Date.now()): string | null {
  const segments = token.split('.');
  if (segments.length !== 3) return null;
  const [headerSegment = '', payloadSegment = '', signature = ''] = segments;
  try {
    const header = decodeJson(headerSegment);
    if (
      typeof header !== 'object' ||
      header === null ||
      (header as Record<string, unknown>).alg !== HEADER.alg
    ) {
      return null;
    }
    if (signature !== sign(`${headerSegment}.${payloadSegment}`)) return null;
    const payload = decodeJson(payloadSegment);
    if (!isTokenPayload(payload)) return null;
    return payload.exp < Math.floor(now / 1000) ? null : payload.sub;
  } catch {
    return null;
  }
}
