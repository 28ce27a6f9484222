import { setupI18n, type Messages } from '@lingui/core';
import englishList from 'virtual:english-catalogue';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@/config/languages';
import type { MessageId } from '@/config/messages';

/**
 * The interface's words (docs/languages.md#how-it-works): Lingui's runtime over catalogues compiled at build
 * time. English is part of the first load; each other language is a chunk of its own, fetched the first time
 * it is chosen. Everything here works before React renders, so toasts and errors made outside components speak
 * the chosen language too.
 */
/**
 * A compiled catalogue keyed by short id: it is a list by position (scripts/message-catalogues.ts), the
 * position in base 36 being the id. Holes (messages another module holds) are skipped by forEach.
 */
function keyedByShortId(list: CompiledMessageList): Messages {
  const messages: Messages = {};
  list.forEach((message, position) => {
    messages[position.toString(36)] = message;
  });
  return messages;
}

const english = keyedByShortId(englishList);
const i18n = setupI18n({ locale: DEFAULT_LANGUAGE, messages: { [DEFAULT_LANGUAGE]: english } });
// Every catalogue is compiled at build time (scripts/message-catalogues.ts), which writes a message that is
// only text as a plain string: such a string is that text, with nothing left to compile.
i18n.setMessagesCompiler((text) => [text]);
// An id no catalogue has is a bug (an id written where the build cannot shorten it, or a typo): loud in
// development and tests, the bare id in production.
if (import.meta.env.DEV) {
  i18n.on('missing', ({ id }) => {
    throw new Error(
      `No message "${id}" in the ${i18n.locale} catalogue (docs/languages.md#adding-a-message)`,
    );
  });
}

const catalogueLoaders: Record<
  Exclude<LanguageCode, 'en'>,
  () => Promise<{ default: CompiledMessageList }>
> = {
  es: () => import('@/locales/es.po'),
  'zh-Hans': () => import('@/locales/zh-Hans.po'),
  ar: () => import('@/locales/ar.po'),
};

const loaded = new Set<LanguageCode>([DEFAULT_LANGUAGE]);
/** Room languages in the language shown; it comes with the first other catalogue (English needs none). */
let translateLanguageName: ((name: string, language: LanguageCode) => string) | undefined;
const loading = new Map<LanguageCode, Promise<void>>();

export type MessageValues = Record<string, string | number>;

/**
 * A message id kept for later, as in a table of labels: `msg('home')`. Ids are written only as the first
 * argument of t(), msg() or translateWithElements(), because the build swaps each for a short one there
 * (docs/languages.md#how-it-works).
 */
export function msg(id: MessageId): MessageId {
  return id;
}

/** The message in the language shown now. */
export function t(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values);
}

/** The language the interface speaks now: the last one activated. */
export function currentLanguage(): LanguageCode {
  return i18n.locale as LanguageCode;
}

/** Calls `listener` whenever a language is activated (and when a catalogue loads). */
export function subscribeToLanguage(listener: () => void): () => void {
  return i18n.on('change', listener);
}

export function isCatalogueLoaded(language: LanguageCode): boolean {
  return loaded.has(language);
}

/**
 * Fetches a language's catalogue once; a failed fetch may be tried again. Messages the catalogue lacks (added
 * to English and not translated yet) are shown in English rather than as their ids.
 */
export function loadCatalogue(language: LanguageCode): Promise<void> {
  if (language === 'en' || loaded.has(language)) return Promise.resolve();
  const inFlight = loading.get(language);
  if (inFlight) return inFlight;
  const pending = Promise.all([catalogueLoaders[language](), import('./language-names')]).then(
    ([{ default: translated }, names]) => {
      translateLanguageName = names.translateLanguageName;
      i18n.load(language, { ...english, ...keyedByShortId(translated) });
      loaded.add(language);
      loading.delete(language);
    },
    (error: unknown) => {
      loading.delete(language);
      throw error;
    },
  );
  loading.set(language, pending);
  return pending;
}

/**
 * Adds English words that load with the screen using them rather than with the first page (the catalogue's
 * other languages are whole: they load on demand anyway). Called as that screen's module is evaluated, so
 * they are there before it renders (docs/languages.md#screens-loaded-later).
 */
export function addEnglishMessages(list: CompiledMessageList): void {
  const messages = keyedByShortId(list);
  Object.assign(english, messages);
  i18n.load(DEFAULT_LANGUAGE, messages);
}

/**
 * A language a room lists, in the language shown (docs/languages.md#room-languages): 'Spanish' reads 'Español'
 * in Spanish. English, and names not known, stay as the server wrote them.
 */
export function displayLanguageName(name: string): string {
  const language = currentLanguage();
  if (language === DEFAULT_LANGUAGE || !translateLanguageName) return name;
  return translateLanguageName(name, language);
}

/** Makes a loaded language the one shown; its numbers, dates and plurals follow. */
export function activateLanguage(language: LanguageCode): void {
  if (!loaded.has(language)) throw new Error(`The ${language} catalogue is activated before it loaded`);
  if (i18n.locale !== language) i18n.activate(language);
}
