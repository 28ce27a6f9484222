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

/**
 * Empty values become undefined, so shared links stay short and Reset leaves a clean URL. The keys stay
 * present: the router merges the raw search with the validated one, and only an explicit undefined
 * overrides a malformed raw value.
 */
export function emptyToUndefined<T extends Record<string, string>>(
  values: T,
): { [K in keyof T]: string | undefined } {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value.trim() === '' ? undefined : value]),
  ) as { [K in keyof T]: string | undefined };
}
