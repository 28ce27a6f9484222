import { useMemo } from 'react';
import { createStoreContext } from '@/lib/store-context';
import type { ShortlistedRoom, ShortlistStore } from './shortlist-store';

const shortlistContext = createStoreContext<readonly ShortlistedRoom[], ShortlistStore>('The shortlist');

export const ShortlistProvider = shortlistContext.Provider;
export const useShortlistStore = shortlistContext.useStore;
export const useShortlist = shortlistContext.useValue;

/** The ids on the signed-in user's shortlist, as a set that changes only when the list does. */
export function useShortlistedIds(): ReadonlySet<string> {
  const rooms = useShortlist();
  return useMemo(() => new Set(rooms.map((room) => room.id)), [rooms]);
}
