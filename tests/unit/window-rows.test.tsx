import { act, render, screen } from '@testing-library/react';
import {
  listHeight,
  rowOffsets,
  rowsInWindow,
  useWindowRows,
} from '@/features/rooms/components/use-window-rows';

// The virtual grid's windowing (docs/performance.md#the-room-grid): which rows are rendered, where each one
// goes once measured, and that a row above the window that changes height does not move what is on screen.

const GAP = 20;
const ESTIMATE = 400;

describe('row offsets and the rows in a window', () => {
  it('places measured rows at their height and the others at the estimate, a gap apart', () => {
    const offsets = rowOffsets(4, new Map([[1, 300]]), ESTIMATE, GAP);
    expect([...offsets]).toEqual([0, 420, 740, 1160, 1580]);
    expect(listHeight(offsets, GAP)).toBe(1560);
    expect(listHeight(rowOffsets(0, new Map(), ESTIMATE, GAP), GAP)).toBe(0);
  });

  it('takes every row that reaches into the window, and only those', () => {
    const offsets = rowOffsets(100, new Map(), ESTIMATE, GAP);
    // Rows are 420 px apart: a window from 500 to 1,300 px holds rows 1 (420-820), 2 and 3 (1,260-1,660).
    expect(rowsInWindow(offsets, GAP, 500, 1300)).toBe('1:3');
    // The gap after row 0 (400-420) is not row 0.
    expect(rowsInWindow(offsets, GAP, 410, 415)).toBe('1:1');
    expect(rowsInWindow(offsets, GAP, 0, 10)).toBe('0:0');
  });

  it('still takes the first row when the window is above the list, and the last when below it', () => {
    const offsets = rowOffsets(10, new Map(), ESTIMATE, GAP);
    expect(rowsInWindow(offsets, GAP, -2000, -1000)).toBe('0:0');
    expect(rowsInWindow(offsets, GAP, 99_000, 100_000)).toBe('9:9');
    expect(rowsInWindow(rowOffsets(0, new Map(), ESTIMATE, GAP), GAP, 0, 800)).toBe('0:-1');
  });
});

function Rows({ count, pinnedRow = null }: { count: number; pinnedRow?: number | null }) {
  const { rows, height, measureRow } = useWindowRows({
    count,
    estimatedHeight: ESTIMATE,
    gap: GAP,
    overscan: 1,
    listTop: 0,
    pinnedRow,
  });
  return (
    <div role="list" aria-label="Rows" style={{ height }}>
      {rows.map((row) => (
        <div
          key={row.index}
          ref={measureRow}
          data-index={row.index}
          role="listitem"
          aria-label={`Row ${row.index}`}
        >
          {row.start}
        </div>
      ))}
    </div>
  );
}

/** jsdom lays nothing out: every row element measures `height` px. */
function rowsMeasure(height: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return DOMRect.fromRect({ height: this.dataset.index === undefined ? 0 : height });
  });
}

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

const shownRows = () => screen.getAllByRole('listitem').map((row) => row.getAttribute('aria-label'));
const startOf = (index: number) => Number(screen.getByRole('listitem', { name: `Row ${index}` }).textContent);

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});

describe('a list windowed by useWindowRows', () => {
  it('renders the rows in the window and one beyond it, and follows the scroll', () => {
    // jsdom's window is 768 px tall: rows 0 and 1 reach into it, and row 2 is the one beyond.
    render(<Rows count={1000} />);
    expect(shownRows()).toEqual(['Row 0', 'Row 1', 'Row 2']);
    expect(screen.getByRole('list')).toHaveStyle({ height: `${1000 * 420 - GAP}px` });

    scrollWindowTo(42_000);
    expect(shownRows()).toEqual(['Row 99', 'Row 100', 'Row 101', 'Row 102']);
  });

  it('keeps a pinned row and its neighbours wherever the window is', () => {
    render(<Rows count={1000} pinnedRow={500} />);
    expect(shownRows()).toEqual(['Row 0', 'Row 1', 'Row 2', 'Row 499', 'Row 500', 'Row 501']);
  });

  it('places each row below the measured height of the ones above it, before the paint', () => {
    rowsMeasure(250);
    render(<Rows count={1000} />);
    // Rows of 250 px: rows 0 to 2 reach into the 768 px window (row 3 starts at 810), and row 3 is beyond.
    expect(shownRows()).toEqual(['Row 0', 'Row 1', 'Row 2', 'Row 3']);
    expect(startOf(1)).toBe(270);
    expect(startOf(3)).toBe(810);
  });

  it('scrolls the window by as much as the rows above it grew, so what is on screen stays put', () => {
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation((options) => {
      scrollWindowTo(window.scrollY + ((options as ScrollToOptions).top ?? 0));
    });
    Object.defineProperty(window, 'scrollY', { value: 42_000, configurable: true, writable: true });
    // Estimated, row 100 (42,000-42,400 px) is at the window's top and row 99 (41,580-41,980) above it.
    rowsMeasure(450);
    render(<Rows count={1000} />);
    // Measured, row 99 is 50 px taller, and the window moved down with it: row 100 is still at its top.
    expect(scrollBy).toHaveBeenCalledTimes(1);
    expect(scrollBy).toHaveBeenCalledWith({ top: 50, behavior: 'instant' });
    expect(startOf(100)).toBe(window.scrollY);
    // The rows below the window's top grew too, and moved nothing.
    expect(shownRows()).toEqual(['Row 99', 'Row 100', 'Row 101', 'Row 102']);
  });
});
