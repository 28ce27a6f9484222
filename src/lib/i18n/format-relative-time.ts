import { currentLanguage } from './i18n';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long ago `elapsedMs` was, in the language shown now: "5 minutes ago", "2 hours ago", "1 day ago".
 * Whole units, rounded down, so saved data never looks newer than it is. Under a minute is the caller's.
 */
export function formatTimeAgo(elapsedMs: number): string {
  const format = new Intl.RelativeTimeFormat(currentLanguage(), { numeric: 'always' });
  if (elapsedMs < HOUR_MS) return format.format(-Math.floor(elapsedMs / MINUTE_MS), 'minute');
  if (elapsedMs < DAY_MS) return format.format(-Math.floor(elapsedMs / HOUR_MS), 'hour');
  return format.format(-Math.floor(elapsedMs / DAY_MS), 'day');
}
