import styled from 'styled-components';
import { color, radius, space } from '@/config/design-tokens';

/** What a page left out or could not do, above what it shows: 'A comparison shows at most 4 rooms...' */
export const WarningNote = styled.p`
  margin: 0;
  padding: ${space(2)} ${space(3)};
  border-radius: ${radius.sm};
  background: ${color.warningSurface};
  color: ${color.warning};
  font-weight: 600;
`;
