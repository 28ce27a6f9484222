import styled from 'styled-components';
import { color, radius, space } from '@/config/design-tokens';

export const AuthCard = styled.div`
  width: min(100%, 420px);
  margin: ${space(8)} auto;
  padding: ${space(6)};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  box-shadow: 0 4px 16px ${color.shadow};
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
`;

export const AuthForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
`;

export const AuthFootnote = styled.p`
  margin: 0;
  text-align: center;
  color: ${color.textMuted};
`;
