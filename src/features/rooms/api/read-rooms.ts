// Reading rooms in either backend shape, with no words and no window: the page parses with it
// (parse-room.ts), and so does the worker's background room check (docs/saved-searches.md#alerts).
import { isRecord, readNumber, readText } from '@/lib/raw-values';
import type { Room } from '../room';

function price(value: unknown): number | null {
  const parsed = readNumber(value);
  return parsed !== null && parsed >= 0 ? parsed : null;
}

const SAME_ORIGIN = 'http://same-origin.invalid';

/** Keeps only images the browser may load safely: http(s) URLs and same-origin paths. */
export function safeImageUrl(value: unknown): string | null {
  const url = readText(value);
  if (!url) return null;
  try {
    // Resolve a path as the browser will: it drops tabs and newlines, so '/\t/evil.example' leaves the site.
    // Plain paths ('/images/a.svg') are the common case at 50,000 rooms: skip building a URL for them.
    if (/^\/[\w\-.~%!$&'()*+,;=:@/]*$/.test(url) && !url.startsWith('//')) return url;
    if (url.startsWith('/')) return new URL(url, SAME_ORIGIN).origin === SAME_ORIGIN ? url : null;
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

const sameLanguage = (a: string, b: string) =>
  a.length === b.length && (a === b || a.toLowerCase() === b.toLowerCase());

/** The room's languages, each once (compared case-insensitively), in the order sent. */
function languages(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  // A plain loop that lowercases only names of equal length: lists hold a few languages, and at 50,000
  // rooms a map/filter/Set version was half of parseRooms' time (npm run bench, data to first card; docs/performance.md).
  const kept: string[] = [];
  for (const item of value) {
    const language = readText(item);
    if (language !== null && !kept.some((earlier) => sameLanguage(earlier, language))) kept.push(language);
  }
  return kept;
}

/**
 * Values that repeat across a long list (titles, photos, language lists) parsed once and shared by every room
 * that has them. JSON.parse gives each room its own copies: sharing them keeps a long list's heap much
 * smaller (docs/performance.md, B4), and a photo path seen before skips its safety check.
 */
interface SharedValues {
  texts: Map<string, string>;
  images: Map<string, string | null>;
  languageLists: Map<string, readonly string[]>;
}

const NO_LANGUAGES: readonly string[] = Object.freeze([]);

function sharedText(shared: SharedValues | null, text: string | null): string | null {
  if (text === null || shared === null) return text;
  const known = shared.texts.get(text);
  if (known !== undefined) return known;
  shared.texts.set(text, text);
  return text;
}

function sharedImage(shared: SharedValues | null, value: unknown): string | null {
  if (shared === null || typeof value !== 'string') return safeImageUrl(value);
  let image = shared.images.get(value);
  if (image === undefined) {
    image = safeImageUrl(value);
    shared.images.set(value, image);
  }
  return image;
}

function sharedLanguages(shared: SharedValues | null, value: unknown): readonly string[] {
  const list = languages(value);
  if (list.length === 0) return NO_LANGUAGES;
  if (shared === null) return list;
  const key = list.join('\n');
  const known = shared.languageLists.get(key);
  if (known !== undefined) return known;
  const frozen = Object.freeze(list.map((language) => sharedText(shared, language) ?? language));
  shared.languageLists.set(key, frozen);
  return frozen;
}

function readRoom(raw: unknown, shared: SharedValues | null): Room | null {
  if (!isRecord(raw)) return null;
  const id = readText(raw.id) ?? readText(raw._id);
  if (!id) return null;
  return {
    id,
    title: sharedText(shared, readText(raw.title)),
    location: readText(raw.location),
    address: readText(raw.address),
    description: sharedText(shared, readText(raw.description)),
    imageUrl: sharedImage(shared, raw.image),
    pricePerMonth: price(raw.price_per_month) ?? price(raw.price),
    languages: sharedLanguages(shared, raw.languages),
    postcode: readText(raw.postcode),
  };
}

/** One room from either backend shape; null when it has no usable id. */
export function parseRoom(raw: unknown): Room | null {
  return readRoom(raw, null);
}

/** A room list's entries without an id are dropped, and a repeated id keeps its first. */
export function readRoomList(list: readonly unknown[]): Room[] {
  const shared: SharedValues = { texts: new Map(), images: new Map(), languageLists: new Map() };
  const seen = new Set<string>();
  const rooms: Room[] = [];
  for (const raw of list) {
    const room = readRoom(raw, shared);
    if (!room || seen.has(room.id)) continue;
    seen.add(room.id);
    rooms.push(room);
  }
  return rooms;
}
