import { roomDisplayName, type Room } from './room';
import type { RoomSortOrder } from './room-sort-order';

// eslint-disable-next-line no-control-regex -- any character outside ASCII, control characters included
const NON_ASCII = /[^\u0000-\u007f]/;

/** A name as it sorts: case and accents ignored, so 'élan' sits with 'Elan' and 'apple' before 'Banana'. */
function nameSortKey(room: Room): string {
  const name = roomDisplayName(room).toLowerCase();
  // Most names are plain ASCII: only the others pay for the accent folding.
  return NON_ASCII.test(name) ? name.normalize('NFD').replace(/\p{M}/gu, '') : name;
}

function compareKeys(a: string, b: string): number {
  if (a < b) return -1;
  return a > b ? 1 : 0;
}

/**
 * The whole list in the given order, as a new array. Ties keep the backend's order, and rooms without a
 * price come last in both price orders. Keys are computed once per room and compared as plain strings:
 * a locale-aware comparison per pair took several hundred ms at 50,000 rooms (docs/choosing-a-room.md#sorting).
 */
export function sortRooms(rooms: readonly Room[], order: RoomSortOrder): Room[] {
  if (order === 'recommended') return [...rooms];
  const positions = Array.from(rooms.keys());
  if (order === 'name') {
    const keys = rooms.map(nameSortKey);
    positions.sort((a, b) => compareKeys(keys[a] ?? '', keys[b] ?? '') || a - b);
  } else {
    const direction = order === 'price-asc' ? 1 : -1;
    const prices = rooms.map((room) => room.pricePerMonth);
    positions.sort((a, b) => {
      const priceA = prices[a] ?? null;
      const priceB = prices[b] ?? null;
      if (priceA === null || priceB === null) {
        if (priceA === priceB) return a - b;
        return priceA === null ? 1 : -1;
      }
      return (priceA - priceB) * direction || a - b;
    });
  }
  return positions.map((position) => rooms[position] as Room);
}

/** One sorted copy per loaded list and order: re-renders and filter changes never sort again. */
const sortedLists = new WeakMap<readonly Room[], Map<RoomSortOrder, Room[]>>();

function sortedRoomList(rooms: readonly Room[], order: RoomSortOrder): Room[] {
  let byOrder = sortedLists.get(rooms);
  if (!byOrder) {
    byOrder = new Map();
    sortedLists.set(rooms, byOrder);
  }
  let sorted = byOrder.get(order);
  if (!sorted) {
    sorted = sortRooms(rooms, order);
    byOrder.set(order, sorted);
  }
  return sorted;
}

/**
 * The rooms a search kept (`matches`, in the backend's order), in the chosen order. Linear in the list's
 * length: the sorted list is walked once, keeping the matches.
 */
export function orderRoomMatches(rooms: readonly Room[], matches: Room[], order: RoomSortOrder): Room[] {
  if (order === 'recommended' || matches.length < 2) return matches;
  const sorted = sortedRoomList(rooms, order);
  if (matches.length === rooms.length) return sorted;
  const kept = new Set(matches);
  return sorted.filter((room) => kept.has(room));
}
