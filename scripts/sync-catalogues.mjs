#!/usr/bin/env node
// The translators' catalogues in step with English (docs/languages.md#adding-a-message).
//
// Usage: npm run i18n:sync             rewrites src/locales/<code>.po: every id of src/config/messages.ts,
//                                      in the order the file has, with its English text as a comment;
//                                      translations are kept, new ids get an empty msgstr after the id English
//                                      lists before them, ids English no longer has are dropped
//        npm run i18n:check            changes nothing; lists what is untranslated or out of step, and
//                                      fails (exit 1) if anything is
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runnerImport } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');

const [{ module: catalogues }, { module: english }, { module: languages }] = await Promise.all([
  runnerImport(resolve(ROOT, 'scripts/message-catalogues.ts')),
  runnerImport(resolve(ROOT, 'src/config/messages.ts')),
  runnerImport(resolve(ROOT, 'src/config/languages.ts')),
]);

let problems = 0;
for (const language of languages.LANGUAGE_CODES.filter((code) => code !== languages.DEFAULT_LANGUAGE)) {
  const file = `src/locales/${language}.po`;
  const path = resolve(ROOT, file);
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const translations = current ? catalogues.readPoTranslations(current, file) : {};
  const currentOrder = current ? catalogues.readPoIds(current, file) : [];
  const untranslated = Object.keys(english.messages).filter((id) => !translations[id]);
  const unknown = Object.keys(translations).filter((id) => !(id in english.messages));
  const next = catalogues.renderPoCatalogue(language, english.messages, translations, currentOrder);
  const summary = [
    untranslated.length ? `${untranslated.length} untranslated (${untranslated.join(', ')})` : 'complete',
    unknown.length ? `${unknown.length} no longer used (${unknown.join(', ')})` : '',
  ].filter(Boolean);
  if (check) {
    const stale = next !== current;
    if (untranslated.length || unknown.length || stale) problems += 1;
    console.log(`${file}: ${summary.join('; ')}${stale ? '; out of step: run npm run i18n:sync' : ''}`);
  } else {
    if (next !== current) writeFileSync(path, next);
    console.log(`${file}: ${next === current ? 'unchanged' : 'written'}; ${summary.join('; ')}`);
  }
}
if (check && problems > 0) process.exit(1);
