/**
 * Rooms as the backend sends them, before the app's parser reads them: the mock API stores and serves them
 * raw, in both shapes a deployment may use (docs/backend.md#differences-from-the-product-rules), so the app
 * meets both. Their types live here, and every room in the observed deployment's shape is made here.
 */

/** A room as the product rules describe it (docs/specification.md#data); deployments differ in spelling. */
export interface SpecRoom {
  id?: string;
  _id?: string;
  location: string;
  title: string;
  image?: string;
  languages: string[] | null;
  price?: number;
  price_per_month?: number;
  postcode: string;
}

/** A room exactly as the observed FastAPI deployment sends it (docs/backend.md#the-contract). */
export interface FastApiRoom {
  id: string;
  title: string;
  description: string | null;
  address: string;
  price_per_month: number;
  postcode: string | null;
}

export type RawRoom = SpecRoom | FastApiRoom;

/** What `POST /rooms/` is given to list a room: the observed shape without the id the database assigns. */
export type FastApiRoomDraft = Omit<FastApiRoom, 'id'>;

/**
 * A room in the observed deployment's shape: its fields in the order it sends them, and nothing else. A field
 * the backend adds goes into FastApiRoom and here, with a default where the rooms already written need not
 * name it.
 */
export function fastApiRoom(room: FastApiRoom): FastApiRoom {
  const { id, title, description, address, price_per_month, postcode } = room;
  return { id, title, description, address, price_per_month, postcode };
}

export const roomIdOf = (room: RawRoom): string | undefined =>
  room.id ?? ('_id' in room ? room._id : undefined);

/**
 * The room as the observed deployment would send it, whichever shape it is stored in. A spec room has no
 * address or description, so its location stands in for the address.
 */
export function toFastApiRoom(room: RawRoom): FastApiRoom {
  if ('address' in room) return fastApiRoom(room);
  return fastApiRoom({
    id: roomIdOf(room) ?? '',
    title: room.title,
    description: null,
    address: room.location,
    price_per_month: room.price_per_month ?? room.price ?? 0,
    postcode: room.postcode,
  });
}
