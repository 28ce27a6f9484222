import type { Query, QueryClient } from '@tanstack/react-query';
import { applicationKeys } from './api/application-queries';
import type { Application } from './application';

/** What an optimistic change replaced: the entries it touched, to put back if the server refuses. */
export interface OptimisticSnapshot {
  touches: (application: Application) => boolean;
  previous: Application[];
  /** The cached list the change was made to; a logout clears the cache, and this list with it. */
  list: Query | undefined;
}

/**
 * One user's cached applications, as the optimistic apply and cancel change them (cancel the fetches,
 * snapshot, set, roll back on error, refetch when settled). Rollbacks replace only the entries a mutation
 * touched, so concurrent mutations on other rooms are never undone.
 */
export function applicationCacheOf(queryClient: QueryClient, username: string) {
  const queryKey = applicationKeys.list(username);
  const update = (change: (applications: Application[]) => Application[]) =>
    queryClient.setQueryData<Application[]>(queryKey, (current) => change(current ?? []));

  return {
    update,

    /** Stops in-flight list fetches (a late response would overwrite the change), then applies it. */
    async changeOptimistically(
      touches: OptimisticSnapshot['touches'],
      change: (applications: Application[]) => Application[],
    ): Promise<OptimisticSnapshot> {
      await queryClient.cancelQueries({ queryKey });
      const previous = (queryClient.getQueryData<Application[]>(queryKey) ?? []).filter(touches);
      update(change);
      return { touches, previous, list: queryClient.getQueryCache().find({ queryKey, exact: true }) };
    },

    /**
     * Whether the list a mutation changed is still the one in the cache. After a logout (or a login as
     * someone else) it is not: whatever the server answers then changes nothing and says nothing, or the
     * result would be saved for the next user and its toast shown on the login page.
     */
    isCurrent(snapshot: OptimisticSnapshot | undefined): snapshot is OptimisticSnapshot {
      return (
        snapshot !== undefined &&
        queryClient.getQueryCache().find({ queryKey, exact: true }) === snapshot.list
      );
    },

    rollBack({ touches, previous }: OptimisticSnapshot): void {
      update((current) => [...current.filter((application) => !touches(application)), ...previous]);
    },

    /**
     * Refetches once after the last of several concurrent mutations settles, not once per mutation.
     * Resolves when that refetch has settled, whatever its outcome; null when another mutation runs on.
     */
    refetchWhenLastMutationSettles(): Promise<void> | null {
      if (queryClient.isMutating({ mutationKey: applicationKeys.mutations() }) !== 1) return null;
      return queryClient.invalidateQueries({ queryKey });
    },

    /** The optimistic entries `touches` selects become plain pending applications the card can act on. */
    settleOptimistic(touches: OptimisticSnapshot['touches']): void {
      update((current) =>
        current.map((application) =>
          application.isOptimistic && touches(application)
            ? { ...application, isOptimistic: false }
            : application,
        ),
      );
    },
  };
}
