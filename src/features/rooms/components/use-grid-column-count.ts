import { useSyncExternalStore } from 'react';
import { ROOM_GRID_COLUMNS } from '@/config/business-constants';
import { BREAKPOINTS_PX, MEDIA } from '@/config/design-tokens';

// The same media queries as the plain grid's CSS, so both grids change columns at exactly the same widths.
const MEDIUM_QUERY = MEDIA.medium;
const WIDE_QUERY = MEDIA.wide;

function columnsFor(isWide: boolean, isMedium: boolean): number {
  if (isWide) return ROOM_GRID_COLUMNS.wide;
  if (isMedium) return ROOM_GRID_COLUMNS.medium;
  return ROOM_GRID_COLUMNS.narrow;
}

function readColumns(): number {
  if (typeof window.matchMedia !== 'function') {
    const width = window.innerWidth;
    return columnsFor(width >= BREAKPOINTS_PX.wide, width >= BREAKPOINTS_PX.medium);
  }
  return columnsFor(window.matchMedia(WIDE_QUERY).matches, window.matchMedia(MEDIUM_QUERY).matches);
}

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') {
    window.addEventListener('resize', onChange);
    return () => window.removeEventListener('resize', onChange);
  }
  const queries = [window.matchMedia(MEDIUM_QUERY), window.matchMedia(WIDE_QUERY)];
  for (const query of queries) query.addEventListener('change', onChange);
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange);
  };
}

/** The room grid's column count (1, 2 or 3) for the current window width; updates on resize. */
export function useGridColumnCount(): number {
  return useSyncExternalStore(subscribe, readColumns, () => ROOM_GRID_COLUMNS.narrow);
}
