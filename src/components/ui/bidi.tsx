import type { ReactNode } from 'react';

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
