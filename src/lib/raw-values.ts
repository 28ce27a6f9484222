// Readers for values in server responses, which may be missing, null or of the wrong type. Each returns
// null for anything it cannot use, so parsers never pass raw data on to components.

export type RawRecord = Record<string, unknown>;

export const isRecord = (value: unknown): value is RawRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Trimmed, non-empty text; a finite number counts as its text (ids and postcodes are sometimes numbers). */
export function readText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

// JSON's number grammar: Number() alone would also read '0x1A' as 26 and '' or '0b1' as numbers.
const DECIMAL = /^-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/** A finite number, or a string holding one in decimal; anything else (null, '', [2500], true) is null. */
export function readNumber(value: unknown): number | null {
  const parsed = typeof value === 'string' && DECIMAL.test(value.trim()) ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : null;
}
