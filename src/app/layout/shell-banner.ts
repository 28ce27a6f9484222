import styled from 'styled-components';
import { color, radius, space } from '@/config/design-tokens';

/** A notice above the page (offline, a new version): one look, a border and surface per tone. */
export const ShellBanner = styled.div<{ $tone: 'warning' | 'info' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  margin: 0 0 ${space(4)};
  padding: ${space(3)} ${space(4)};
  border-radius: ${radius.md};
  border: 1px solid ${({ $tone }) => ($tone === 'warning' ? color.warning : color.info)};
  background: ${({ $tone }) => ($tone === 'warning' ? color.warningSurface : color.infoSurface)};
  color: ${color.text};
  font-weight: 600;
  p {
    margin: 0;
  }
`;
