import type { LanguageCode } from '@/config/languages';

/**
 * Languages rooms are likely to list, by ISO 639 code (docs/languages.md#room-languages): Intl.DisplayNames
 * gives each its English name, which is how the backend writes them, and its name in the language shown now.
 * A name that is not among them is shown as the server wrote it.
 */
const KNOWN_LANGUAGE_CODES =
  'ar bn cy de el en es fa fr ga gd gu he hi id it ja ko ms nl pa pl pt ro ru sv sw ta th tr uk ur vi yue zh'.split(
    ' ',
  );

/** English names people write that Intl does not give for those codes. */
const ENGLISH_NAME_ALIASES: Readonly<Record<string, string>> = {
  bengali: 'bn',
  farsi: 'fa',
  gaelic: 'gd',
  mandarin: 'cmn',
};

let codesByEnglishName: Map<string, string> | null = null;

function codeOfEnglishName(name: string): string | undefined {
  if (!codesByEnglishName) {
    const english = displayNamesIn('en');
    codesByEnglishName = new Map(Object.entries(ENGLISH_NAME_ALIASES));
    for (const code of KNOWN_LANGUAGE_CODES) {
      const englishName = english?.of(code);
      if (englishName) codesByEnglishName.set(englishName.toLowerCase(), code);
    }
  }
  return codesByEnglishName.get(name.trim().toLowerCase());
}

const displayNames = new Map<string, Intl.DisplayNames | null>();

function displayNamesIn(language: string): Intl.DisplayNames | null {
  if (!displayNames.has(language)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: 'language', fallback: 'none' });
    } catch {
      // A browser without Intl.DisplayNames keeps the names as the server wrote them.
    }
    displayNames.set(language, names);
  }
  return displayNames.get(language) ?? null;
}

/**
 * 'Spanish' in `language`: 'Español' in Spanish. Names not known stay as they came. Loaded with the first
 * catalogue other than English (src/lib/i18n/i18n.ts), since English shows the names as the server wrote them.
 */
export function translateLanguageName(name: string, language: LanguageCode): string {
  const code = codeOfEnglishName(name);
  const translated = code ? displayNamesIn(language)?.of(code) : undefined;
  if (!translated) return name;
  // A badge stands alone, like the start of a sentence: 'español' is written 'Español' there.
  return translated.charAt(0).toLocaleUpperCase(language) + translated.slice(1);
}
