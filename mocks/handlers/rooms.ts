import { HttpResponse, type RequestHandler } from 'msw';
import { createRoom, findRoom, isObjectId, listRooms } from '../db';
import type { FastApiRoomDraft } from '../raw-rooms';
import {
  authenticate,
  checkBodyObject,
  checkFloat,
  checkOptionalString,
  checkString,
  collectIssues,
  detailResponse,
  droppedIfDataReplaced,
  parseJsonBody,
  route,
  validationErrorResponse,
  type Checked,
  type ValidationIssue,
} from './fastapi';

/**
 * The body of `POST /rooms/` (docs/backend.md#the-contract), checked as the backend's pydantic model checks
 * it: every invalid field reported at once, in the model's order. Fields it does not know are ignored.
 */
export function checkRoomDraft(
  body: unknown,
): { ok: true; value: FastApiRoomDraft } | { ok: false; issues: ValidationIssue[] } {
  const object = checkBodyObject(body);
  if (!object.ok) return { ok: false, issues: [object.issue] };
  const field = (name: string) => object.value[name];
  const title = checkString(field('title'), ['body', 'title']);
  const description = checkOptionalString(field('description'), ['body', 'description']);
  const address = checkString(field('address'), ['body', 'address']);
  const price = checkFloat(field('price_per_month'), ['body', 'price_per_month']);
  const postcode = checkString(field('postcode'), ['body', 'postcode']);
  if (!title.ok || !description.ok || !address.ok || !price.ok || !postcode.ok) {
    const checks: Checked<unknown>[] = [title, description, address, price, postcode];
    return { ok: false, issues: collectIssues(...checks) };
  }
  return {
    ok: true,
    value: {
      title: title.value,
      description: description.value,
      address: address.value,
      price_per_month: price.value,
      postcode: postcode.value,
    },
  };
}

export function roomsHandlers(baseUrl: string): RequestHandler[] {
  return [
    // Public and unpaginated, served raw: the app must cope with every shape a deployment may send.
    route('get', baseUrl, '/rooms/', () => HttpResponse.json(listRooms())),

    // Any signed-in user may list a room; the real-backend tests add their new rooms this way.
    route('post', baseUrl, '/rooms/', async ({ request, arrival }) => {
      // FastAPI's order: decode the body, run the auth dependency, then validate the body's fields.
      const parsed = await parseJsonBody(request);
      if (!parsed.ok) return parsed.response;
      const user = await authenticate(request);
      if (!user.ok) return user.response;
      const draft = checkRoomDraft(parsed.body);
      if (!draft.ok) return validationErrorResponse(draft.issues);
      return droppedIfDataReplaced(arrival) ?? HttpResponse.json(createRoom(draft.value), { status: 201 });
    }),

    route('get', baseUrl, '/rooms/:roomId', ({ params }) => {
      const roomId = params.roomId ?? '';
      if (!isObjectId(roomId)) return detailResponse(400, 'Invalid room ID');
      const room = findRoom(roomId);
      return room ? HttpResponse.json(room) : detailResponse(404, 'Room not found');
    }),
  ];
}
