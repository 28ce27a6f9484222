import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import styled from 'styled-components';
import { PageTitle } from '@/components/ui/layout';
import { pageTitle } from './use-page-announcements';

const Wrapper = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(8)} 0;
`;

export function NotFoundPage() {
  useEffect(() => {
    document.title = pageTitle('Page not found');
  }, []);
  return (
    <Wrapper aria-labelledby="not-found-title">
      <PageTitle id="not-found-title">Page not found</PageTitle>
      <p>The page you were looking for does not exist or has moved.</p>
      <Link to="/">Go to the home page</Link>
    </Wrapper>
  );
}
