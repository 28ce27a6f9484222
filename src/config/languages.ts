// The languages of the interface (docs/languages.md): each named in itself, as the language switcher shows it.
// public/language-init.js repeats the matching below in plain JavaScript, before first paint; a unit test keeps
// the two in step.

export const LANGUAGES = {
  en: { name: 'English', dir: 'ltr' },
  es: { name: 'Español', dir: 'ltr' },
  'zh-Hans': { name: '中文（简体）', dir: 'ltr' },
  ar: { name: 'العربية', dir: 'rtl' },
} as const;

export type LanguageCode = keyof typeof LANGUAGES;
export type TextDirection = (typeof LANGUAGES)[LanguageCode]['dir'];

export const LANGUAGE_CODES = Object.keys(LANGUAGES) as LanguageCode[];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
}

/** Chinese written in traditional characters: its regions and script, which zh-Hans must not claim. */
const TRADITIONAL_CHINESE = /^zh-(?:hant|tw|hk|mo)(?:-|$)/;

/**
 * The interface language for one BCP 47 tag from navigator.languages, or null when none fits: es-*, ar-* and
 * en-* by their language; zh, zh-CN, zh-SG and zh-Hans-* as Simplified Chinese, never zh-Hant, zh-TW or zh-HK.
 */
export function matchLanguageTag(tag: string): LanguageCode | null {
  const lower = tag.trim().toLowerCase();
  const primary = lower.split('-')[0];
  if (primary === 'zh') return TRADITIONAL_CHINESE.test(lower) ? null : 'zh-Hans';
  if (primary === 'en' || primary === 'es' || primary === 'ar') return primary;
  return null;
}

/** The first of the browser's preferred languages that the interface speaks, else English. */
export function preferredLanguage(tags: readonly string[]): LanguageCode {
  for (const tag of tags) {
    const match = matchLanguageTag(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}
