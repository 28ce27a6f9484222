import { STORAGE_KEY_LANGUAGE } from '@/config/business-constants';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGES,
  preferredLanguage,
  type LanguageCode,
} from '@/config/languages';
import { createExternalStore, type ExternalStore } from '@/lib/external-store';
import { activateLanguage, currentLanguage, isCatalogueLoaded, loadCatalogue, t } from '@/lib/i18n/i18n';
import { notify } from '@/lib/notify';
import type { KeyValueStorage } from '@/lib/safe-storage';

/** The chosen language: it changes at once, and the interface follows as soon as its catalogue is in. */
export interface LanguageStore extends ExternalStore<LanguageCode> {
  choose: (language: LanguageCode) => void;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
}

/** The saved choice, else the first of the browser's languages the interface speaks, else English. */
export function initialLanguage(storage: KeyValueStorage, browser = browserLanguages()): LanguageCode {
  const saved = storage.get(STORAGE_KEY_LANGUAGE);
  return isLanguageCode(saved) ? saved : preferredLanguage(browser);
}

/** <html lang> and <html dir>: what screen readers, fonts, hyphenation and the page's direction follow. */
function show(language: LanguageCode): void {
  activateLanguage(language);
  const root = document.documentElement;
  root.lang = language;
  root.dir = LANGUAGES[language].dir;
}

/**
 * Before the first render: the initial language's catalogue, so a saved language never flashes English.
 * Never rejects; when the catalogue cannot be fetched the page starts in English.
 */
export async function prepareInitialLanguage(storage: KeyValueStorage): Promise<void> {
  const language = initialLanguage(storage);
  try {
    await loadCatalogue(language);
    show(language);
  } catch (error) {
    console.warn(`The ${language} catalogue could not be loaded; starting in English.`, error);
  }
}

/**
 * Switching never blanks the page: the old language stays until the new catalogue has loaded, and a
 * catalogue loaded before switches in the same frame. Only the latest choice is shown when several overlap.
 */
export interface LanguageStoreOptions {
  /** The browser's preferred languages; navigator.languages by default. */
  browser?: readonly string[];
  /** Fetches a catalogue; tests pass one that fails or waits. */
  load?: (language: LanguageCode) => Promise<void>;
}

export function createLanguageStore(
  storage: KeyValueStorage,
  { browser, load = loadCatalogue }: LanguageStoreOptions = {},
): LanguageStore {
  const store = createExternalStore<LanguageCode>(initialLanguage(storage, browser));
  let requested = store.getSnapshot();

  const switchTo = (language: LanguageCode) => {
    requested = language;
    if (isCatalogueLoaded(language)) {
      show(language);
      return;
    }
    load(language).then(
      () => {
        if (requested === language) show(language);
      },
      (error: unknown) => {
        if (requested !== language) return;
        console.warn(`The ${language} catalogue could not be loaded.`, error);
        // The select goes back to the language still shown.
        requested = currentLanguage();
        store.set(requested);
        notify.error(t('languageLoadFailed'), { toastId: 'language-load-failed' });
      },
    );
  };

  if (typeof document !== 'undefined') {
    // Whatever an earlier page (or test) showed, this one starts in its own language, or in English while
    // that loads.
    show(isCatalogueLoaded(requested) ? requested : DEFAULT_LANGUAGE);
    if (!isCatalogueLoaded(requested)) switchTo(requested);
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    choose: (language) => {
      storage.set(STORAGE_KEY_LANGUAGE, language);
      store.set(language);
      switchTo(language);
    },
  };
}
