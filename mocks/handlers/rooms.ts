import { HttpResponse, type RequestHandler } from 'msw';
import { findRoom, isObjectId, listRooms } from '../db';
import { detailResponse, route } from './fastapi';

export function roomsHandlers(baseUrl: string): RequestHandler[] {
  return [
    // Public and unpaginated, served raw: the app must cope with every shape a deployment may send.
    route('get', baseUrl, '/rooms/', () => HttpResponse.json(listRooms())),

    route('get', baseUrl, '/rooms/:roomId', ({ params }) => {
      const roomId = params.roomId ?? '';
      if (!isObjectId(roomId)) return detailResponse(400, 'Invalid room ID');
      const room = findRoom(roomId);
      return room ? HttpResponse.json(room) : detailResponse(404, 'Room not found');
    }),
  ];
}
