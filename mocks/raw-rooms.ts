/**
 * Rooms as the backend sends them, before the app's parser reads them: the mock API stores and serves them
 * raw, in both shapes a deployment may use (docs/backend.md#differences-from-the-product-rules), so the app
 * meets both. This is the one place in mocks that knows their fields.
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

export const roomIdOf = (room: RawRoom): string | undefined =>
  room.id ?? ('_id' in room ? room._id : undefined);
