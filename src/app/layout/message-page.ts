import styled from 'styled-components';

/** A page that is only a message and a way on: not found, or a page that failed to render. */
export const MessagePage = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(8)} 0;
`;
