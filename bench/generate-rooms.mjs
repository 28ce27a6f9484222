// Deterministic room data for the benchmark: the same N always gives the same rooms, byte for byte, in both
// shapes the app accepts (the specification's and the real FastAPI backend's), so runs and machines compare.

const PLACES = [
  ['Headingley', 'Leeds', 'LS6'],
  ['Fallowfield', 'Manchester', 'M14'],
  ['Whitechapel', 'London', 'E1'],
  ['Clifton', 'Bristol', 'BS8'],
  ['Marchmont', 'Edinburgh', 'EH9'],
  ['Cathays', 'Cardiff', 'CF24'],
  ['West End', 'Glasgow', 'G12'],
  ['Jesmond', 'Newcastle', 'NE2'],
  ['Selly Oak', 'Birmingham', 'B29'],
  ['Lenton', 'Nottingham', 'NG7'],
  ['Heslington', 'York', 'YO10'],
  ['Broomhill', 'Sheffield', 'S10'],
  ['Jericho', 'Oxford', 'OX2'],
  ['Mill Road', 'Cambridge', 'CB1'],
  ['Portswood', 'Southampton', 'SO17'],
  ['Mutley', 'Plymouth', 'PL4'],
  ['Clarendon Park', 'Leicester', 'LE2'],
  ['Smithdown', 'Liverpool', 'L15'],
  ['Earlsdon', 'Coventry', 'CV5'],
  ['Sketty', 'Swansea', 'SA2'],
];

const LANGUAGES = [
  'English',
  'Spanish',
  'Polish',
  'French',
  'Mandarin',
  'Arabic',
  'Hindi',
  'German',
  'Italian',
  'Portuguese',
  'Bengali',
  'Urdu',
];

const IMAGES = [
  '/images/rooms/camden-compact.svg',
  '/images/rooms/cathays-double.svg',
  '/images/rooms/clifton-studio.svg',
  '/images/rooms/fallowfield-ensuite.svg',
  '/images/rooms/headingley-double.svg',
  '/images/rooms/west-end-glasgow.svg',
  '/images/rooms/whitechapel-single.svg',
];

const KINDS = ['Single room', 'Double room', 'Ensuite room', 'Studio', 'Room with a desk'];

/** The search terms the benchmark types into Location: each matches one city in twenty. */
export const SEARCH_TERMS = ['leeds', 'york', 'bristol', 'glasgow', 'cardiff', 'oxford', 'sheffield'];

const objectId = (index) => (0xbe0000000000 + index).toString(16).padStart(24, '0');

/** Room i: four in five in the specification's shape, every fifth as the real backend sends it. */
export function generateRoom(index) {
  const [district, city, outward] = PLACES[index % PLACES.length];
  const kind = KINDS[index % KINDS.length];
  const price = 250 + ((index * 37) % 1100);
  const postcode = `${outward} ${(index % 9) + 1}${String.fromCharCode(65 + (index % 26))}${String.fromCharCode(65 + ((index * 7) % 26))}`;
  if (index % 5 === 4) {
    return {
      id: objectId(index),
      title: `${kind} ${index + 1} near ${district}, ${city}`,
      description: `A ${kind.toLowerCase()} for students, ten minutes from campus.`,
      address: `${(index % 200) + 1} ${district} Road, ${city}`,
      price_per_month: price,
      postcode,
    };
  }
  const first = LANGUAGES[index % LANGUAGES.length];
  const second = LANGUAGES[(index * 7 + 3) % LANGUAGES.length];
  return {
    id: objectId(index),
    location: `Flat ${index + 1}, ${district}, ${city}`,
    title: `${kind} in a shared house`,
    image: IMAGES[index % IMAGES.length],
    languages: first === second ? [first] : [first, second],
    price_per_month: price,
    postcode,
  };
}

export function generateRooms(count) {
  return Array.from({ length: count }, (_, index) => generateRoom(index));
}

/** The name a card shows: location, else title, else address (src/features/rooms/room.ts). */
export const displayName = (room) => room.location ?? room.title ?? room.address ?? 'Room';

/** What a Location search finds (docs/specification.md#room-filters): a case-insensitive substring of location, title or address. */
export function searchByLocation(rooms, term) {
  const needle = term.toLowerCase();
  return rooms.filter((room) =>
    [room.location, room.title, room.address].filter(Boolean).join('\n').toLowerCase().includes(needle),
  );
}
