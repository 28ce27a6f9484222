import { useSyncExternalStore } from 'react';
import type { LanguageCode } from '@/config/languages';
import { currentLanguage, subscribeToLanguage, t } from './i18n';

/** The language shown now; the component renders again when it changes. */
export function useLanguage(): LanguageCode {
  return useSyncExternalStore(subscribeToLanguage, currentLanguage, currentLanguage);
}

/** One t per language: the same function while a language is shown, a new one when it changes. */
const translators = new Map<LanguageCode, typeof t>();

function translatorFor(language: LanguageCode): typeof t {
  let translate = translators.get(language);
  if (!translate) {
    translate = (id, values) => t(id, values);
    translators.set(language, translate);
  }
  return translate;
}

/**
 * t() for components: the component renders again in the new language when it changes, memoised ones too,
 * and memos and callbacks that list it as a dependency follow along.
 */
export function useT(): typeof t {
  return translatorFor(useLanguage());
}
