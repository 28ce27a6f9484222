import { Fragment, type ReactNode } from 'react';
import type { MessageId } from '@/config/messages';
import { t } from './i18n';

// Private-use characters mark where each element goes; no translation contains them.
const MARK = '\uE000';

/**
 * A message with elements in it, such as a highlighted name inside a sentence. The translation decides where
 * each {placeholder} goes; the element is put there as it is, never as text.
 */
export function translateWithElements(id: MessageId, elements: Record<string, ReactNode>): ReactNode {
  const names = Object.keys(elements);
  const marked = t(id, Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`])));
  return marked.split(MARK).map((part, position) =>
    // Odd positions are the marks' contents: the index of an element.
    position % 2 === 1 ? <Fragment key={position}>{elements[names[Number(part)] ?? '']}</Fragment> : part,
  );
}
