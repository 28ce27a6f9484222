import {
  MutationObserver,
  useQueryClient,
  type DefaultError,
  type MutationObserverOptions,
} from '@tanstack/react-query';

/**
 * `useMutation`'s mutate without `useMutation`: the observer is made when the action starts, not when the
 * component mounts. A room card offers Apply and Cancel but shows neither mutation's state (what is in
 * flight comes from the mutation cache, for every view of the room), and an observer per card made every
 * card's mount notify the whole mutation cache (docs/performance.md#the-room-grid). The options' callbacks
 * run as they would with `useMutation`, for every call, mounted or not.
 */
export function useMutateOnDemand<TData, TVariables, TContext>(
  options: MutationObserverOptions<TData, DefaultError, TVariables, TContext>,
): (variables: TVariables) => void {
  const queryClient = useQueryClient();
  return (variables) => {
    const observer = new MutationObserver(queryClient, options);
    // Detached once settled, so the finished mutation can be garbage collected like any other.
    void observer
      .mutate(variables)
      .catch(() => undefined)
      .finally(() => observer.reset());
  };
}
