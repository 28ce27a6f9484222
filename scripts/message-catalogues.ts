// Compiles the message catalogues at build time (docs/languages.md#how-it-works), so the page ships Lingui's
// small runtime and never its ICU MessageFormat compiler: English as src/config/messages.ts assembles it from
// each folder's messages.ts, the other languages from src/locales/<code>.po (msgid is the message id, msgstr
// the translation). Used by vite.config.ts (builds, the dev server and Vitest) and by the catalogue tests.
import { relative, sep } from 'node:path';
import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { laterScreenMessages, messages, type LaterScreen } from '../src/config/messages.ts';

/** The English catalogue's module id: `import english from 'virtual:english-catalogue'`. */
export const ENGLISH_CATALOGUE_ID = 'virtual:english-catalogue';
/**
 * The English words of a screen that loads later (`laterScreenMessages` in messages.ts): they load with that
 * screen, not with the first page (docs/languages.md#screens-loaded-later).
 */
export const laterScreenCatalogueId = (screen: LaterScreen) => `${ENGLISH_CATALOGUE_ID}/${screen}`;

/** The later screen a message belongs to, or undefined for the first load's. */
const screenOfMessage: ReadonlyMap<string, LaterScreen> = new Map(
  (Object.keys(laterScreenMessages) as LaterScreen[]).flatMap((screen) =>
    Object.keys(laterScreenMessages[screen]).map((id) => [id, screen] as const),
  ),
);
export const laterScreenOf = (id: string): LaterScreen | undefined => screenOfMessage.get(id);

const RESOLVED_PREFIX = '\0';
/**
 * The screen a catalogue's module id names ('virtual:english-catalogue/<screen>'), '' for the first load's
 * catalogue, undefined for any other module (and for a name laterScreenMessages does not own).
 */
function catalogueScreen(moduleId: string): LaterScreen | '' | undefined {
  if (moduleId === ENGLISH_CATALOGUE_ID) return '';
  if (!moduleId.startsWith(`${ENGLISH_CATALOGUE_ID}/`)) return undefined;
  const screen = moduleId.slice(ENGLISH_CATALOGUE_ID.length + 1);
  return Object.hasOwn(laterScreenMessages, screen) ? (screen as LaterScreen) : undefined;
}

export type CompiledCatalogue = Record<string, CompiledMessage>;

/**
 * Built code names each message by a short id (its position in messages.ts, base 36) instead of its readable
 * one: the ids are in the first load twice, in the English catalogue and where they are used, and readable
 * ones cost a measurable part of it. Lingui's macros do the same with hashes (docs/languages.md#how-it-works).
 */
export const shortMessageIds: ReadonlyMap<string, string> = new Map(
  Object.keys(messages).map((id, position) => [id, position.toString(36)]),
);

/** Where source code writes a message id: the first argument of t(), msg() or translateWithElements(). */
export const MESSAGE_ID_USE = /\b(?:t|msg|translateWithElements)\(\s*(['"])(\w+)\1/g;

const poFormat = formatter({ explicitIdAsDefault: true, origins: false });

/** A PO file's translations by message id; untranslated (empty) entries are left out. */
export function readPoTranslations(source: string, filename: string): Record<string, string> {
  const catalogue = poFormat.parse(source, { locale: undefined, sourceLocale: 'en', filename }) as Record<
    string,
    { translation?: string; obsolete?: boolean }
  >;
  const translations: Record<string, string> = {};
  for (const [id, entry] of Object.entries(catalogue)) {
    if (entry.obsolete || !entry.translation) continue;
    translations[id] = entry.translation;
  }
  return translations;
}

/** Compiles each message; a message that is not valid ICU fails the build, naming the file and the id. */
export function compileCatalogue(source: Record<string, string>, where: string): CompiledCatalogue {
  const compiled: CompiledCatalogue = {};
  for (const [id, message] of Object.entries(source)) {
    try {
      compiled[id] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${where}: the message "${id}" is not valid ICU MessageFormat.\n${String(error)}`);
    }
  }
  return compiled;
}

/** Every id a PO file lists, translated or not, in its order. */
export function readPoIds(source: string, filename: string): string[] {
  const catalogue = poFormat.parse(source, { locale: undefined, sourceLocale: 'en', filename }) as Record<
    string,
    { obsolete?: boolean }
  >;
  return Object.entries(catalogue).flatMap(([id, entry]) => (entry.obsolete ? [] : [id]));
}

const poString = (text: string) =>
  `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;

/**
 * The order a PO file's entries are written in: the order it has, so moving a message from one folder's
 * messages.ts to another's never reshuffles a translator's file; ids English no longer has leave, and a new id
 * goes after the one English lists before it, next to its own screen's words.
 */
function poOrder(englishIds: readonly string[], current: readonly string[]): string[] {
  const english = new Set(englishIds);
  const ordered = current.filter((id) => english.has(id));
  const written = new Set(ordered);
  englishIds.forEach((id, position) => {
    if (written.has(id)) return;
    const before = position === 0 ? -1 : ordered.indexOf(englishIds[position - 1] ?? '');
    ordered.splice(before + 1, 0, id);
    written.add(id);
  });
  return ordered;
}

/**
 * A language's PO file as `npm run i18n:sync` writes it: every English id, in the file's current order
 * (`currentOrder`, by default that of the translations), its English text as the translators' comment, and the
 * translation kept (empty when there is none yet).
 */
export function renderPoCatalogue(
  language: string,
  english: Record<string, string>,
  translations: Record<string, string>,
  currentOrder: readonly string[] = Object.keys(translations),
): string {
  const header = [
    '# Student Rooms: the interface in one language. Edit the msgstr lines only; docs/languages.md.',
    'msgid ""',
    'msgstr ""',
    '"Content-Type: text/plain; charset=utf-8\\n"',
    `"Language: ${language}\\n"`,
  ].join('\n');
  const entries = poOrder(Object.keys(english), currentOrder).map((id) =>
    [
      `#. ${(english[id] ?? '').replace(/\n/g, ' ')}`,
      `msgid ${poString(id)}`,
      `msgstr ${poString(translations[id] ?? '')}`,
    ].join('\n'),
  );
  return `${[header, ...entries].join('\n\n')}\n`;
}

/**
 * The module a catalogue compiles to: its messages listed by position (a message's short id is its position in
 * base 36), with holes for those left out; src/lib/i18n/i18n.ts keys the list as it loads. Written as an object,
 * the keys alone would add to the first load's gzip. A message that is only text is written as that
 * text rather than as a one-item array: i18n.ts reads such strings as literal text.
 */
function moduleSource(catalogue: CompiledCatalogue, keep: (id: string) => boolean): string {
  const byPosition: string[] = [];
  for (const [id, message] of Object.entries(catalogue)) {
    const short = shortMessageIds.get(id);
    // An id English does not have cannot be asked for: the built code only knows English's short ids.
    if (short === undefined || !keep(id)) continue;
    const text = message.length === 1 && typeof message[0] === 'string' ? message[0] : message;
    byPosition[parseInt(short, 36)] = JSON.stringify(text);
  }
  // An empty item in the literal keeps the hole (Array.from would fill it with undefined).
  const list = Array.from(byPosition, (item) => item ?? '').join(',');
  return `/* Compiled by scripts/message-catalogues.ts */\nexport default [${list}];\n`;
}

/** The demo panel's messages: ids that start with 'demo'; a build without the panel leaves them out. */
export const isDemoMessage = (id: string) => id.startsWith('demo');

export interface MessageCataloguesOptions {
  /** A real-backend build has no demo panel, so its catalogues carry none of the demo panel's messages. */
  demo: boolean;
}

/** Rewrites the message ids in one source file to their short forms; other code is left as it is. */
function shortenMessageIds(source: string, id: string) {
  const file = id.split('?')[0]?.split(sep).join('/') ?? '';
  // The catalogue's own sources are text, never code that names an id.
  if (/\/src\/.+\/(shared-)?messages\.ts$/.test(file) || !source.includes('(')) return undefined;
  const code = new MagicString(source);
  for (const match of source.matchAll(MESSAGE_ID_USE)) {
    const [whole, quote, messageId] = match;
    const short = messageId ? shortMessageIds.get(messageId) : undefined;
    if (!short || !quote || !messageId) continue;
    const start = match.index + whole.length - messageId.length - 1;
    code.overwrite(start, start + messageId.length, short);
  }
  if (!code.hasChanged()) return undefined;
  return { code: code.toString(), map: code.generateMap({ hires: 'boundary', source: id }) };
}

export function messageCatalogues({ demo }: MessageCataloguesOptions): Plugin {
  const keep = (id: string) => demo || !isDemoMessage(id);
  let root = process.cwd();
  return {
    name: 'message-catalogues',
    // Before TypeScript is stripped, so the ids are found in the source as written.
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return catalogueScreen(id) === undefined ? undefined : RESOLVED_PREFIX + id;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const screen = catalogueScreen(id.slice(RESOLVED_PREFIX.length));
      if (screen === undefined) return undefined;
      const english = compileCatalogue(messages, 'src/config/messages.ts');
      return moduleSource(english, (key) => keep(key) && (laterScreenOf(key) ?? '') === screen);
    },
    transform: {
      // Route files are also split into `?tsr-split=` modules, which need it too; tests call t() like the app.
      filter: { id: /(\.po|\/(src|tests)\/[^?]+\.tsx?(\?.*)?)$/ },
      handler(source, id) {
        if (!id.endsWith('.po')) return shortenMessageIds(source, id);
        const file = relative(root, id);
        const translations = readPoTranslations(source, file);
        // Ids English no longer has are dropped (the catalogue test names them); missing ones fall back to
        // English at run time (src/lib/i18n/i18n.ts).
        const known = Object.fromEntries(Object.entries(translations).filter(([key]) => key in messages));
        const unknown = Object.keys(translations).filter((key) => !(key in messages));
        if (unknown.length > 0)
          this.warn(`${file} translates ids English does not have: ${unknown.join(', ')}`);
        return { code: moduleSource(compileCatalogue(known, file), keep), map: null, moduleType: 'js' };
      },
    },
  };
}
