import { createStoreContext } from '@/lib/store-context';
import type { LanguageCode } from '@/config/languages';
import type { LanguageStore } from './language-store';

const languageContext = createStoreContext<LanguageCode, LanguageStore>('The language store');

export const LanguageStoreProvider = languageContext.Provider;
export const useLanguageStore = languageContext.useStore;
/** The chosen language, which may still be loading; useLanguage() from lib/i18n is the one shown. */
export const useChosenLanguage = languageContext.useValue;
