import styled, { createGlobalStyle } from 'styled-components';
import { Badge } from '@/components/ui/badge';
import { color, radius, space } from '@/config/design-tokens';

/**
 * What the table shows, above it rather than its <caption>: a caption is as wide as the table, so on a phone
 * it was cut off at the edge of the scrolling box. It still names the table and its scrolling region.
 */
export const TableDescription = styled.p`
  margin: 0 0 ${space(2)};
  color: ${color.textMuted};
`;

/** Only the table scrolls sideways on a phone; the page never does. */
export const ScrollRegion = styled.div`
  overflow-x: auto;
  max-inline-size: 100%;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  &:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
`;

// Sticky first column: the fact names stay in view while the rooms scroll under them. They break between
// words only ('Coordinates' whole), which sets the column's width.
export const Table = styled.table`
  border-collapse: separate;
  border-spacing: 0;
  inline-size: 100%;
  min-inline-size: 560px;
  th,
  td {
    padding: ${space(3)};
    text-align: start;
    vertical-align: top;
    border-block-start: 1px solid ${color.border};
    min-inline-size: 150px;
  }
  thead th {
    font-size: 1rem;
  }
  th[scope='row'],
  thead th:first-child {
    overflow-wrap: normal;
    position: sticky;
    inset-inline-start: 0;
    z-index: 1;
    background: ${color.surface};
    min-inline-size: 120px;
    max-inline-size: 160px;
    border-inline-end: 1px solid ${color.border};
  }
  [data-highlighted] {
    background: ${color.surfaceMuted};
  }
  th[scope='col']:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: -3px;
  }
  @media print {
    min-inline-size: 0;
    table-layout: fixed;
    font-size: 10pt;
    th,
    td {
      min-inline-size: 0;
      padding: 4pt;
    }
  }
`;

export const Mark = styled(Badge).attrs({ tone: 'success' })`
  margin-inline-start: ${space(2)};
`;

export const Cell = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  align-items: flex-start;
`;

/** Printed, the page is the table: one page, no navigation, map or buttons. */
export const PrintLayout = createGlobalStyle`
  @media print {
    @page { size: landscape; margin: 10mm; }
    header, .Toastify, [data-print='hide'], button { display: none !important; }
    [data-print='table'] { overflow: visible !important; border: 0 !important; }
  }
`;
