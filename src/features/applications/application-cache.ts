import type { QueryClient } from '@tanstack/react-query';
import { applicationKeys } from './api/application-queries';
import type { Application } from './application';

/**
 * Helpers for optimistic updates on one user's cached applications. Rollbacks replace only the entries of
 * the room (or application) a mutation touched, so concurrent mutations on other rooms are never undone.
 */
export function readApplications(queryClient: QueryClient, username: string): Application[] | undefined {
  return queryClient.getQueryData<Application[]>(applicationKeys.list(username));
}

export function updateApplications(
  queryClient: QueryClient,
  username: string,
  update: (applications: Application[]) => Application[],
): void {
  queryClient.setQueryData<Application[]>(applicationKeys.list(username), (current) => update(current ?? []));
}

export function replaceEntries(
  queryClient: QueryClient,
  username: string,
  belongs: (application: Application) => boolean,
  replacement: Application[],
): void {
  updateApplications(queryClient, username, (current) => [
    ...current.filter((application) => !belongs(application)),
    ...replacement,
  ]);
}

/** Stops in-flight list fetches so a late response cannot overwrite an optimistic change. */
export async function cancelApplicationFetches(queryClient: QueryClient, username: string): Promise<void> {
  await queryClient.cancelQueries({ queryKey: applicationKeys.list(username) });
}

/** Refetches once after the last of several concurrent mutations settles, not once per mutation. */
export function invalidateWhenLastMutationSettles(queryClient: QueryClient, username: string): void {
  if (queryClient.isMutating({ mutationKey: applicationKeys.mutations() }) === 1) {
    void queryClient.invalidateQueries({ queryKey: applicationKeys.list(username) });
  }
}
