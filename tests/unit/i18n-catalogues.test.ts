import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGE_CODES, matchLanguageTag, preferredLanguage } from '@/config/languages';
import { messages } from '@/config/messages';
import {
  compileCatalogue,
  laterScreenOf,
  MESSAGE_ID_USE,
  readPoTranslations,
  renderPoCatalogue,
} from '../../scripts/message-catalogues';

const TRANSLATED = LANGUAGE_CODES.filter((code) => code !== 'en');
const englishIds = Object.keys(messages);

const poFile = (language: string) => `src/locales/${language}.po`;
const poSource = (language: string) => readFileSync(poFile(language), 'utf8');
const translationsOf = (language: string) => readPoTranslations(poSource(language), poFile(language));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every message id the source writes where the build expects one: t('id'), msg('id'), translateWithElements('id'). */
function idsUsedInSource(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const file of sourceFiles('src')) {
    if (file.endsWith(join('config', 'messages.ts'))) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(MESSAGE_ID_USE)) {
      const id = match[2] ?? '';
      used.set(id, [...(used.get(id) ?? []), file]);
    }
  }
  return used;
}

/** The names of the values a compiled message uses, plurals included. */
function placeholders(message: CompiledMessage, found = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, , format] = token;
    found.add(name);
    if (format && typeof format === 'object') {
      for (const [key, choice] of Object.entries(format as Record<string, CompiledMessage>))
        if (key !== 'offset') placeholders(choice, found);
    }
  }
  return found;
}

describe('message catalogues', () => {
  it('uses every English message somewhere in the source, and no id English lacks', () => {
    const used = idsUsedInSource();
    expect(englishIds.filter((id) => !used.has(id))).toEqual([]);
    expect([...used].filter(([id]) => !(id in messages))).toEqual([]);
  });

  it("loads a later screen's English wherever it is used: the file imports that screen's words", () => {
    const missing: string[] = [];
    for (const [id, files] of idsUsedInSource()) {
      const screen = laterScreenOf(id);
      if (!screen) continue;
      const loader = `import '@/lib/i18n/screen-messages/${screen}';`;
      for (const file of files)
        if (!readFileSync(file, 'utf8').includes(loader))
          missing.push(`${file} uses ${id} without ${loader}`);
    }
    expect(missing).toEqual([]);
  });

  it.each(TRANSLATED)('%s translates every English message, and nothing else', (language) => {
    const translations = translationsOf(language);
    expect(englishIds.filter((id) => !translations[id]?.trim())).toEqual([]);
    expect(Object.keys(translations).filter((id) => !(id in messages))).toEqual([]);
  });

  it.each(TRANSLATED)('%s compiles, with the same values as English in every message', (language) => {
    const english = compileCatalogue(messages, 'English');
    const translated = compileCatalogue(translationsOf(language), poFile(language));
    for (const id of englishIds) {
      const englishMessage = english[id];
      const message = translated[id];
      if (!englishMessage || !message) throw new Error(`${id} is missing`);
      expect({ id, values: [...placeholders(message)].sort() }).toEqual({
        id,
        values: [...placeholders(englishMessage)].sort(),
      });
    }
  });

  it.each(TRANSLATED)('%s is in step with English: npm run i18n:sync changes nothing', (language) => {
    expect(poSource(language)).toBe(renderPoCatalogue(language, messages, translationsOf(language)));
  });

  it('fails on a message that is not valid ICU, naming it', () => {
    expect(() => compileCatalogue({ roomCount: '{count, plural, one {# room}' }, 'es.po')).toThrow(
      /es\.po: the message "roomCount"/,
    );
  });
});

describe('pictures', () => {
  // Every language shows the same files: words drawn into one would be English on every page. The <img>'s
  // alt text, from the catalogue, says what a picture shows.
  it('draw no words: no <text> in the SVGs the app shows', () => {
    const svgs = (folder: string): string[] =>
      readdirSync(folder).flatMap((name) => {
        const path = join(folder, name);
        if (statSync(path).isDirectory()) return svgs(path);
        return name.endsWith('.svg') ? [path] : [];
      });
    const withWords = svgs('public').filter((path) => /<text\b/.test(readFileSync(path, 'utf8')));
    expect(withWords).toEqual([]);
  });
});

describe('the first language', () => {
  it.each([
    [['es-MX', 'en'], 'es'],
    [['es'], 'es'],
    [['zh'], 'zh-Hans'],
    [['zh-CN'], 'zh-Hans'],
    [['zh-Hans-HK'], 'zh-Hans'],
    [['zh-TW', 'ar-EG'], 'ar'],
    [['zh-Hant'], 'en'],
    [['fr-FR', 'de'], 'en'],
    [['fr-FR', 'es-ES'], 'es'],
    [['en-GB', 'es'], 'en'],
    [[], 'en'],
  ])('follows %j: %s', (tags, expected) => {
    expect(preferredLanguage(tags)).toBe(expected);
  });

  it('rejects Traditional Chinese tags one by one', () => {
    expect(['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant-TW'].map(matchLanguageTag)).toEqual([null, null, null, null]);
  });

  /** Runs public/language-init.js against a stubbed storage and browser, returning <html lang> and dir. */
  function runLanguageInit(saved: string | null, languages: string[]) {
    const script = readFileSync('public/language-init.js', 'utf8');
    const attributes = new Map<string, string>();
    const documentStub = {
      documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    };
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the file the browser runs, as it is
    const run = new Function('localStorage', 'navigator', 'document', script) as (
      ...stubs: unknown[]
    ) => void;
    run({ getItem: () => saved }, { languages, language: languages[0] }, documentStub);
    return { lang: attributes.get('lang'), dir: attributes.get('dir') };
  }

  it.each([
    [null, ['es-MX'], 'es', 'ltr'],
    [null, ['zh-CN'], 'zh-Hans', 'ltr'],
    [null, ['ar-SA'], 'ar', 'rtl'],
    [null, ['fr'], 'en', 'ltr'],
    [null, ['zh-TW', 'es'], 'es', 'ltr'],
    ['ar', ['en-US'], 'ar', 'rtl'],
    ['klingon', ['es'], 'es', 'ltr'],
  ])(
    'sets lang and dir before first paint, as the app does (saved %s, browser %j)',
    (saved, languages, lang, dir) => {
      expect(runLanguageInit(saved, languages)).toEqual({ lang, dir });
      if (saved === null || saved === 'klingon') expect(preferredLanguage(languages)).toBe(lang);
    },
  );
});
