/**
 * Accepts only paths inside this app as a post-login destination; anything else becomes '/'.
 * Guards against open redirects such as '//evil.example', '/\evil.example' and encoded variants.
 */
export function toSafeRedirect(target: unknown): string {
  if (typeof target !== 'string' || target === '') return '/';
  let decoded = target;
  try {
    // Decode repeatedly so '%252F%252F' cannot smuggle '//' past the checks.
    for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(decoded); i++) decoded = decodeURIComponent(decoded);
  } catch {
    return '/';
  }
  if (!decoded.startsWith('/')) return '/';
  if (decoded.startsWith('//') || decoded.startsWith('/\\')) return '/';
  // Control characters and backslashes can be normalised by browsers into a scheme-relative URL.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this check rejects.
  if (/[\\\u0000-\u001f\u007f]/.test(decoded)) return '/';
  try {
    const base = 'http://student-rooms.invalid';
    const url = new URL(decoded, base);
    if (url.origin !== base) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
