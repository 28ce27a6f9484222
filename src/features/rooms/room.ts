import { t } from '@/lib/i18n/i18n';

/** A room as the app understands it, whichever backend shape it came from. */
export interface Room {
  id: string;
  title: string | null;
  /** The specification's `location`; the real backend sends none. */
  location: string | null;
  /** The real backend's `address`; the specification's shape has none. */
  address: string | null;
  description: string | null;
  /** Only http(s) or same-origin paths survive parsing; anything else means the default image. */
  imageUrl: string | null;
  pricePerMonth: number | null;
  /** Shared between rooms with the same list: never change it in place. */
  languages: readonly string[];
  postcode: string | null;
}

/** The card and list heading: location, else title, else address, else 'Room'. */
export function roomDisplayName(room: Pick<Room, 'location' | 'title' | 'address'>): string {
  return room.location ?? room.title ?? room.address ?? t('roomFallbackName');
}
