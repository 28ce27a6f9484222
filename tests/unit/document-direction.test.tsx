import { act, render, screen } from '@testing-library/react';
import { preloadVirtualRoomGrid, VIRTUALIZE_ABOVE_ROOMS } from '@/features/rooms/components/room-card-grid';
import { readDocumentDirection, useDocumentDirection } from '@/hooks/use-document-direction';
import { aRoomList } from '../fixtures/rooms';
import { rowCellPositions, virtualRowOf } from '../utils/queries';
import { renderRoomGrid } from '../utils/render-room-grid';

function DirectionProbe() {
  return <p>Direction: {useDocumentDirection()}</p>;
}

/** Sets `<html dir>` as the language choice will, and lets the MutationObserver's callback run. */
async function setDocumentDirection(dir: string | null) {
  await act(async () => {
    if (dir === null) document.documentElement.removeAttribute('dir');
    else document.documentElement.setAttribute('dir', dir);
    await Promise.resolve();
  });
}

afterEach(() => document.documentElement.removeAttribute('dir'));

describe('the document direction', () => {
  it.each([
    [null, 'ltr'],
    ['ltr', 'ltr'],
    ['rtl', 'rtl'],
    ['RTL', 'rtl'],
    ['auto', 'ltr'],
    ['sideways', 'ltr'],
  ])('reads <html dir=%s> as %s', (dir, expected) => {
    if (dir !== null) document.documentElement.setAttribute('dir', dir);
    expect(readDocumentDirection()).toBe(expected);
  });

  it('follows <html dir> as it is set, changed and removed', async () => {
    render(<DirectionProbe />);
    expect(screen.getByText('Direction: ltr')).toBeInTheDocument();
    await setDocumentDirection('rtl');
    expect(screen.getByText('Direction: rtl')).toBeInTheDocument();
    await setDocumentDirection('ltr');
    expect(screen.getByText('Direction: ltr')).toBeInTheDocument();
    await setDocumentDirection('rtl');
    await setDocumentDirection(null);
    expect(screen.getByText('Direction: ltr')).toBeInTheDocument();
  });

  it('starts from the direction already set before the first render', () => {
    document.documentElement.setAttribute('dir', 'rtl');
    render(<DirectionProbe />);
    expect(screen.getByText('Direction: rtl')).toBeInTheDocument();
  });
});

describe('the virtual room grid right to left', () => {
  // The virtual grid is a chunk of its own, loaded with the first long list.
  beforeAll(() => preloadVirtualRoomGrid());

  const rooms = aRoomList(VIRTUALIZE_ABOVE_ROOMS + 9, (index) => ({ location: `Room number ${index + 1}` }));

  it('keeps rooms in reading order in each row and leaves their side to the CSS grid', () => {
    document.documentElement.setAttribute('dir', 'rtl');
    // Three columns: every min-width query matches.
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: true,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    renderRoomGrid(rooms);
    const first = screen.getByRole('article', { name: 'Room number 1' });
    const row = virtualRowOf(first);
    expect(row).not.toBeNull();
    // The first room is the row's first cell, so at the inline start: the right edge, right to left.
    expect(rowCellPositions(row!)).toEqual(['1', '2', '3']);
    expect(row!.style.gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
    // Script moves rows down only; a horizontal offset would pin them to the left whatever the direction.
    expect(row!.style.transform).toMatch(/^translateY\(/);
    expect(row!.style.left).toBe('');
  });
});
