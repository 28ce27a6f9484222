import { useMutationState, useQueryClient } from '@tanstack/react-query';
import { applicationKeys } from './api/application-queries';

/**
 * What is in flight on a room, in every view that shows it: the room card, the list, a card scrolled out of
 * the virtual grid and back. Read from the mutation cache, not from one component's mutation, so a cancel
 * started in the list keeps the card from offering Apply (docs/architecture.md#one-action-per-room).
 */
export function useRoomActionsInFlight(roomId: string): {
  applying: boolean;
  /** The ids of the room's applications being cancelled. */
  cancelling: string[];
} {
  const applying = useMutationState({
    filters: { mutationKey: applicationKeys.apply(roomId), status: 'pending' },
    select: () => true,
  });
  const cancelling = useMutationState({
    filters: { mutationKey: applicationKeys.cancel(roomId), status: 'pending' },
    select: (mutation) => String(mutation.state.variables),
  });
  return { applying: applying.length > 0, cancelling };
}

/** Whether any apply or cancel on the room is still in flight: a new one is refused, never queued. */
export function useIsRoomBusy(): (roomId: string) => boolean {
  const queryClient = useQueryClient();
  return (roomId) => queryClient.isMutating({ mutationKey: applicationKeys.forRoom(roomId) }) > 0;
}
