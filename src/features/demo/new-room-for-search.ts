import { CAMPUS_POSTCODE } from '@/config/business-constants';
import { readNonNegativeDecimal } from '@/lib/search-param-values';

/**
 * The room the demo's List a new room button lists with `POST /rooms/` (docs/saved-searches.md#demo-and-qa):
 * one that the most recently saved search matches, so its count shows "1 new". The filters compare
 * case-insensitively (src/features/rooms/filter-rooms.ts): the location is a part of the title or address, the
 * price at most the max price, the postcode contains the text. The body has no languages, so a search by
 * language cannot match it; `matchesLanguage` says so.
 */
/**
 * What the button reads of a saved search. A feature imports no other feature (docs/architecture.md#layers),
 * so this names the part of `SearchCriteria` (src/features/saved-searches/saved-search.ts) it needs, and a
 * saved search's criteria fit it as they are.
 */
export interface SearchToMatch {
  filters: { location: string; maxPrice: string; language: string; postcode: string };
}

export interface NewRoomDraft {
  title: string;
  description: string;
  address: string;
  price_per_month: number;
  postcode: string;
}

export interface NewRoomPlan {
  draft: NewRoomDraft;
  /** False when the search asks for a language, which a listed room cannot carry. */
  matchesLanguage: boolean;
}

const KINDS = ['Double room', 'Ensuite room', 'Studio', 'Single room', 'Attic room'] as const;
const STREETS = ['Station Road', 'Park Avenue', 'Church Street', 'Victoria Road', 'Queens Road'] as const;
// Where a room goes without a location to match, with its postcode, so the look-ups answer for it.
const DEFAULT_PLACES = [
  { place: 'Headingley, Leeds', postcode: 'LS6 3BJ' },
  { place: 'Fallowfield, Manchester', postcode: 'M14 6WP' },
  { place: 'Clifton, Bristol', postcode: 'BS8 2PH' },
] as const;
// A postcode for a searched city, where the demo knows one; anywhere else gets the campus's.
const CITY_POSTCODES: Readonly<Record<string, string>> = {
  leeds: 'LS6 3BJ',
  manchester: 'M14 6WP',
  london: 'E1 5HS',
  birmingham: 'B29 6BP',
  bristol: 'BS8 2PH',
  edinburgh: 'EH9 1HN',
  newcastle: 'NE2 3AH',
  cardiff: 'CF24 4HX',
};
const DEFAULT_PRICE = 520;
const FULL_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i;
const OUTWARD_CODE = /^[A-Z]{1,2}\d[A-Z\d]?$/i;

const pick = <T>(items: readonly T[], index: number): T => items[index % items.length] as T;

/** 'leeds' reads better as 'Leeds'; kept as typed where capitals would change what matches. */
function capitalised(text: string): string {
  const words = text.replace(
    /(^|\s)(\p{Ll})/gu,
    (_, space: string, letter: string) => space + letter.toUpperCase(),
  );
  return words.toLowerCase() === text.toLowerCase() ? words : text;
}

/** Under the max price, a little lower each time; a sensible rent without one. */
function priceUnder(maxPrice: string, sequence: number): number {
  const max = readNonNegativeDecimal(maxPrice);
  if (max === null) return DEFAULT_PRICE + (sequence % 5) * 15;
  const price = Math.floor((max * 0.9 - (sequence % 4) * 10) / 5) * 5;
  return Math.min(Math.max(price, 0), Math.floor(max));
}

/** A postcode that contains the searched text, or one near the place. */
function postcodeFor(searched: string, location: string): string {
  const text = searched.trim().toUpperCase();
  if (FULL_POSTCODE.test(text)) return text;
  if (OUTWARD_CODE.test(text)) return `${text} 2AB`;
  if (text !== '') return text;
  const city = Object.keys(CITY_POSTCODES).find((name) => location.toLowerCase().includes(name));
  return (city && CITY_POSTCODES[city]) ?? CAMPUS_POSTCODE;
}

/** The `sequence`-th room for `criteria` (none: a room anywhere); each press lists a different one. */
export function newRoomForSearch(criteria: SearchToMatch | null, sequence: number): NewRoomPlan {
  const filters = criteria?.filters;
  const searched = filters?.location.trim() ?? '';
  const fallback = pick(DEFAULT_PLACES, sequence);
  const place = searched === '' ? fallback.place : capitalised(searched);
  const kind = pick(KINDS, sequence);
  const postcode =
    searched === '' && !filters?.postcode.trim()
      ? fallback.postcode
      : postcodeFor(filters?.postcode ?? '', place);
  return {
    draft: {
      title: `${kind} in ${place}`,
      description: `${kind}, newly listed from the demo panel.`,
      address: `${((sequence * 7) % 90) + 3} ${pick(STREETS, sequence)}, ${place}`,
      price_per_month: priceUnder(filters?.maxPrice ?? '', sequence),
      postcode,
    },
    matchesLanguage: !filters?.language.trim(),
  };
}
