import { filterRooms } from '@/features/rooms/filter-rooms';
import { emptyRoomFilters, type RoomFilters } from '@/features/rooms/room-filters';
import { buildRoomSearchIndex } from '@/features/rooms/room-search-index';
import { suggestFilterToDrop } from '@/features/rooms/suggest-filter-to-drop';
import { parseRooms } from '@/features/rooms/api/parse-room';

// Rooms as the backend sends them, read by the app's own parser, so the filters are held to both shapes (a
// price sent as `price`, languages sent as null). The first test's full list shows that all four parsed.
const rooms = parseRooms([
  {
    id: 'a',
    location: 'Camden, London',
    title: 'Sunny double',
    price_per_month: 650,
    languages: ['English', 'French'],
    postcode: 'NW1 8QL',
  },
  {
    id: 'b',
    title: 'Studio near Piccadilly',
    address: '12 Oxford Rd, Manchester',
    price: 480,
    languages: null,
    postcode: 'M1 3BB',
  },
  {
    id: 'c',
    location: 'Leith, Edinburgh',
    title: 'Quiet single',
    price_per_month: 720,
    languages: ['Spanish'],
    postcode: 'EH6 6JJ',
  },
  { id: 'd', location: 'Headingley, Leeds', title: 'Shared flat', postcode: null },
]);
const searchable = buildRoomSearchIndex(rooms);
const ids = (filters: Partial<RoomFilters>) =>
  filterRooms(searchable, { ...emptyRoomFilters, ...filters }).map((r) => r.id);

describe('filterRooms (docs/specification.md#room-filters)', () => {
  it('ignores empty filters and returns the full list', () => {
    expect(ids({})).toEqual(['a', 'b', 'c', 'd']);
    expect(ids({ location: '   ', maxPrice: '', language: ' ', postcode: '' })).toEqual(['a', 'b', 'c', 'd']);
  });

  it('matches location case-insensitively as a substring of the location', () => {
    expect(ids({ location: 'LONDON' })).toEqual(['a']);
    expect(ids({ location: 'leit' })).toEqual(['c']);
  });

  it('matches location against the title too', () => {
    expect(ids({ location: 'piccadilly' })).toEqual(['b']);
    expect(ids({ location: 'quiet' })).toEqual(['c']);
  });

  it('matches location against the address when the backend sends no location', () => {
    expect(ids({ location: 'manchester' })).toEqual(['b']);
  });

  it('keeps rooms priced at or below Max Price, using price when price_per_month is missing', () => {
    expect(ids({ maxPrice: '650' })).toEqual(['a', 'b']);
    expect(ids({ maxPrice: '480' })).toEqual(['b']);
    expect(ids({ maxPrice: '479.99' })).toEqual([]);
  });

  it.each(['0x1F', '-0', '1e3', '+500', '500.', '5e2', 'Infinity', '1_000'])(
    'ignores a Max Price of %s, which is not written in decimal digits',
    (maxPrice) => {
      expect(ids({ maxPrice })).toEqual(['a', 'b', 'c', 'd']);
    },
  );

  it('leaves out rooms without a price once Max Price is set', () => {
    expect(ids({ maxPrice: '100000' })).not.toContain('d');
  });

  it('requires the language to equal one of the room languages, case-insensitively', () => {
    expect(ids({ language: 'french' })).toEqual(['a']);
    expect(ids({ language: 'ENGLISH' })).toEqual(['a']);
    expect(ids({ language: 'Eng' })).toEqual([]);
  });

  it('matches when the room postcode contains the entered text', () => {
    expect(ids({ postcode: 'M1' })).toEqual(['b']);
    expect(ids({ postcode: '6JJ' })).toEqual(['c']);
    expect(ids({ postcode: 'nw1' })).toEqual(['a']);
    expect(ids({ postcode: 'ZZ9' })).toEqual([]);
  });

  it('combines filters', () => {
    expect(ids({ location: 'e', maxPrice: '700' })).toEqual(['a', 'b']);
    expect(ids({ location: 'london', language: 'spanish' })).toEqual([]);
  });
});

describe('suggestFilterToDrop', () => {
  const hint = (filters: Partial<RoomFilters>) =>
    suggestFilterToDrop(searchable, { ...emptyRoomFilters, ...filters });

  it('names the single filter whose removal finds the most rooms, with the count', () => {
    expect(hint({ location: 'e', language: 'klingon' })).toEqual({
      field: 'language',
      label: 'Language',
      count: 4,
    });
    expect(hint({ maxPrice: '100', postcode: 'M1' })).toEqual({
      field: 'maxPrice',
      label: 'Max Price',
      count: 1,
    });
  });

  it('gives no hint when no single filter is to blame, or nothing is filtered', () => {
    expect(hint({})).toBeNull();
    expect(hint({ location: 'atlantis', language: 'klingon' })).toBeNull();
  });
});
