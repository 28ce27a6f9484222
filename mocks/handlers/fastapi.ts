import { delay, http, HttpResponse, type PathParams, type RequestHandler } from 'msw';
import { getLatency, userExists } from '../db';
import { verifyToken } from '../jwt';

/**
 * How the real FastAPI backend frames its answers, shared by every resource's handlers: simulated latency,
 * trailing-slash redirects, `{"detail": ...}` errors, pydantic-v1-style 422 validation errors, the bare
 * text/plain 500, and the OAuth2 bearer dependency.
 */

// ---------------------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------------------

export type Location = readonly (string | number)[];

/** One entry of a 422 `detail` array, as pydantic v1 reports it. */
export interface ValidationIssue {
  loc: Location;
  msg: string;
  type: string;
  ctx?: Record<string, string | number>;
}

/** `{"detail": "..."}`, the shape of every deliberate 4xx. */
export function detailResponse(status: number, detail: string, headers?: Record<string, string>): Response {
  return HttpResponse.json({ detail }, { status, headers });
}

export function validationErrorResponse(issues: readonly ValidationIssue[]): Response {
  return HttpResponse.json({ detail: issues }, { status: 422 });
}

/** What Starlette sends when a handler raises: no JSON at all. */
export function internalServerErrorResponse(): Response {
  return new HttpResponse('Internal Server Error', {
    status: 500,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}

// ---------------------------------------------------------------------------------------------------------
// Validation (pydantic v1 messages and types, which is what the observed backend emits)
// ---------------------------------------------------------------------------------------------------------

export type Checked<T> = { ok: true; value: T } | { ok: false; issue: ValidationIssue };

export const missingField = (loc: Location): ValidationIssue => ({
  loc,
  msg: 'field required',
  type: 'value_error.missing',
});

/** A required string field. Like pydantic v1, a number is coerced to its text rather than refused. */
export function checkString(value: unknown, loc: Location): Checked<string> {
  if (value === undefined) return { ok: false, issue: missingField(loc) };
  if (value === null) {
    return {
      ok: false,
      issue: { loc, msg: 'none is not an allowed value', type: 'type_error.none.not_allowed' },
    };
  }
  if (typeof value === 'string') return { ok: true, value };
  if (typeof value === 'number' && Number.isFinite(value)) return { ok: true, value: String(value) };
  return { ok: false, issue: { loc, msg: 'str type expected', type: 'type_error.str' } };
}

export function checkNonEmptyString(value: unknown, loc: Location): Checked<string> {
  const checked = checkString(value, loc);
  if (checked.ok && checked.value.length === 0) {
    return {
      ok: false,
      issue: {
        loc,
        msg: 'ensure this value has at least 1 characters',
        type: 'value_error.any_str.min_length',
        ctx: { limit_value: 1 },
      },
    };
  }
  return checked;
}

const EMAIL_LOCAL_ATOM = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const EMAIL_DOMAIN_LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
// A dot-atom local part and a domain of at least two labels, as the email-validator package requires.
const EMAIL_PATTERN = new RegExp(
  `^${EMAIL_LOCAL_ATOM}(?:\\.${EMAIL_LOCAL_ATOM})*@(?:${EMAIL_DOMAIN_LABEL}\\.)+${EMAIL_DOMAIN_LABEL}$`,
  'u',
);
const MAX_EMAIL_LENGTH = 254;
const MAX_EMAIL_LOCAL_LENGTH = 64;

/**
 * A pydantic EmailStr: surrounding spaces are dropped and the domain is lower-cased, while the local part
 * keeps its case (RFC 5321 makes it case-sensitive), so 'Ann@Example.COM' is stored as 'Ann@example.com'.
 */
export function checkEmail(value: unknown, loc: Location): Checked<string> {
  const checked = checkString(value, loc);
  if (!checked.ok) return checked;
  const email = checked.value.trim();
  const at = email.lastIndexOf('@');
  const domain = email.slice(at + 1);
  const valid =
    email.length <= MAX_EMAIL_LENGTH &&
    at > 0 &&
    at <= MAX_EMAIL_LOCAL_LENGTH &&
    EMAIL_PATTERN.test(email) &&
    !/^\d+$/.test(domain.slice(domain.lastIndexOf('.') + 1));
  if (!valid) {
    return {
      ok: false,
      issue: { loc, msg: 'value is not a valid email address', type: 'value_error.email' },
    };
  }
  return { ok: true, value: `${email.slice(0, at)}@${domain.toLowerCase()}` };
}

/** Collects every failed check, because FastAPI reports all invalid fields of a request at once. */
export function collectIssues(...checks: readonly Checked<unknown>[]): ValidationIssue[] {
  return checks.flatMap((check) => (check.ok ? [] : [check.issue]));
}

export type ParsedBody = { ok: true; body: unknown } | { ok: false; response: Response };

/**
 * Reads a JSON request body. FastAPI decodes the body before it runs any dependency, so a malformed body is
 * a 422 even for an unauthenticated request; an empty body is `undefined`, judged later as a missing body.
 */
export async function parseJsonBody(request: Request): Promise<ParsedBody> {
  const text = await request.text();
  if (text.trim() === '') return { ok: true, body: undefined };
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return {
      ok: false,
      response: validationErrorResponse([
        { loc: ['body', 0], msg: 'Expecting a valid JSON body', type: 'value_error.jsondecode' },
      ]),
    };
  }
}

/** The body of a route that takes a pydantic model: it must be present and a JSON object. */
export function checkBodyObject(body: unknown): Checked<Record<string, unknown>> {
  if (body === undefined) return { ok: false, issue: missingField(['body']) };
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, issue: { loc: ['body'], msg: 'value is not a valid dict', type: 'type_error.dict' } };
  }
  return { ok: true, value: body as Record<string, unknown> };
}

// ---------------------------------------------------------------------------------------------------------
// Authentication (FastAPI's OAuth2PasswordBearer plus the backend's get_current_user)
// ---------------------------------------------------------------------------------------------------------

export type Authenticated = { ok: true; email: string } | { ok: false; response: Response };

const BEARER_CHALLENGE = { 'WWW-Authenticate': 'Bearer' };

export async function authenticate(request: Request): Promise<Authenticated> {
  const authorization = request.headers.get('authorization')?.trim() ?? '';
  const [scheme = '', ...rest] = authorization.split(/\s+/);
  if (authorization === '' || scheme.toLowerCase() !== 'bearer') {
    return { ok: false, response: detailResponse(401, 'Not authenticated', BEARER_CHALLENGE) };
  }
  const email = await verifyToken(rest.join(' '));
  // A valid token for a user who no longer exists (the demo data was reset) is as useless as a forged one.
  if (email === null || !userExists(email)) {
    return {
      ok: false,
      response: detailResponse(401, 'Invalid authentication credentials', BEARER_CHALLENGE),
    };
  }
  return { ok: true, email };
}

// ---------------------------------------------------------------------------------------------------------
// Routing
// ---------------------------------------------------------------------------------------------------------

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RouteContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
}

export type RouteResolver = (context: RouteContext) => Response | Promise<Response>;

/** Joins a base URL ('/api', 'http://host:8000/', '') and an absolute path ('/rooms/'). */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

async function simulateLatency(): Promise<void> {
  const latency = getLatency();
  if (latency > 0) await delay(latency);
}

function stringParams(params: PathParams): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string') result[name] = value;
  }
  return result;
}

/**
 * One backend route. Its canonical path decides the trailing slash ('/rooms/' has one, '/rooms/:id' has
 * not); the other spelling answers 307 with an absolute `location` on the same origin, as Starlette's
 * redirect_slashes does. Anything the resolver throws becomes the backend's bare 500, never an msw error.
 */
/** A canonical path as an msw pattern: without its trailing slash, msw matches both spellings. */
export const routePattern = (baseUrl: string, canonicalPath: string): string =>
  joinUrl(baseUrl, canonicalPath).replace(/\/+$/, '');

export function route(
  method: HttpMethod,
  baseUrl: string,
  canonicalPath: string,
  resolver: RouteResolver,
): RequestHandler {
  const wantsTrailingSlash = canonicalPath.endsWith('/');
  const pattern = routePattern(baseUrl, canonicalPath);

  return http[method](pattern, async ({ request, params }) => {
    await simulateLatency();
    const url = new URL(request.url);
    if (url.pathname.endsWith('/') !== wantsTrailingSlash) {
      const location = new URL(url);
      location.pathname = wantsTrailingSlash ? `${url.pathname}/` : url.pathname.replace(/\/+$/, '');
      return new HttpResponse(null, { status: 307, headers: { location: location.href } });
    }
    try {
      return await resolver({ request, url, params: stringParams(params) });
    } catch (error) {
      // The real server logs a traceback and answers 500; surfacing the cause here helps whoever broke it.
      console.error(`[mock api] ${request.method} ${url.pathname} failed`, error);
      return internalServerErrorResponse();
    }
  });
}

/** FastAPI's answer to a path it has no route for. */
export function notFoundHandler(baseUrl: string): RequestHandler {
  return http.all(joinUrl(baseUrl, '/*'), async () => {
    await simulateLatency();
    return detailResponse(404, 'Not Found');
  });
}
