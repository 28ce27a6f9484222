import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { isRecord } from '@/lib/raw-values';
import { getDataGeneration, getLatency, userExists } from '../db';
import { verifyToken } from '../jwt';

/**
 * How the real FastAPI backend frames its answers, shared by every resource's handlers and the scenarios:
 * simulated latency, trailing-slash redirects, `{"detail": ...}` errors, pydantic-v1-style 422 validation
 * errors, the bare text/plain 500, and the OAuth2 bearer dependency.
 */

export type Location = readonly (string | number)[];

/** One entry of a 422 `detail` array, as pydantic v1 reports it. */
export interface ValidationIssue {
  loc: Location;
  msg: string;
  type: string;
  ctx?: Record<string, string | number>;
}

/** `{"detail": "..."}`, the shape of every deliberate 4xx. */
export const detailResponse = (status: number, detail: string, headers?: Record<string, string>): Response =>
  HttpResponse.json({ detail }, { status, headers });

export const validationErrorResponse = (issues: readonly ValidationIssue[]): Response =>
  HttpResponse.json({ detail: issues }, { status: 422 });

/** What Starlette sends when a handler raises: no JSON at all. */
export const internalServerErrorResponse = (): Response =>
  new HttpResponse('Internal Server Error', {
    status: 500,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });

/** A field as pydantic v1 (the observed backend's) validates it: the value, or the issue it reports. */
export type Checked<T> = { ok: true; value: T } | { ok: false; issue: ValidationIssue };

/** A request turned away, with the answer that says why. */
export type Refused = { ok: false; response: Response };

const invalid = (loc: Location, msg: string, type: string, ctx?: ValidationIssue['ctx']): Checked<never> => ({
  ok: false,
  issue: { loc, msg, type, ...(ctx && { ctx }) },
});

export const missingField = (loc: Location): ValidationIssue => ({
  loc,
  msg: 'field required',
  type: 'value_error.missing',
});

/** A required string field. Like pydantic v1, a number is coerced to its text rather than refused. */
export function checkString(value: unknown, loc: Location): Checked<string> {
  if (value === undefined) return { ok: false, issue: missingField(loc) };
  if (value === null) return invalid(loc, 'none is not an allowed value', 'type_error.none.not_allowed');
  if (typeof value === 'string') return { ok: true, value };
  if (typeof value === 'number' && Number.isFinite(value)) return { ok: true, value: String(value) };
  return invalid(loc, 'str type expected', 'type_error.str');
}

/** An `Optional[str] = None` field: absent or null is null, otherwise it is checked as a string. */
export function checkOptionalString(value: unknown, loc: Location): Checked<string | null> {
  return value === undefined || value === null ? { ok: true, value: null } : checkString(value, loc);
}

/**
 * A required float field, as pydantic v1 reads one with Python's float(): a number, a numeric string or a
 * boolean (Python's bool is an int). JSON cannot carry NaN or infinity, and a string spelling them is refused.
 */
export function checkFloat(value: unknown, loc: Location): Checked<number> {
  if (value === undefined) return { ok: false, issue: missingField(loc) };
  if (value === null) return invalid(loc, 'none is not an allowed value', 'type_error.none.not_allowed');
  if (typeof value === 'boolean') return { ok: true, value: value ? 1 : 0 };
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number === 'number' && Number.isFinite(number)) return { ok: true, value: number };
  return invalid(loc, 'value is not a valid float', 'type_error.float');
}

export function checkNonEmptyString(value: unknown, loc: Location): Checked<string> {
  const checked = checkString(value, loc);
  if (!checked.ok || checked.value !== '') return checked;
  return invalid(loc, 'ensure this value has at least 1 characters', 'value_error.any_str.min_length', {
    limit_value: 1,
  });
}

const EMAIL_LOCAL_ATOM = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const EMAIL_DOMAIN_LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
// A dot-atom local part and a domain of at least two labels, as the email-validator package requires.
const EMAIL_PATTERN = new RegExp(
  `^${EMAIL_LOCAL_ATOM}(?:\\.${EMAIL_LOCAL_ATOM})*@(?:${EMAIL_DOMAIN_LABEL}\\.)+${EMAIL_DOMAIN_LABEL}$`,
  'u',
);

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
  // RFC 5321's limits: 254 characters in all, 64 before the @.
  const valid =
    email.length <= 254 &&
    at > 0 &&
    at <= 64 &&
    EMAIL_PATTERN.test(email) &&
    // email-validator refuses an all-numeric top-level domain.
    !/^\d+$/.test(domain.slice(domain.lastIndexOf('.') + 1));
  if (!valid) return invalid(loc, 'value is not a valid email address', 'value_error.email');
  return { ok: true, value: `${email.slice(0, at)}@${domain.toLowerCase()}` };
}

/** Collects every failed check, because FastAPI reports all invalid fields of a request at once. */
export const collectIssues = (...checks: readonly Checked<unknown>[]): ValidationIssue[] =>
  checks.flatMap((check) => (check.ok ? [] : [check.issue]));

/**
 * Reads a JSON request body. FastAPI decodes the body before it runs any dependency, so a malformed body is
 * a 422 even for an unauthenticated request; an empty body is `undefined`, judged later as a missing body.
 */
export async function parseJsonBody(request: Request): Promise<{ ok: true; body: unknown } | Refused> {
  const text = await request.text();
  if (text.trim() === '') return { ok: true, body: undefined };
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    const issue = { loc: ['body', 0], msg: 'Expecting a valid JSON body', type: 'value_error.jsondecode' };
    return { ok: false, response: validationErrorResponse([issue]) };
  }
}

/** The body of a route that takes a pydantic model: it must be present and a JSON object. */
export function checkBodyObject(body: unknown): Checked<Record<string, unknown>> {
  if (body === undefined) return { ok: false, issue: missingField(['body']) };
  if (!isRecord(body)) return invalid(['body'], 'value is not a valid dict', 'type_error.dict');
  return { ok: true, value: body };
}

const unauthorized = (detail: string): Refused => ({
  ok: false,
  response: detailResponse(401, detail, { 'WWW-Authenticate': 'Bearer' }),
});

/** What FastAPI's OAuth2PasswordBearer and then the backend's get_current_user let through. */
export async function authenticate(request: Request): Promise<{ ok: true; email: string } | Refused> {
  const authorization = request.headers.get('authorization')?.trim() ?? '';
  const [scheme = '', ...rest] = authorization.split(/\s+/);
  if (authorization === '' || scheme.toLowerCase() !== 'bearer') return unauthorized('Not authenticated');
  const email = await verifyToken(rest.join(' '));
  // A valid token for a user who no longer exists (the demo data was reset) is as useless as a forged one.
  if (email === null || !userExists(email)) return unauthorized('Invalid authentication credentials');
  return { ok: true, email };
}

export type HttpMethod = 'get' | 'post' | 'patch';

export interface RouteContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  /** The data's generation when the request came: a write checks it first (droppedIfDataReplaced). */
  arrival: number;
}

/** Joins a base URL ('/api', 'http://host:8000/', '') and an absolute path ('/rooms/'). */
export const joinUrl = (baseUrl: string, path: string): string => `${baseUrl.replace(/\/+$/, '')}${path}`;

export async function simulateLatency(): Promise<void> {
  if (getLatency() > 0) await delay(getLatency());
}

/**
 * The answer to a request that came before the demo data was reset or replaced (`arrival` is
 * getDataGeneration() when it came), checked just before it would write: like a server restarting with
 * fresh data behind its proxy, 503 and nothing written (docs/demo-and-qa.md#resetting-the-demo). Undefined
 * while the data is the one it came to. An HTTP answer, not a dropped connection: the mock API's Node server
 * cannot send one of those.
 */
export const droppedIfDataReplaced = (arrival: number): Response | undefined =>
  getDataGeneration() === arrival
    ? undefined
    : new HttpResponse('Service Unavailable', {
        status: 503,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });

type Resolver = (context: RouteContext) => Response | undefined | Promise<Response | undefined>;

/**
 * One backend route. Its canonical path decides the trailing slash ('/rooms/' has one, '/rooms/:id' has
 * not); the other spelling answers 307 with an absolute `location` on the same origin, as Starlette's
 * redirect_slashes does. Anything the resolver throws becomes the backend's bare 500, never an msw error.
 */
export const route = (method: HttpMethod, baseUrl: string, canonicalPath: string, resolver: Resolver) =>
  canonicalRoute(method, baseUrl, canonicalPath, resolver, false);

/**
 * A scenario's route over a base route: returning undefined hands the request on to the base route, which
 * then adds its own latency and answers the other spelling's 307. So an override delays only its own
 * answers, and reads a clone, leaving the body for the base route.
 */
export const override = (method: HttpMethod, baseUrl: string, canonicalPath: string, resolver: Resolver) =>
  canonicalRoute(method, baseUrl, canonicalPath, resolver, true);

function canonicalRoute(
  method: HttpMethod,
  baseUrl: string,
  canonicalPath: string,
  resolver: Resolver,
  isOverride: boolean,
): RequestHandler {
  const wantsTrailingSlash = canonicalPath.endsWith('/');
  // Without its trailing slash the pattern matches both spellings.
  return http[method](joinUrl(baseUrl, canonicalPath).replace(/\/+$/, ''), async ({ request, params }) => {
    const arrival = getDataGeneration();
    if (!isOverride) await simulateLatency();
    const url = new URL(request.url);
    if (url.pathname.endsWith('/') !== wantsTrailingSlash) {
      if (isOverride) return undefined;
      const location = new URL(url);
      location.pathname = wantsTrailingSlash ? `${url.pathname}/` : url.pathname.replace(/\/+$/, '');
      return new HttpResponse(null, { status: 307, headers: { location: location.href } });
    }
    let response: Response | undefined;
    try {
      // Every pattern here has single-segment parameters, which msw gives as strings.
      const context = { request: isOverride ? request.clone() : request, url, params, arrival };
      response = await resolver(context as RouteContext);
    } catch (error) {
      // The real server logs a traceback and answers 500; surfacing the cause here helps whoever broke it.
      console.error(`[mock api] ${request.method} ${url.pathname} failed`, error);
      response = internalServerErrorResponse();
    }
    if (isOverride && response) await simulateLatency();
    return response;
  });
}

/** FastAPI's answer to a path it has no route for. */
export const notFoundHandler = (baseUrl: string): RequestHandler =>
  http.all(joinUrl(baseUrl, '/*'), async () => {
    await simulateLatency();
    return detailResponse(404, 'Not Found');
  });
