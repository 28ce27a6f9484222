// Queries for what the page shows but Testing Library's roles cannot name. Each reaches into the DOM in
// exactly one place, for a reason given beside it; tests use these instead of selectors of their own.
/**
 * The value a card or list item shows after a label such as 'Weather:' or 'Postcode:'. The pair is a
 * <dt>/<dd>, and a definition (dd) has no accessible name to query it by.
 */
export function factValue(container: HTMLElement, label: string): Element | null {
  const term = Array.from(container.querySelectorAll('dt')).find((dt) => dt.textContent === label);
  if (!term) throw new Error(`No '${label}' in ${container.getAttribute('aria-label') ?? 'the container'}`);
  return term.nextElementSibling;
}

/** The application status badge of a card or list item: a styled span with no role, marked data-status. */
export function statusBadge(container: Element | null | undefined): Element | null {
  return container?.querySelector('[data-status]') ?? null;
}

/** Every toast on screen whose text contains `text`: react-toastify renders them outside any landmark. */
export function toastsContaining(text: string): Element[] {
  return Array.from(document.querySelectorAll('.Toastify__toast')).filter((toast) =>
    toast.textContent?.includes(text),
  );
}

/** The container react-toastify puts its toasts in (one per position), once a toast has been shown. */
export function toastContainer(): Element | null {
  return document.querySelector('.Toastify__toast-container');
}

/** The grid positions (aria-posinset) of a virtual row's cells, in DOM order. */
export function rowCellPositions(row: HTMLElement): (string | null)[] {
  return Array.from(row.children, (cell) => cell.getAttribute('aria-posinset'));
}

/** The element a disclosure button controls (aria-controls), shown or hidden. */
export function controlledBy(button: HTMLElement): HTMLElement | null {
  return document.getElementById(button.getAttribute('aria-controls') ?? '');
}

/** A list's direct items, rendered so far (a room grid renders its first screenful first). */
export function directItems(list: HTMLElement): Element[] {
  return Array.from(list.querySelectorAll(':scope > li'));
}

/** The virtual grid's row (the element the virtualizer positions) that holds `element`. */
export function virtualRowOf(element: HTMLElement): HTMLElement | null {
  return element.closest('[data-index]');
}

/**
 * Elements or attributes that would mean some data was parsed as markup instead of shown as text: a scan
 * of the whole DOM, which no role query can do.
 */
export function liveMarkupIn(root: ParentNode): string[] {
  const found: string[] = [];
  root.querySelectorAll('script, svg, iframe, object, embed').forEach((el) => found.push(el.localName));
  root.querySelectorAll('img[src="x"]').forEach(() => found.push('img[src="x"]'));
  root.querySelectorAll('a[href]').forEach((el) => {
    if (!/^(\/|https?:)/.test(el.getAttribute('href') ?? ''))
      found.push(`a[href=${el.getAttribute('href')}]`);
  });
  root.querySelectorAll('*').forEach((el) => {
    for (const attribute of el.getAttributeNames()) {
      if (attribute.startsWith('on')) found.push(`${el.localName}[${attribute}]`);
    }
  });
  return found;
}
