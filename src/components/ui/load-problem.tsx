import { useCallback, useEffectEvent, useLayoutEffect, useRef, type RefObject } from 'react';
import type { FetchStatus } from '@tanstack/react-query';
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
  /** Asking again: the page shows this problem meanwhile rather than its loading state (loadProblemOf). */
  isRetrying?: boolean;
  /** What the page says while asking again, its own loading words ('Loading rooms...'). */
  retryingMessage: string;
  /** Told when the row leaves the page with the focus in it (useFocusAfterProblem). */
  onLeaveWithFocus?: () => void;
}

/**
 * Something a page needs could not be loaded: the message, inline in red, and a button to ask again.
 *
 * While it asks again the row stays, its button busy, so a keyboard user who pressed it keeps their focus
 * there: the page's loading state would have replaced the button, and the browser would have sent the focus
 * back to the top of the page. Meanwhile the page's loading words take the message's place, and the message
 * comes back if the problem remains; both are put into the alert, so a screen reader says each. When the
 * answer comes, what was asked for takes the row's place, and the focus with it (useFocusAfterProblem).
 */
export function LoadProblem({
  message,
  retryLabel,
  onRetry,
  isRetrying = false,
  retryingMessage,
  onLeaveWithFocus,
}: LoadProblemProps) {
  const row = useRef<HTMLDivElement>(null);
  const leaveWithFocus = useEffectEvent(() => onLeaveWithFocus?.());
  useLayoutEffect(() => {
    const element = row.current;
    // Run as the row is taken out, while it still holds the focus.
    return () => {
      if (element?.contains(document.activeElement)) leaveWithFocus();
    };
  }, []);
  return (
    <ProblemRow ref={row} role="alert">
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
 * Where the focus goes when Try again has worked: the LoadProblem's button had it and leaves the page, and the
 * browser would drop the focus to the page's body, where a screen reader starts reading again from the top.
 * Instead it moves to `target`, the first part of what was asked for (the result count, or the list), which
 * takes tabIndex -1. Pass `onLeaveWithFocus` to the LoadProblem.
 */
export function useFocusAfterProblem<T extends HTMLElement>(
  target: RefObject<T | null>,
): { onLeaveWithFocus: () => void } {
  const handOver = useRef(false);
  // After every commit: the one that took the problem out also put the target in.
  useLayoutEffect(() => {
    if (!handOver.current) return;
    handOver.current = false;
    target.current?.focus();
  });
  return { onLeaveWithFocus: useCallback(() => void (handOver.current = true), []) };
}

/** What loadProblemOf reads of a query (a useQuery result). */
export interface RetryableQuery {
  data: unknown;
  isError: boolean;
  errorUpdateCount: number;
  fetchStatus: FetchStatus;
  refetch: () => Promise<unknown>;
}

/**
 * A query that failed with nothing to show, read from the query itself: `failed` from its first failure until
 * it has data, so the page keeps its LoadProblem on screen (and its button, and the focus on it) through every
 * new attempt, Try again or another (the window's focus, a reconnection, the room list's timed refresh), instead
 * of its loading state; `isRetrying` while an attempt runs. An attempt paused for the network (offline) is not
 * running: the problem stays as it was, Try again ready, rather than busy until the connection returns.
 */
export function loadProblemOf(query: RetryableQuery): {
  failed: boolean;
  isRetrying: boolean;
  retry: () => void;
} {
  // A new attempt puts a query without data back to 'pending' and clears its error; its count of errors stays.
  const failed = query.data === undefined && (query.isError || query.errorUpdateCount > 0);
  return {
    failed,
    isRetrying: failed && query.fetchStatus === 'fetching',
    retry: () => void query.refetch(),
  };
}
