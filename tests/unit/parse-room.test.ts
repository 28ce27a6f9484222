import { parseRoom, parseRooms, safeImageUrl } from '@/features/rooms/api/parse-room';
import { roomDisplayName } from '@/features/rooms/room';
import { formatCoordinates, formatDistance, formatMonthlyPrice } from '@/features/rooms/format-room';

describe('parseRoom', () => {
  it('reads the specification shape', () => {
    expect(
      parseRoom({
        _id: '6b026b08dbdf01ad5cffcce5',
        location: 'Camden, London',
        title: 'Sunny double',
        image: 'https://images.example/room.jpg',
        price_per_month: 650,
        languages: ['English'],
        postcode: 'NW1 8QL',
      }),
    ).toEqual({
      id: '6b026b08dbdf01ad5cffcce5',
      title: 'Sunny double',
      location: 'Camden, London',
      address: null,
      description: null,
      imageUrl: 'https://images.example/room.jpg',
      pricePerMonth: 650,
      languages: ['English'],
      postcode: 'NW1 8QL',
    });
  });

  it("reads the real backend's shape (title, address, postcode, no location, image or languages)", () => {
    const room = parseRoom({
      id: '6b026b08dbdf01ad5cffcce6',
      title: 'Studio near Piccadilly',
      description: null,
      address: '12 Oxford Rd, Manchester',
      price_per_month: 480,
      postcode: 'M1 3BB',
    });
    expect(room).toMatchObject({
      location: null,
      imageUrl: null,
      languages: [],
      address: '12 Oxford Rd, Manchester',
    });
    expect(roomDisplayName(room!)).toBe('Studio near Piccadilly');
  });

  it('falls back from price_per_month to price, and accepts a numeric string', () => {
    expect(parseRoom({ id: '1', price: 500 })?.pricePerMonth).toBe(500);
    expect(parseRoom({ id: '1', price_per_month: '525' })?.pricePerMonth).toBe(525);
    expect(parseRoom({ id: '1', price_per_month: 'cheap' })?.pricePerMonth).toBeNull();
  });

  it('turns null or malformed languages into an empty list and drops blanks and repeats', () => {
    expect(parseRoom({ id: '1', languages: null })?.languages).toEqual([]);
    expect(parseRoom({ id: '1', languages: 'English' })?.languages).toEqual([]);
    expect(parseRoom({ id: '1', languages: ['English', '', 'english', 3, null] })?.languages).toEqual([
      'English',
      '3',
    ]);
  });

  it('returns null without an id', () => {
    expect(parseRoom({ title: 'No id' })).toBeNull();
    expect(parseRoom('room')).toBeNull();
    expect(parseRoom(null)).toBeNull();
  });

  it('shows the location, else the title, else the address, else Room', () => {
    expect(roomDisplayName({ location: 'L', title: 'T', address: 'A' })).toBe('L');
    expect(roomDisplayName({ location: null, title: 'T', address: 'A' })).toBe('T');
    expect(roomDisplayName({ location: null, title: null, address: 'A' })).toBe('A');
    expect(roomDisplayName({ location: null, title: null, address: null })).toBe('Room');
  });
});

describe('parseRooms', () => {
  it('keeps the first of duplicate ids and skips unusable entries', () => {
    const rooms = parseRooms([
      { id: 'a', title: 'First' },
      { id: 'a', title: 'Second' },
      null,
      { title: 'no id' },
    ]);
    expect(rooms.map((room) => room.title)).toEqual(['First']);
  });

  it('gives rooms with the same languages one shared, unchangeable list, and parses each alike', () => {
    const rooms = parseRooms([
      { id: '1', languages: ['English', 'French'], image: '/images/a.svg', title: 'Single room' },
      { id: '2', languages: ['English', 'French'], image: '/images/a.svg', title: 'Single room' },
      { id: '3', languages: ['English'], image: 'javascript:alert(1)', title: 'Single room' },
      { id: '4', languages: ['English'], image: 'javascript:alert(1)' },
    ]);
    expect(rooms[0]?.languages).toBe(rooms[1]?.languages);
    expect(rooms[2]?.languages).toBe(rooms[3]?.languages);
    expect(rooms[0]?.languages).toEqual(['English', 'French']);
    expect(Object.isFrozen(rooms[0]?.languages)).toBe(true);
    expect(rooms.map((room) => room.imageUrl)).toEqual(['/images/a.svg', '/images/a.svg', null, null]);
    expect(rooms.map((room) => room.title)).toEqual(['Single room', 'Single room', 'Single room', null]);
    // A room parsed alone is the same room.
    expect(
      parseRoom({ id: '3', languages: ['English'], image: 'javascript:alert(1)', title: 'Single room' }),
    ).toEqual(rooms[2]);
  });

  it('rejects a body that is not a list', () => {
    expect(() => parseRooms({ rooms: [] })).toThrow('The server sent an unexpected response.');
    expect(() => parseRooms('<html>')).toThrow();
  });
});

describe('safeImageUrl', () => {
  it.each([
    ['javascript:alert(1)', null],
    ['data:image/png;base64,AAAA', null],
    ['ftp://files.example/room.jpg', null],
    ['//evil.example/room.jpg', null],
    ['http://images.example/room.jpg', 'http://images.example/room.jpg'],
    ['/images/rooms/camden.svg', '/images/rooms/camden.svg'],
    ['', null],
  ])('%s → %s', (input, expected) => {
    expect(safeImageUrl(input)).toBe(expected);
  });
});

describe('formatting (docs/specification.md#constants)', () => {
  it("writes the price as '$' price '/mo'", () => {
    expect(formatMonthlyPrice(650)).toBe('$650/mo');
  });

  it('shows distance in km with one decimal', () => {
    expect(formatDistance(2500)).toBe('2.5 km');
    expect(formatDistance(12345)).toBe('12.3 km');
  });

  it('shows coordinates with four decimals', () => {
    expect(formatCoordinates({ latitude: 51.5074, longitude: -0.1278 })).toBe('Lat: 51.5074, Lng: -0.1278');
    expect(formatCoordinates({ latitude: 51.5, longitude: -0.12784 })).toBe('Lat: 51.5000, Lng: -0.1278');
  });
});
