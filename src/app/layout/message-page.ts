import styled from 'styled-components';
import { space } from '@/config/design-tokens';

/** A page that is only a message and a way on: not found, or a page that failed to render. */
export const MessagePage = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space(3)};
  padding: ${space(8)} 0;
`;
