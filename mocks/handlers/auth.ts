import { HttpResponse, type RequestHandler } from 'msw';
import { createUser, findUserPassword } from '../db';
import { createToken } from '../jwt';
import {
  checkBodyObject,
  checkEmail,
  checkNonEmptyString,
  collectIssues,
  detailResponse,
  droppedIfDataReplaced,
  parseJsonBody,
  route,
  validationErrorResponse,
  type Refused,
} from './fastapi';

/** Register and login share one pydantic model: `{ email: EmailStr, password: str (min 1) }`. */
async function readCredentials(
  request: Request,
): Promise<{ ok: true; email: string; password: string } | Refused> {
  const parsed = await parseJsonBody(request);
  if (!parsed.ok) return parsed;
  const body = checkBodyObject(parsed.body);
  if (!body.ok) return { ok: false, response: validationErrorResponse([body.issue]) };
  const email = checkEmail(body.value.email, ['body', 'email']);
  const password = checkNonEmptyString(body.value.password, ['body', 'password']);
  if (!email.ok || !password.ok)
    return { ok: false, response: validationErrorResponse(collectIssues(email, password)) };
  return { ok: true, email: email.value, password: password.value };
}

export function authHandlers(baseUrl: string): RequestHandler[] {
  return [
    route('post', baseUrl, '/users/register', async ({ request, arrival }) => {
      const credentials = await readCredentials(request);
      if (!credentials.ok) return credentials.response;
      const dropped = droppedIfDataReplaced(arrival);
      if (dropped) return dropped;
      if (!createUser(credentials.email, credentials.password))
        return detailResponse(400, 'Email already registered');
      return HttpResponse.json({ email: credentials.email });
    }),

    route('post', baseUrl, '/users/login', async ({ request }) => {
      const credentials = await readCredentials(request);
      if (!credentials.ok) return credentials.response;
      // One message for both cases, so the answer does not reveal which emails are registered.
      if (findUserPassword(credentials.email) !== credentials.password) {
        return detailResponse(401, 'Invalid email or password');
      }
      return HttpResponse.json({ access_token: await createToken(credentials.email), token_type: 'bearer' });
    }),
  ];
}
