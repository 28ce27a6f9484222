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

/** The room an apply or a cancel is for, read from its key (applicationKeys.forRoom); undefined for others. */
function roomOf(mutation: Mutation): string | undefined {
  const key = mutation.options.mutationKey;
  const [feature, kind] = applicationKeys.mutations();
  return key?.[0] === feature && key[1] === kind && typeof key[2] === 'string' ? key[2] : undefined;
}

const actionOf = (mutation: Mutation) => mutation.options.mutationKey?.[3];

const sameInFlight = (a: RoomActionsInFlight, b: RoomActionsInFlight) =>
  a.applying === b.applying &&
  a.cancelling.length === b.cancelling.length &&
  a.cancelling.every((id, index) => id === b.cancelling[index]);

interface InFlightWatch {
  subscribe: (roomId: string, onChange: () => void) => () => void;
  current: (roomId: string) => RoomActionsInFlight;
}

const watches = new WeakMap<MutationCache, InFlightWatch>();

/**
 * What is in flight on each room, kept up to date by one subscription to the mutation cache for every view
 * of every room: two useMutationState per card made each card's mount, and every mutation, cost dozens of
 * scans of the cache (docs/performance.md#the-room-grid).
 */
function inFlightWatchOf(cache: MutationCache): InFlightWatch {
  const existing = watches.get(cache);
  if (existing) return existing;
  const listeners = keyedListeners<string>();
  const byRoom = new Map<string, RoomActionsInFlight>();
  const read = (roomId: string): RoomActionsInFlight => {
    const pending = cache.findAll({ mutationKey: applicationKeys.forRoom(roomId), status: 'pending' });
    if (pending.length === 0) return NOTHING_IN_FLIGHT;
    return {
      applying: pending.some((mutation) => actionOf(mutation) === 'apply'),
      cancelling: pending
        .filter((mutation) => actionOf(mutation) === 'cancel')
        .map((mutation) => String(mutation.state.variables)),
    };
  };
  const refresh = (roomId: string) => {
    const next = read(roomId);
    if (sameInFlight(byRoom.get(roomId) ?? NOTHING_IN_FLIGHT, next)) return false;
    if (next === NOTHING_IN_FLIGHT) byRoom.delete(roomId);
    else byRoom.set(roomId, next);
    return true;
  };
  for (const mutation of cache.getAll()) {
    const roomId = roomOf(mutation);
    if (roomId !== undefined) refresh(roomId);
  }
  cache.subscribe((event) => {
    // The event's mutation is typed loosely (any); every one in the cache is a Mutation.
    const mutation: Mutation | undefined = event.mutation;
    const roomId = mutation && roomOf(mutation);
    // Views hear of it as TanStack Query's own hooks do: once the cache's change is complete.
    if (roomId !== undefined && refresh(roomId)) notifyManager.schedule(() => listeners.notify(roomId));
  });
  const watch: InFlightWatch = {
    subscribe: listeners.subscribe,
    current: (roomId) => byRoom.get(roomId) ?? NOTHING_IN_FLIGHT,
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
