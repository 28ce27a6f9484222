import type { ReactNode } from 'react';
import { LANGUAGES } from '@/config/languages';
import { useLanguage } from '@/lib/i18n/use-t';

/**
 * The direction of an isolated value: 'ltr' for values that read left to right whatever the language
 * (postcodes, coordinates, emails, scenario names); 'auto' for values whose text decides, such as a price or a
 * distance formatted for the reader's language, or text from the server.
 */
export type IsolatedDirection = 'ltr' | 'auto';

/**
 * One value kept whole inside a sentence of either direction (docs/right-to-left.md#bidi-isolation): right to
 * left, '$650/mo', 'M14 6HD' or '-0.1278' keep their order and their signs. A `<bdi>` adds no text, so
 * textContent and accessible names stay as they were.
 */
export function Bidi({ dir = 'ltr', children }: { dir?: IsolatedDirection; children: ReactNode }) {
  return <bdi dir={dir}>{children}</bdi>;
}

/**
 * A value inside a translated sentence (an email in a greeting, the server's own words in an error), isolated
 * where it matters: inside right-to-left text, where an email such as '12@uni.edu' or a detail's full stop
 * would otherwise be reordered by the sentence around it. Left to right the value stays plain text in the
 * sentence, which needs no isolation for these values and keeps the English text nodes as they were.
 */
export function IsolatedInRightToLeft({ children }: { children: ReactNode }) {
  // The language's direction, which <html dir> follows: read through the hook every translated text uses.
  return LANGUAGES[useLanguage()].dir === 'rtl' ? <bdi dir="auto">{children}</bdi> : children;
}
