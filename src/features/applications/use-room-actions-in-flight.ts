import { useCallback, useSyncExternalStore } from 'react';
import { notifyManager, useQueryClient, type Mutation, type MutationCache } from '@tanstack/react-query';
import { keyedListeners } from '@/lib/keyed-listeners';
import { applicationKeys } from './api/application-queries';

export interface RoomActionsInFlight {
  applying: boolean;
  /** The ids of the room's applications being cancelled. */
  cancelling: readonly string[];
}

const NOTHING_IN_FLIGHT: RoomActionsInFlight = { applying: false, cancelling: [] };

const actionOf = (mutation: Mutation) => mutation.options.mutationKey?.[3];

interface InFlightWatch {
  subscribe: (roomId: string, onChange: () => void) => () => void;
  current: (roomId: string) => RoomActionsInFlight;
}

const watches = new WeakMap<MutationCache, InFlightWatch>();

/**
 * What is in flight on each room, through one subscription to the mutation cache for every view of every
 * room, where two useMutationState per card scanned the cache for each card at every change
 * (docs/performance.md#the-room-grid). A room's answer is worked out when a view asks for it and kept until
 * one of the room's mutations changes; a room with nothing in flight keeps nothing.
 */
function inFlightWatchOf(cache: MutationCache): InFlightWatch {
  const existing = watches.get(cache);
  if (existing) return existing;
  const listeners = keyedListeners<string>();
  const byRoom = new Map<string, RoomActionsInFlight>();
  const [feature, kind] = applicationKeys.mutations();
  cache.subscribe(({ mutation }) => {
    const key = (mutation as Mutation | undefined)?.options.mutationKey;
    const roomId = key?.[0] === feature && key[1] === kind ? key[2] : undefined;
    if (typeof roomId !== 'string') return;
    byRoom.delete(roomId);
    // Views hear of it as TanStack Query's own hooks do: once the cache's change is complete.
    notifyManager.schedule(() => listeners.notify(roomId));
  });
  const watch: InFlightWatch = {
    subscribe: listeners.subscribe,
    current: (roomId) => {
      const kept = byRoom.get(roomId);
      if (kept) return kept;
      const pending = cache.findAll({ mutationKey: applicationKeys.forRoom(roomId), status: 'pending' });
      if (pending.length === 0) return NOTHING_IN_FLIGHT;
      const inFlight = {
        applying: pending.some((mutation) => actionOf(mutation) === 'apply'),
        cancelling: pending
          .filter((mutation) => actionOf(mutation) === 'cancel')
          .map((mutation) => String(mutation.state.variables)),
      };
      byRoom.set(roomId, inFlight);
      return inFlight;
    },
  };
  watches.set(cache, watch);
  return watch;
}

/**
 * What is in flight on a room, in every view that shows it: the room card, the list, a card scrolled out of
 * the virtual grid and back. Read from the mutation cache, not from one component's mutation, so a cancel
 * started in the list keeps the card from offering Apply (docs/architecture.md#one-action-per-room).
 */
export function useRoomActionsInFlight(roomId: string): RoomActionsInFlight {
  const watch = inFlightWatchOf(useQueryClient().getMutationCache());
  const subscribe = useCallback((onChange: () => void) => watch.subscribe(roomId, onChange), [watch, roomId]);
  return useSyncExternalStore(subscribe, () => watch.current(roomId));
}

/** Whether any apply or cancel on the room is still in flight: a new one is refused, never queued. */
export function useIsRoomBusy(): (roomId: string) => boolean {
  const queryClient = useQueryClient();
  return (roomId) => queryClient.isMutating({ mutationKey: applicationKeys.forRoom(roomId) }) > 0;
}
