import type { ApplicationRecord } from './db';
import { fastApiRoom, type RawRoom } from './raw-rooms';

/**
 * The data the mock API starts with (and returns to on resetDb()). Rooms are deliberately in both raw shapes
 * (raw-rooms.ts), the specification's in each spelling deployments use and the observed FastAPI
 * deployment's: the app must render both, so the demo and the tests exercise both.
 */

/** A ready-made account so the demo has content; tests register their own users. */
export const DEMO_USER = { email: 'demo@student.test', password: 'demo1234' } as const;

export const seedUsers: Readonly<Record<string, string>> = {
  [DEMO_USER.email]: DEMO_USER.password,
};

export const seedRooms: readonly RawRoom[] = [
  // --- Specification shape ---
  {
    id: '6b026b08dbdf01ad5cffcc01',
    location: 'Whitechapel, London',
    title: 'Bright single room near Queen Mary University',
    image: '/images/rooms/whitechapel-single.svg',
    languages: ['English', 'Bengali'],
    price_per_month: 950,
    postcode: 'E1 4NS',
  },
  {
    id: '6b026b08dbdf01ad5cffcc02',
    location: 'Fallowfield, Manchester',
    title: 'Ensuite room in a friendly student house',
    image: '/images/rooms/fallowfield-ensuite.svg',
    languages: ['English', 'Spanish'],
    price_per_month: 620,
    postcode: 'M14 6HS',
  },
  {
    // Some deployments expose MongoDB's `_id` as is.
    _id: '6b026b08dbdf01ad5cffcc03',
    location: 'Headingley, Leeds',
    title: 'Double room with bay window',
    image: '/images/rooms/headingley-double.svg',
    languages: ['English', 'Polish'],
    price_per_month: 540,
    postcode: 'LS6 3HN',
  },
  {
    id: '6b026b08dbdf01ad5cffcc04',
    location: 'Marchmont, Edinburgh',
    title: 'Top-floor room in a traditional tenement flat',
    languages: ['English', 'French', 'Gaelic'],
    price_per_month: 780,
    postcode: 'EH9 1HG',
  },
  {
    // The specification's older spelling of the monthly price.
    id: '6b026b08dbdf01ad5cffcc05',
    location: 'Clifton, Bristol',
    title: 'Studio room with kitchenette',
    image: '/images/rooms/clifton-studio.svg',
    languages: ['English', 'German'],
    price: 875,
    postcode: 'BS8 1TH',
  },
  {
    id: '6b026b08dbdf01ad5cffcc06',
    location: 'Selly Oak, Birmingham',
    title: 'Single room close to campus',
    languages: null,
    price_per_month: 495,
    postcode: 'B29 6LR',
  },
  {
    id: '6b026b08dbdf01ad5cffcc07',
    location: 'West End, Glasgow',
    title: 'Spacious room near Kelvingrove Park',
    image: '/images/rooms/west-end-glasgow.svg',
    languages: ['English', 'Italian'],
    price_per_month: 610,
    postcode: 'G12 8QQ',
  },
  {
    id: '6b026b08dbdf01ad5cffcc08',
    location: 'Jesmond, Newcastle',
    title: 'Furnished room in a quiet shared flat',
    languages: ['English', 'Mandarin'],
    price_per_month: 560,
    postcode: 'NE2 1UY',
  },
  {
    id: '6b026b08dbdf01ad5cffcc09',
    location: 'Camden, London',
    title: 'Compact room above a quiet café',
    image: '/images/rooms/camden-compact.svg',
    languages: ['English', 'Portuguese'],
    price_per_month: 1150,
    postcode: 'NW1 8NH',
  },
  {
    id: '6b026b08dbdf01ad5cffcc0a',
    location: 'Cathays, Cardiff',
    title: 'Double room in a renovated terrace',
    image: '/images/rooms/cathays-double.svg',
    languages: ['English', 'Welsh'],
    price_per_month: 480,
    postcode: 'CF24 4AX',
  },
  {
    id: '6b026b08dbdf01ad5cffcc0b',
    location: 'Jericho, Oxford',
    title: 'Room in a Victorian townhouse',
    languages: ['English', 'Arabic'],
    price_per_month: 1080,
    postcode: 'OX2 6DP',
  },

  // --- Observed backend shape ---
  fastApiRoom({
    id: '6b026b08dbdf01ad5cffcc0c',
    title: 'Studio flat by Manchester Piccadilly',
    description: 'Self-contained studio five minutes from Piccadilly station. Bills included.',
    address: '48 Newton Street, Manchester',
    price_per_month: 725,
    postcode: 'M1 2AE',
  }),
  fastApiRoom({
    id: '6b026b08dbdf01ad5cffcc0d',
    title: 'Shared house room in Hyde Park, Leeds',
    description: null,
    address: '27 Brudenell Road, Leeds',
    price_per_month: 465,
    postcode: 'LS6 1HA',
  }),
  fastApiRoom({
    id: '6b026b08dbdf01ad5cffcc0e',
    title: 'Ensuite in a purpose-built block, Bristol',
    description: 'Ensuite room with a shared kitchen for six, 24-hour reception and a gym.',
    address: '1 Redcliff Street, Bristol',
    price_per_month: 790,
    postcode: 'BS1 6NP',
  }),
  fastApiRoom({
    id: '6b026b08dbdf01ad5cffcc0f',
    title: 'Room in a Bruntsfield flat, Edinburgh',
    description: 'Sunny room overlooking the Meadows, shared with two postgraduates.',
    address: '14 Leamington Terrace, Edinburgh',
    price_per_month: 695,
    postcode: 'EH10 4JP',
  }),
  fastApiRoom({
    id: '6b026b08dbdf01ad5cffcc10',
    title: "Double room near King's Cross, London",
    description: 'Modern double room, ten minutes on foot from St Pancras and the British Library.',
    address: '212 Caledonian Road, London',
    price_per_month: 1200,
    postcode: 'N1 9DX',
  }),
  fastApiRoom({
    id: '6b026b08dbdf01ad5cffcc11',
    title: 'Single room on Smithdown Road, Liverpool',
    description: null,
    address: '301 Smithdown Road, Liverpool',
    price_per_month: 450,
    postcode: 'L15 3JJ',
  }),
  fastApiRoom({
    id: '6b026b08dbdf01ad5cffcc12',
    title: 'Room in Crookes, Sheffield',
    description: 'Four-bedroom house share with a garden, on the bus route to the university.',
    address: '88 Crookes Road, Sheffield',
    price_per_month: 470,
    postcode: 'S10 1UB',
  }),
  fastApiRoom({
    id: '6b026b08dbdf01ad5cffcc13',
    title: 'Lenton house share, Nottingham',
    description: 'Double room in a five-bed student house, bills and broadband included.',
    address: '19 Derby Road, Nottingham',
    price_per_month: 505,
    postcode: 'NG7 1LA',
  }),
  fastApiRoom({
    id: '6b026b08dbdf01ad5cffcc14',
    title: 'Room near the Lanes, Brighton',
    description: 'Characterful room in a seaside flat, close to the station and the Lanes.',
    address: '36 North Road, Brighton',
    price_per_month: 820,
    postcode: 'BN1 1YA',
  }),
  fastApiRoom({
    id: '6b026b08dbdf01ad5cffcc15',
    title: 'Attic room inside the city walls, York',
    description: null,
    address: '52 Gillygate, York',
    price_per_month: 640,
    postcode: 'YO31 7EQ',
  }),
  fastApiRoom({
    id: '6b026b08dbdf01ad5cffcc16',
    title: 'Mill Road double room, Cambridge',
    description: 'Double room with a desk and plenty of storage; cycle shed at the back.',
    address: '143 Mill Road, Cambridge',
    price_per_month: 990,
    postcode: 'CB1 2AD',
  }),
  fastApiRoom({
    id: '6b026b08dbdf01ad5cffcc17',
    title: 'Portswood shared flat, Southampton',
    description: 'Room in a three-bed flat above the shops, ten minutes from Highfield campus.',
    address: '7 Portswood Road, Southampton',
    price_per_month: 530,
    postcode: 'SO17 2NH',
  }),
  fastApiRoom({
    id: '6b026b08dbdf01ad5cffcc18',
    title: 'Riverside room in Durham',
    description: 'Quiet room by the Wear, a short walk to the cathedral and the science site.',
    address: '21 Hallgarth Street, Durham',
    price_per_month: 585,
    postcode: 'DH1 3AT',
  }),
  fastApiRoom({
    id: '6b026b08dbdf01ad5cffcc19',
    title: 'Brixton room with garden access, London',
    description: 'Large room in a Victorian conversion with a shared garden, near the Victoria line.',
    address: '64 Acre Lane, London',
    price_per_month: 980,
    postcode: 'SW2 5SG',
  }),
  fastApiRoom({
    // A room the distance service cannot locate: the real backend answers "Failed to geocode postcodes".
    id: '6b026b08dbdf01ad5cffcc1a',
    title: 'New-build room near the cathedral, Coventry',
    description: 'Brand-new development; Royal Mail has not issued the postcode yet.',
    address: 'Far Gosford Street, Coventry',
    price_per_month: 560,
    postcode: null,
  }),
];

/** The demo user's history, one application per status the interface distinguishes. */
export const seedApplications: readonly ApplicationRecord[] = [
  {
    id: '6b026b0edbdf01ad5cffd001',
    user_email: DEMO_USER.email,
    room_id: '6b026b08dbdf01ad5cffcc0c',
    status: 'applied',
    applied_at: '2026-11-18T09:42:17.318000',
  },
  {
    // Specification-shape extras, as other deployments send them.
    id: '6b026b0edbdf01ad5cffd002',
    user_email: DEMO_USER.email,
    room_id: '6b026b08dbdf01ad5cffcc01',
    status: 'accepted',
    applied_at: '2026-11-03T14:05:51.027000',
    created_at: '2026-11-03T14:05:51.027000',
    room: { location: 'Whitechapel, London', title: 'Bright single room near Queen Mary University' },
  },
  {
    id: '6b026b0edbdf01ad5cffd003',
    user_email: DEMO_USER.email,
    room_id: '6b026b08dbdf01ad5cffcc03',
    status: 'cancelled',
    applied_at: '2026-10-27T18:30:04.880000',
  },
];
