// Reads a list of ids from an untrusted URL value such as `?ids=a,b,c` (shared shortlists, comparisons).
// Bad input never throws: empties are dropped, duplicates collapse, and a cap keeps the first ones, with
// counts so a page can say what it left out.

/** Longer ids than this are not ids the app ever made. */
const MAX_ID_LENGTH = 100;
/** A bound on the work a hostile link can cause, far above any real shortlist. */
const MAX_IDS_READ = 200;

export interface IdList {
  /** Unique ids, in the order first given. */
  ids: string[];
  /** How many repeats collapsed. */
  duplicateCount: number;
  /** How many unique ids were left out by the cap. */
  overLimitCount: number;
}

function rawParts(value: unknown): string[] {
  if (typeof value === 'number' && Number.isFinite(value)) return [String(value)];
  if (Array.isArray(value)) return value.flatMap(rawParts);
  if (typeof value !== 'string') return [];
  return value.split(',');
}

/** Reads `value` into at most `limit` unique, trimmed, non-empty ids. */
export function parseIdList(value: unknown, limit: number = MAX_IDS_READ): IdList {
  const seen = new Set<string>();
  let duplicateCount = 0;
  let overLimitCount = 0;
  for (const part of rawParts(value).slice(0, MAX_IDS_READ)) {
    const id = part.trim();
    if (id === '' || id.length > MAX_ID_LENGTH) continue;
    if (seen.has(id)) duplicateCount += 1;
    else if (seen.size >= limit) overLimitCount += 1;
    else seen.add(id);
  }
  return { ids: [...seen], duplicateCount, overLimitCount };
}

/** The URL form of a list of ids, read back by parseIdList; undefined leaves the parameter out. */
export function formatIdList(ids: readonly string[]): string | undefined {
  return ids.length === 0 ? undefined : ids.join(',');
}
