import { HttpResponse, type RequestHandler } from 'msw';
import {
  createApplication,
  findActiveApplication,
  findApplicationFor,
  findRoom,
  isObjectId,
  listApplicationsFor,
  setApplicationStatus,
} from '../db';
import {
  authenticate,
  checkBodyObject,
  checkString,
  detailResponse,
  droppedIfDataReplaced,
  internalServerErrorResponse,
  parseJsonBody,
  route,
  validationErrorResponse,
  type Checked,
} from './fastapi';

/** The `room_id` of an application request body (`{ room_id: str }`). */
export function checkRoomId(body: unknown): Checked<string> {
  const object = checkBodyObject(body);
  return object.ok ? checkString(object.value.room_id, ['body', 'room_id']) : object;
}

/** Applying once the room is known to exist; rooms that live outside the database share it. */
export function applyForRoom(email: string, roomId: string, arrival: number): Response {
  if (findActiveApplication(email, roomId)) return detailResponse(400, 'Already applied for this room.');
  return (
    droppedIfDataReplaced(arrival) ?? HttpResponse.json(createApplication(email, roomId), { status: 201 })
  );
}

export function applicationsHandlers(baseUrl: string): RequestHandler[] {
  return [
    route('get', baseUrl, '/applications/', async ({ request }) => {
      const user = await authenticate(request);
      return user.ok ? HttpResponse.json(listApplicationsFor(user.email)) : user.response;
    }),

    route('post', baseUrl, '/applications/', async ({ request, arrival }) => {
      // FastAPI's order: decode the body, run the auth dependency, then validate the body's fields.
      const parsed = await parseJsonBody(request);
      if (!parsed.ok) return parsed.response;
      const user = await authenticate(request);
      if (!user.ok) return user.response;
      const roomId = checkRoomId(parsed.body);
      if (!roomId.ok) return validationErrorResponse([roomId.issue]);
      // The backend passes room_id to ObjectId() unguarded, so a malformed id crashes it.
      if (!isObjectId(roomId.value)) return internalServerErrorResponse();
      if (!findRoom(roomId.value)) return detailResponse(404, 'Room not found');
      return applyForRoom(user.email, roomId.value, arrival);
    }),

    route('patch', baseUrl, '/applications/:applicationId/cancel', async ({ request, params, arrival }) => {
      const user = await authenticate(request);
      if (!user.ok) return user.response;
      const applicationId = params.applicationId ?? '';
      if (!isObjectId(applicationId)) return detailResponse(400, 'Invalid application ID');
      const application = findApplicationFor(user.email, applicationId);
      if (!application) return detailResponse(404, 'Application not found');
      if (application.status === 'cancelled') return detailResponse(400, 'Application already cancelled');
      // Staff decisions are final; the interface never offers Cancel for them, but a stale page might try.
      if (application.status === 'accepted' || application.status === 'rejected') {
        return detailResponse(400, 'Application can no longer be cancelled');
      }
      const dropped = droppedIfDataReplaced(arrival);
      if (dropped) return dropped;
      const cancelled = setApplicationStatus(application.id, 'cancelled');
      return cancelled ? HttpResponse.json(cancelled) : detailResponse(404, 'Application not found');
    }),
  ];
}
