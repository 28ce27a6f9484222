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
  collectIssues,
  detailResponse,
  internalServerErrorResponse,
  parseJsonBody,
  route,
  validationErrorResponse,
} from './fastapi';

export function applicationsHandlers(baseUrl: string): RequestHandler[] {
  return [
    route('get', baseUrl, '/applications/', async ({ request }) => {
      const user = await authenticate(request);
      if (!user.ok) return user.response;
      return HttpResponse.json(listApplicationsFor(user.email));
    }),

    route('post', baseUrl, '/applications/', async ({ request }) => {
      // FastAPI's order: decode the body, run the auth dependency, then validate the body's fields.
      const parsed = await parseJsonBody(request);
      if (!parsed.ok) return parsed.response;
      const user = await authenticate(request);
      if (!user.ok) return user.response;
      const body = checkBodyObject(parsed.body);
      const roomId = body.ok ? checkString(body.value.room_id, ['body', 'room_id']) : body;
      if (!roomId.ok) return validationErrorResponse(collectIssues(roomId));

      // The backend passes room_id to ObjectId() unguarded, so a malformed id crashes it.
      if (!isObjectId(roomId.value)) return internalServerErrorResponse();
      if (!findRoom(roomId.value)) return detailResponse(404, 'Room not found');
      if (findActiveApplication(user.email, roomId.value))
        return detailResponse(400, 'Already applied for this room.');
      return HttpResponse.json(createApplication(user.email, roomId.value), { status: 201 });
    }),

    route('patch', baseUrl, '/applications/:applicationId/cancel', async ({ request, params }) => {
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
      const cancelled = setApplicationStatus(application.id, 'cancelled');
      return cancelled ? HttpResponse.json(cancelled) : detailResponse(404, 'Application not found');
    }),
  ];
}
