const BASE = 'http://student-rooms.invalid';

/** How many rounds of percent-decoding are checked, so '%252F%252F' cannot smuggle '//' past the checks. */
const DECODE_ROUNDS = 3;

/**
 * Whether `path`, read as a URL the way a browser or the router would (dot segments resolved, backslashes
 * as slashes), stays a path on this origin: neither another origin nor a protocol-relative '//host'.
 */
function staysInApp(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  // Control characters and backslashes can be normalised by browsers into a scheme-relative URL.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this check rejects.
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return false;
  try {
    const url = new URL(path, BASE);
    // '/.//evil.example' and '/a/..//evil.example' resolve to the path '//evil.example'.
    return url.origin === BASE && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/**
 * Accepts only paths inside this app as a post-login destination; anything else becomes '/'
 * (docs/architecture.md#design-decisions). Every reading of the target is checked (as written, and each
 * round of percent-decoding, each with its dot segments resolved), so '//evil.example', '/\evil.example',
 * '/.//evil.example', '/%2e//evil.example' and encoded variants all fall back to '/'. A target that passes is
 * returned as written: decoding it would change what its query means ('location=a%26b' is one value, 'a&b').
 */
export function toSafeRedirect(target: unknown): string {
  if (typeof target !== 'string' || target === '') return '/';
  let reading = target;
  for (let round = 0; ; round++) {
    if (!staysInApp(reading)) return '/';
    if (!/%[0-9a-f]{2}/i.test(reading)) return target;
    // Still encoded after every round checked: too deep to judge, so not followed.
    if (round === DECODE_ROUNDS) return '/';
    try {
      reading = decodeURIComponent(reading);
    } catch {
      return '/';
    }
  }
}
