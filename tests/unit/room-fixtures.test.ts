// The room test data must be data the app can receive: otherwise a test could pass on a room no backend sends.
import { parseRoom, parseRooms } from '@/features/rooms/api/parse-room';
import { aRoom, aRoomList, roomJson } from '../fixtures/rooms';

describe('the room test data', () => {
  it('has a default room that parseRoom reads back unchanged from its JSON', () => {
    expect(parseRoom(roomJson(aRoom()))).toEqual(aRoom());
  });

  it('names every field as the parser reads it, so a room with all of them set comes back whole', () => {
    const everyField = aRoom({
      location: 'Cathays, Cardiff',
      imageUrl: '/images/rooms/cathays-double.svg',
      languages: ['English', 'Welsh'],
    });
    expect(Object.values(everyField)).not.toContain(null);
    expect(parseRoom(roomJson(everyField))).toEqual(everyField);
  });

  it('builds lists of rooms with their own ids and the fields given for each position', () => {
    const rooms = aRoomList(3, (index) => ({ title: `Room ${index + 1}` }));
    expect(new Set(rooms.map((room) => room.id)).size).toBe(3);
    expect(rooms.map((room) => room.title)).toEqual(['Room 1', 'Room 2', 'Room 3']);
    expect(parseRooms(rooms.map(roomJson))).toEqual(rooms);
  });
});
