import type { LanguageCode } from '@/config/languages';
import { currentLanguage } from './i18n';

// Dates in the language shown now, through Intl (docs/languages.md#numbers-and-dates); English keeps the
// specification's YYYY-MM-DD.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateFormats = new Map<Exclude<LanguageCode, 'en'>, Intl.DateTimeFormat>();

function dateFormat(language: Exclude<LanguageCode, 'en'>): Intl.DateTimeFormat {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    dateFormats.set(language, format);
  }
  return format;
}

/** A calendar date given as YYYY-MM-DD, in the language's own form; anything else is returned as it is. */
export function formatIsoDate(isoDate: string): string {
  const language = currentLanguage();
  // English writes the date as the specification does, which is the server's own form: no formatter can
  // change it (a locale's data once did, in a browser update).
  if (language === 'en' || !ISO_DATE.test(isoDate)) return isoDate;
  const date = new Date(`${isoDate}T00:00:00Z`);
  // 2026-02-30 would roll over into March: a date that does not exist is shown as the server wrote it.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== isoDate) return isoDate;
  return dateFormat(language).format(date);
}
