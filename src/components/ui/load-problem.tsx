import styled from 'styled-components';
import { space } from '@/config/design-tokens';
import { Button } from './button';
import { ErrorMessage } from './layout';

const ProblemRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
`;

export interface LoadProblemProps {
  /** What could not be loaded, in the page's words. */
  message: string;
  /** The button's label (Try again). */
  retryLabel: string;
  onRetry: () => void;
}

/** Something a page needs could not be loaded: the message, inline in red, and a button to ask again. */
export function LoadProblem({ message, retryLabel, onRetry }: LoadProblemProps) {
  return (
    <ProblemRow role="alert">
      <ErrorMessage>{message}</ErrorMessage>
      <Button type="button" variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </ProblemRow>
  );
}
