import { useCallback, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';

/** A rendered row, in px from the list's top. */
export interface WindowRow {
  index: number;
  start: number;
  end: number;
}

/** Where each row starts, in px from the list's top: the measured height where known, else the estimate. */
export function rowOffsets(
  count: number,
  measured: ReadonlyMap<number, number>,
  estimatedHeight: number,
  gap: number,
): Float64Array {
  const offsets = new Float64Array(count + 1);
  for (let index = 0; index < count; index += 1) {
    offsets[index + 1] = (offsets[index] ?? 0) + (measured.get(index) ?? estimatedHeight) + gap;
  }
  return offsets;
}

/** The list's height: the last row's end (no gap after it). */
export const listHeight = (offsets: Float64Array, gap: number): number =>
  offsets.length > 1 ? (offsets[offsets.length - 1] ?? 0) - gap : 0;

/** The first row whose end is below `position` (binary search; offsets only grow). */
function firstRowEndingBelow(offsets: Float64Array, gap: number, position: number): number {
  let low = 0;
  let high = offsets.length - 2;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((offsets[middle + 1] ?? 0) - gap > position) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * The rows that reach into a window from `top` to `bottom` (px from the list's top), as "first:last". The
 * first row is there even when the window is above the list, so a list below the fold still paints its top.
 */
export function rowsInWindow(offsets: Float64Array, gap: number, top: number, bottom: number): string {
  const count = offsets.length - 1;
  if (count <= 0) return '0:-1';
  const first = firstRowEndingBelow(offsets, gap, top);
  let last = first;
  while (last + 1 < count && (offsets[last + 1] ?? 0) < bottom) last += 1;
  return `${first}:${last}`;
}

/** A row element's index, from its `data-index`. */
const indexOf = (element: Element) => Number((element as HTMLElement).dataset.index);

interface WindowView {
  top: number;
  height: number;
}

const readWindowView = (): WindowView => ({ top: window.scrollY, height: window.innerHeight });

/**
 * The window's scroll position and height, kept from its scroll and resize events rather than read during
 * React's work, where reading them could force a layout.
 */
function createWindowView() {
  let view = readWindowView();
  return {
    get: () => view,
    subscribe: (onChange: () => void) => {
      const update = () => {
        view = readWindowView();
        onChange();
      };
      window.addEventListener('scroll', update, { passive: true });
      window.addEventListener('resize', update);
      // The window may have scrolled between the first render and this subscription.
      update();
      return () => {
        window.removeEventListener('scroll', update);
        window.removeEventListener('resize', update);
      };
    },
  };
}

interface WindowRowsOptions {
  count: number;
  /** Used until a row is measured, and wherever nothing is laid out (jsdom). */
  estimatedHeight: number;
  gap: number;
  /** Rows rendered beyond each edge of the window. */
  overscan: number;
  /** Where the list starts in the document, in px. */
  listTop: number;
  /** A row kept rendered, with both neighbours, wherever the window is (the one holding keyboard focus). */
  pinnedRow: number | null;
}

export interface WindowRows {
  /** The rows to render, in order. */
  rows: WindowRow[];
  /** The list's height with every row in place. */
  height: number;
  /** The ref for each rendered row's element, which carries `data-index`: rows are measured once laid out. */
  measureRow: (element: HTMLElement | null) => (() => void) | undefined;
  /** Where a row starts, in px from the list's top, as last rendered. */
  rowStart: (index: number) => number;
  /** The first row on screen, as last rendered, when the window has scrolled into the list; else null. */
  firstRowOnScreen: () => number | null;
}

/** The rows in `range` ("first:last"), `overscan` more on each side, and the pinned row with its neighbours. */
function rowsToRender(
  offsets: Float64Array,
  gap: number,
  range: string,
  overscan: number,
  pinnedRow: number | null,
): WindowRow[] {
  const count = offsets.length - 1;
  const [first = 0, last = -1] = range.split(':').map(Number);
  const indexes = new Set<number>();
  for (let index = Math.max(0, first - overscan); index <= Math.min(count - 1, last + overscan); index += 1) {
    indexes.add(index);
  }
  if (pinnedRow !== null) {
    for (const index of [pinnedRow - 1, pinnedRow, pinnedRow + 1]) {
      if (index >= 0 && index < count) indexes.add(index);
    }
  }
  return [...indexes]
    .sort((a, b) => a - b)
    .map((index) => ({ index, start: offsets[index] ?? 0, end: (offsets[index + 1] ?? 0) - gap }));
}

/**
 * The ref for each row: rows mounted since the last render are measured in one layout before the paint, so
 * they are painted where they belong, and a `ResizeObserver` reports any later change. Both go to `record`
 * as [row index, height] pairs.
 */
function useRowMeasurement(record: (heights: Array<[number, number]>) => void) {
  const unmeasured = useRef(new Set<HTMLElement>());
  const observer = useRef<ResizeObserver | null>(null);
  const measureRow = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return undefined;
      unmeasured.current.add(element);
      if (typeof ResizeObserver !== 'undefined') {
        observer.current ??= new ResizeObserver((entries) =>
          record(
            entries.map((entry) => [
              indexOf(entry.target),
              entry.borderBoxSize[0]?.blockSize ?? entry.target.getBoundingClientRect().height,
            ]),
          ),
        );
        observer.current.observe(element);
      }
      return () => {
        unmeasured.current.delete(element);
        observer.current?.unobserve(element);
      };
    },
    [record],
  );
  useLayoutEffect(
    () => () => {
      observer.current?.disconnect();
      // A remount (React's strict mode does one) makes a new observer for the rows it attaches again.
      observer.current = null;
    },
    [],
  );
  useLayoutEffect(() => {
    if (unmeasured.current.size === 0) return;
    const heights = [...unmeasured.current].map((element): [number, number] => [
      indexOf(element),
      element.getBoundingClientRect().height,
    ]);
    unmeasured.current.clear();
    record(heights);
  });
  return measureRow;
}

/**
 * A window virtualizer for a list of rows scrolled by the window: only the rows that reach into the window,
 * plus `overscan` on each side and the pinned row, are rendered (docs/performance.md#the-room-grid). Rows are
 * measured once laid out, before the paint, and again whenever they resize; a row above the window that
 * changes height scrolls the window by as much, so what is on screen stays put.
 */
export function useWindowRows({
  count,
  estimatedHeight,
  gap,
  overscan,
  listTop,
  pinnedRow,
}: WindowRowsOptions): WindowRows {
  const [measured, setMeasured] = useState<ReadonlyMap<number, number>>(() => new Map());
  const [windowView] = useState(createWindowView);
  const offsets = useMemo(
    () => rowOffsets(count, measured, estimatedHeight, gap),
    [count, measured, estimatedHeight, gap],
  );

  const range = useSyncExternalStore(windowView.subscribe, () => {
    const { top, height } = windowView.get();
    return rowsInWindow(offsets, gap, top - listTop, top - listTop + height);
  });
  const rows = rowsToRender(offsets, gap, range, overscan, pinnedRow);

  // What the stable functions below read: the layout as last rendered.
  const rendered = useRef({ count, estimatedHeight, offsets, measured, listTop, rows });
  useLayoutEffect(() => {
    rendered.current = { count, estimatedHeight, offsets, measured, listTop, rows };
  });

  const record = useCallback(
    (heights: Array<[number, number]>) => {
      const { count, estimatedHeight, offsets: laidOut, measured: before, listTop: top } = rendered.current;
      let next: Map<number, number> | null = null;
      let scrollBy = 0;
      for (const [index, height] of heights) {
        // Only an element that was never laid out (jsdom) measures 0: a row of cards always has a height.
        if (height <= 0 || index >= count || (next ?? before).get(index) === height) continue;
        next ??= new Map(before);
        next.set(index, height);
        // A row above the window that grows pushes what is on screen down: the window follows it.
        if (top + (laidOut[index] ?? 0) < windowView.get().top) {
          scrollBy += height - (before.get(index) ?? estimatedHeight);
        }
      }
      if (!next) return;
      // Read by the next measurement, which may come before React renders this one.
      rendered.current = { ...rendered.current, measured: next };
      setMeasured(next);
      if (scrollBy !== 0) window.scrollBy({ top: scrollBy, behavior: 'instant' });
    },
    [windowView],
  );

  const measureRow = useRowMeasurement(record);

  const rowStart = useCallback((index: number) => rendered.current.offsets[index] ?? 0, []);
  const firstRowOnScreen = useCallback(() => {
    const { listTop: top, rows: shown } = rendered.current;
    const listTopInWindow = top - windowView.get().top;
    if (listTopInWindow >= 0) return null;
    return shown.find((row) => row.end + listTopInWindow > 0)?.index ?? null;
  }, [windowView]);

  return { rows, height: listHeight(offsets, gap), measureRow, rowStart, firstRowOnScreen };
}
