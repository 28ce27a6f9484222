import { describe, expect, it } from 'vitest';
import type { Room } from '@/features/rooms/room';
import { searchRoomSortOrder } from '@/features/rooms/room-sort-order';
import { orderRoomMatches, sortRooms } from '@/features/rooms/sort-rooms';
import { aRoom } from '../fixtures/rooms';

// Without a location a room is named after its title, so these sort by title.
const rooms = [
  aRoom({ id: 'a', title: 'banana court', location: null, pricePerMonth: 600 }),
  aRoom({ id: 'b', title: 'Apple House', location: null, pricePerMonth: null }),
  aRoom({ id: 'c', title: 'Élan Studios', location: null, pricePerMonth: 450 }),
  aRoom({ id: 'd', title: 'cherry lodge', location: null, pricePerMonth: 600 }),
  aRoom({ id: 'e', title: 'apple house', location: null, pricePerMonth: 900 }),
  aRoom({ id: 'f', title: 'Dune Flat', location: null, pricePerMonth: null }),
];
const ids = (list: readonly Room[]) => list.map((r) => r.id);

describe('sortRooms', () => {
  it('keeps the backend order for Recommended, in a new array', () => {
    const sorted = sortRooms(rooms, 'recommended');
    expect(ids(sorted)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(sorted).not.toBe(rooms);
  });

  it('orders by price low to high, ties in the backend order, rooms without a price last', () => {
    expect(ids(sortRooms(rooms, 'price-asc'))).toEqual(['c', 'a', 'd', 'e', 'b', 'f']);
  });

  it('orders by price high to low, still with rooms without a price last', () => {
    expect(ids(sortRooms(rooms, 'price-desc'))).toEqual(['e', 'a', 'd', 'c', 'b', 'f']);
  });

  it('orders by name ignoring case and accents, ties in the backend order', () => {
    expect(ids(sortRooms(rooms, 'name'))).toEqual(['b', 'e', 'a', 'd', 'f', 'c']);
  });

  it('sorts on the name the card shows: the location before the title', () => {
    const named = [
      aRoom({ id: 'x', title: 'Zed', location: 'Aberdeen', pricePerMonth: 1 }),
      aRoom({ id: 'y', title: 'Bath', location: null, pricePerMonth: 1 }),
    ];
    expect(ids(sortRooms(named, 'name'))).toEqual(['x', 'y']);
  });

  it('does not change the list it was given', () => {
    const before = ids(rooms);
    sortRooms(rooms, 'price-desc');
    expect(ids(rooms)).toEqual(before);
  });
});

describe('orderRoomMatches', () => {
  it('puts the matches of a search in the chosen order', () => {
    const matches = [rooms[0], rooms[2], rooms[4]] as Room[];
    expect(ids(orderRoomMatches(rooms, matches, 'price-desc'))).toEqual(['e', 'a', 'c']);
  });

  it('gives the same sorted list for every search over the whole list: the list is sorted once', () => {
    const first = orderRoomMatches(rooms, [...rooms], 'name');
    const second = orderRoomMatches(rooms, [...rooms], 'name');
    expect(second).toBe(first);
    expect(ids(first)).toEqual(['b', 'e', 'a', 'd', 'f', 'c']);
  });

  it('leaves the matches as they are for Recommended', () => {
    const matches = [rooms[3], rooms[1]] as Room[];
    expect(orderRoomMatches(rooms, matches, 'recommended')).toBe(matches);
  });
});

describe('searchRoomSortOrder', () => {
  it.each([
    ['price-asc', 'price-asc'],
    ['PRICE-DESC', 'price-desc'],
    ['name', 'name'],
    ['recommended', undefined],
    ['cheapest', undefined],
    [42, undefined],
    [undefined, undefined],
  ])('reads %s as %s', (value, expected) => {
    expect(searchRoomSortOrder(value)).toBe(expected);
  });
});
