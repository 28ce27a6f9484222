import { fastApiRoom, type FastApiRoom } from './raw-rooms';

/**
 * The rooms the `new-rooms` scenario adds: two more at each refetch of the room list after the first. Room n is
 * the same room on every call, so a refetch adds rooms and never swaps the ones already shown (a saved search
 * would otherwise count them as new again). They come in the observed deployment's shape, as `POST /rooms/`
 * lists them (docs/demo-and-qa.md#new-rooms).
 */

/** How many new rooms each refetch after the first lists. */
export const NEW_ROOMS_PER_REFETCH = 2;

// 18 hex digits no seeded, generated or many-rooms record uses, then a 6-digit counter: valid ObjectIds.
export const newRoomId = (index: number) => `6b026b0adbdf01ad5c${index.toString(16).padStart(6, '0')}`;

// Student areas with a real street and postcode, so the distance and weather look-ups answer for them.
const AREAS = [
  { area: 'Headingley', city: 'Leeds', street: 'Cardigan Road', postcode: 'LS6 3BJ' },
  { area: 'Fallowfield', city: 'Manchester', street: 'Ladybarn Lane', postcode: 'M14 6WP' },
  { area: 'Whitechapel', city: 'London', street: 'Vallance Road', postcode: 'E1 5HS' },
  { area: 'Selly Oak', city: 'Birmingham', street: 'Tiverton Road', postcode: 'B29 6BP' },
  { area: 'Clifton', city: 'Bristol', street: 'Hampton Road', postcode: 'BS6 6HL' },
  { area: 'Marchmont', city: 'Edinburgh', street: 'Marchmont Crescent', postcode: 'EH9 1HN' },
  { area: 'Jesmond', city: 'Newcastle', street: 'Tankerville Terrace', postcode: 'NE2 3AH' },
  { area: 'Cathays', city: 'Cardiff', street: 'Cathays Terrace', postcode: 'CF24 4HX' },
] as const;

const KINDS = [
  { kind: 'Double room', note: 'A bright double room with a desk and plenty of storage.' },
  { kind: 'Ensuite room', note: 'Its own shower room; a shared kitchen with three others.' },
  { kind: 'Studio', note: 'A self-contained studio with a kitchenette, bills included.' },
  { kind: 'Single room', note: 'A quiet single room in a friendly shared house.' },
  { kind: 'Attic room', note: 'A large attic room with skylights, on the top floor.' },
] as const;

const pick = <T>(items: readonly T[], index: number): T => items[index % items.length] as T;

/** The index-th new room (0, 1, 2...): the same room for the same index, every time. */
export function newRoom(index: number): FastApiRoom {
  const { area, city, street, postcode } = pick(AREAS, index);
  const { kind, note } = pick(KINDS, Math.floor(index / 3));
  return fastApiRoom({
    id: newRoomId(index),
    title: `${kind} in ${area}, ${city}`,
    description: note,
    address: `${((index * 7) % 90) + 2} ${street}, ${area}, ${city}`,
    // Between 450 and 990 a month, in steps of 15: student prices.
    price_per_month: 450 + ((index * 113) % 37) * 15,
    postcode,
  });
}

/** The new rooms listed by the `call`-th call of the list (1 for the first): none, then 2, then 4... */
export function newRoomsAtCall(call: number): FastApiRoom[] {
  const count = Math.max(0, call - 1) * NEW_ROOMS_PER_REFETCH;
  return Array.from({ length: count }, (_, index) => newRoom(index));
}
