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

/** A non-negative number, kept as the text the user typed. */
export function searchNonNegativeNumber(value: unknown): string | undefined {
  const text = searchText(value);
  if (text === undefined) return undefined;
  const number = Number(text);
  return Number.isFinite(number) && number >= 0 ? text : undefined;
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
 * (a route's validateSearch), `toFilters` fills the form from it, and `fromFilters` writes the form back.
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
  return {
    parse,
    toFilters: (search: FilterSearch<Filters>): Filters =>
      Object.fromEntries(fields.map((field) => [field, search[field] ?? ''])) as Filters,
    fromFilters: (filters: Filters): FilterSearch<Filters> => parse({ ...filters }),
  };
}
