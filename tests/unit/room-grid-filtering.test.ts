import {
  emptyRoomFilters,
  filterRoomList,
  filterRooms,
  searchableRoomsOf,
  toSearchableRooms,
} from '@/features/rooms/filter-rooms';
import type { Room } from '@/features/rooms/room';

const room = (id: string, location: string, languages: string[] = []): Room => ({
  id,
  title: null,
  location,
  address: null,
  description: null,
  imageUrl: null,
  pricePerMonth: 500,
  languages,
  postcode: null,
});

const rooms = [
  room('a', 'Headingley, Leeds', ['English']),
  room('b', 'Fallowfield, Manchester', ['Polish']),
  room('c', 'Hyde Park, Leeds', ['Polish']),
];

describe('filtering the cached room list for the grid', () => {
  it('hands back the cached list itself when no filter applies, so nothing is copied or prepared', () => {
    expect(filterRoomList(rooms, emptyRoomFilters)).toBe(rooms);
    expect(filterRoomList(rooms, { ...emptyRoomFilters, location: '   ' })).toBe(rooms);
  });

  it('prepares each loaded list once, however often it is searched', () => {
    const prepared = searchableRoomsOf(rooms);
    expect(searchableRoomsOf(rooms)).toBe(prepared);
    expect(searchableRoomsOf([...rooms])).not.toBe(prepared);
  });

  it('finds what section 5 finds', () => {
    const filters = { ...emptyRoomFilters, location: 'leeds', language: 'polish' };
    expect(filterRoomList(rooms, filters)).toEqual(filterRooms(toSearchableRooms(rooms), filters));
    expect(filterRoomList(rooms, filters).map(({ id }) => id)).toEqual(['c']);
  });
});
