import type { LanguageCode } from '@/config/languages';
import { currentLanguage } from './i18n';

/**
 * Numbers in the language shown now, through Intl (docs/languages.md#numbers-and-dates). English keeps the
 * specification's form byte for byte: no grouping ('$1000/mo', as the specification writes prices).
 */

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: LanguageCode, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      language,
      language === 'en' ? { useGrouping: false, ...options } : options,
    );
    numberFormats.set(key, format);
  }
  return format;
}

export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(currentLanguage(), options).format(value);
}

/** An amount in dollars, the currency the specification's prices are written in: '$650', '$650.50'. */
export function formatDollars(amount: number): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  return formatNumber(amount, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
}
