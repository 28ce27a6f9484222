import styled from 'styled-components';
import { space } from '@/config/design-tokens';

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

export const SectionTitle = styled.h2`
  font-size: 1.25rem;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
`;
