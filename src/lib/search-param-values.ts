// Readers for untrusted URL search values: anything malformed becomes undefined, so a route falls back
// to its defaults instead of throwing.

const MAX_TEXT_LENGTH = 200;

/** A trimmed, length-capped string; numbers are accepted because the router parses '?q=12' as 12. */
export function searchText(value: unknown): string | undefined {
  const raw = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof raw !== 'string') return undefined;
  const trimmed = raw.trim().slice(0, MAX_TEXT_LENGTH);
  return trimmed === '' ? undefined : trimmed;
}

/**
 * A list such as `?ids=a,b,c`, kept as the text it came as: the page reads it (src/lib/id-list-param.ts) and
 * says what it left out, so the reading loads with the page rather than with every first page.
 */
export function searchList(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

// Decimal digits with an optional fraction ('500', '499.99', '.5'): what a number field shows as it is
// written. Number() alone also reads '0x1F' as 31, and '-0' and '1e3' as numbers; a number field shows
// nothing for the first and the others spell a sign or an exponent, so none of them is taken.
const PLAIN_DECIMAL = /^\d*\.?\d+$/;

/** The number `text` writes in plain decimal digits, or null: the one reading of a non-negative number. */
export function readNonNegativeDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (!PLAIN_DECIMAL.test(trimmed)) return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : null;
}

/** A non-negative number in decimal digits, kept as the text the user typed. */
export function searchNonNegativeNumber(value: unknown): string | undefined {
  const text = searchText(value);
  return text !== undefined && readNonNegativeDecimal(text) !== null ? text : undefined;
}

/** A calendar date written YYYY-MM-DD. */
export function searchIsoDate(value: unknown): string | undefined {
  const text = searchText(value);
  return text !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text))
    ? text
    : undefined;
}

/** One of the allowed values, compared case-insensitively. */
export function searchOneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  const text = searchText(value)?.toLowerCase();
  return allowed.find((candidate) => candidate === text);
}

/** Filters as they live in the URL: every field present, undefined where empty or malformed. */
export type FilterSearch<Filters> = { [K in keyof Filters]?: string | undefined };

/**
 * How a filter form's values live in the URL, given a reader per field: `parse` validates a raw search
 * (a route's validateSearch), `toFilters` fills the form from it, `fromFilters` writes the form back, and
 * `normalise` says what of a form's values the URL keeps (what Search applies, so what the form then shows).
 * Empty values become undefined, so shared links stay short and Reset leaves a clean URL. The keys stay
 * present: the router merges the raw search with the validated one, and only an explicit undefined
 * overrides a malformed raw value.
 */
export function filtersInSearch<Filters extends Record<keyof Filters, string>>(readers: {
  [K in keyof Filters]: (value: unknown) => string | undefined;
}) {
  const fields = Object.keys(readers) as (keyof Filters & string)[];
  const parse = (search: Record<string, unknown>): FilterSearch<Filters> =>
    Object.fromEntries(
      fields.map((field) => [field, readers[field](search[field])]),
    ) as FilterSearch<Filters>;
  const toFilters = (search: FilterSearch<Filters>): Filters =>
    Object.fromEntries(fields.map((field) => [field, search[field] ?? ''])) as Filters;
  const fromFilters = (filters: Filters): FilterSearch<Filters> => parse({ ...filters });
  return {
    parse,
    toFilters,
    fromFilters,
    normalise: (filters: Filters): Filters => toFilters(fromFilters(filters)),
  };
}
