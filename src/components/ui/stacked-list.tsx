import styled from 'styled-components';
import { space } from '@/config/design-tokens';
import { Card } from './layout';

// A column of items, each a surface of its own with its text beside its actions: Your Applications, Saved
// searches. A module of its own: only those screens' chunks load it, not every first load.

/** The list: items one above the other. */
export const StackedList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

/** An item's surface: its text, then its actions, which wrap below the text on a narrow screen. */
export const StackedItem = styled(Card)`
  flex-direction: row;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(4)};
`;

/** An item's text: a column that takes the room its actions leave. */
export const StackedItemText = styled.div`
  flex: 1 1 14rem;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
`;
