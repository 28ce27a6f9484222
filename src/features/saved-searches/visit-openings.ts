import type { LoadedSavedSearchStore, SavedSearchOwner } from './saved-search-store';

// The saved searches opened this visit (a page load), per user (docs/saved-searches.md#new-rooms): each is
// noted once, so Room Listings mounted again (back from a room, a filter changed and undone) marks the same
// rooms New instead of noting a second opening that would leave none new.

export interface VisitOpening {
  /** The seen count of the previous opening (new rooms are seen at or after it); null: no such search. */
  since: number | null;
  /** Its stored criteria were partly invalid when it was opened. */
  dropped: boolean;
}

export interface VisitOpenings {
  /** Notes the opening once per visit, after `before` (the list recorded), and resolves what it found. */
  open: (searchId: string, before: () => Promise<void>) => Promise<VisitOpening>;
  /** While kept open, each recorded list moves its stored opening on; returns the release. */
  keep: (searchId: string) => () => void;
  /** After a list is recorded: the searches open now count its rooms as seen at their opening. */
  advance: () => Promise<void>;
}

export function createVisitOpenings(store: LoadedSavedSearchStore, owner: SavedSearchOwner): VisitOpenings {
  const openings = new Map<string, Promise<VisitOpening>>();
  /** The openings noted (a search found), so moving one on never races its first noting. */
  const noted = new Set<string>();
  const kept = new Map<string, number>();
  const keyOf = (searchId: string) => {
    const username = owner.getSnapshot()?.username;
    return username === undefined ? null : JSON.stringify([username, searchId]);
  };
  return {
    open: (searchId, before) => {
      const key = keyOf(searchId);
      if (key === null) return Promise.resolve({ since: null, dropped: false });
      const known = openings.get(key);
      if (known) return known;
      const dropped = store.criteriaDropped(searchId);
      const opening = before()
        .then(() => store.markOpened(searchId))
        // Not noted (the browser refused): the previous opening is still the stored one.
        .then(
          (since) =>
            since ??
            store.getSnapshot().searches.find(({ id }) => id === searchId)?.openedAtSeenCount ??
            null,
        )
        .then((since) => {
          if (since === null) openings.delete(key);
          else noted.add(key);
          return { since, dropped };
        });
      openings.set(key, opening);
      return opening;
    },
    keep: (searchId) => {
      const key = keyOf(searchId);
      if (key === null) return () => undefined;
      kept.set(key, (kept.get(key) ?? 0) + 1);
      return () => {
        const count = (kept.get(key) ?? 1) - 1;
        if (count > 0) kept.set(key, count);
        else kept.delete(key);
      };
    },
    advance: async () => {
      for (const searchId of new Set(store.getSnapshot().searches.map(({ id }) => id))) {
        const key = keyOf(searchId);
        // The rooms on screen stay New for this visit (its "since" is kept); stored, they are seen.
        if (key !== null && kept.has(key) && noted.has(key)) await store.markOpened(searchId);
      }
    },
  };
}
