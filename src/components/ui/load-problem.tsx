import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { space } from '@/config/design-tokens';
import { Button } from './button';
import { ErrorMessage, StatusMessage } from './layout';
import { Spinner } from './spinner';

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
  /** Asks again; ignored while it is already asking. */
  onRetry: () => void;
  /** Asking again: the page shows this problem meanwhile rather than its loading state (useRetry). */
  isRetrying?: boolean;
  /** What the page says while asking again, its own loading words ('Loading rooms...'). */
  retryingMessage: string;
}

/**
 * Something a page needs could not be loaded: the message, inline in red, and a button to ask again.
 *
 * While it asks again the row stays, its button busy, so a keyboard user who pressed it keeps their focus
 * there: the page's loading state would have replaced the button, and the browser would have sent the focus
 * back to the top of the page. Meanwhile the page's loading words take the message's place, and the message
 * comes back if the problem remains; both are put into the alert, so a screen reader says each.
 */
export function LoadProblem({
  message,
  retryLabel,
  onRetry,
  isRetrying = false,
  retryingMessage,
}: LoadProblemProps) {
  return (
    <ProblemRow role="alert">
      {isRetrying ? <StatusMessage>{retryingMessage}</StatusMessage> : <ErrorMessage>{message}</ErrorMessage>}
      <Button
        type="button"
        variant="secondary"
        aria-disabled={isRetrying}
        aria-busy={isRetrying}
        onClick={() => {
          if (!isRetrying) onRetry();
        }}
      >
        {isRetrying && <Spinner />}
        {retryLabel}
      </Button>
    </ProblemRow>
  );
}

/**
 * Try again for a query that failed with nothing to show: `isRetrying` from the press until the answer,
 * for the page to keep its LoadProblem on screen meanwhile instead of its loading state.
 */
export function useRetry(refetch: () => Promise<unknown>): { isRetrying: boolean; retry: () => void } {
  const [isRetrying, setRetrying] = useState(false);
  const retry = useCallback(() => {
    setRetrying(true);
    // A failure is the query's error, which the page shows.
    const done = () => setRetrying(false);
    refetch().then(done, done);
  }, [refetch]);
  return { isRetrying, retry };
}
