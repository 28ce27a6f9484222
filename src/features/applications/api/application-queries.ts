import { queryOptions } from '@tanstack/react-query';
import { fetchApplications } from './applications-api';

export const applicationKeys = {
  all: ['applications'] as const,
  /** Scoped to the user so one user's applications are never served to another from the cache. */
  list: (username: string) => [...applicationKeys.all, 'list', username] as const,
  mutations: () => [...applicationKeys.all, 'mutation'] as const,
  /** Every apply and cancel on one room, whichever view started it (docs/architecture.md#one-action-per-room). */
  forRoom: (roomId: string) => [...applicationKeys.mutations(), roomId] as const,
  apply: (roomId: string) => [...applicationKeys.forRoom(roomId), 'apply'] as const,
  cancel: (roomId: string) => [...applicationKeys.forRoom(roomId), 'cancel'] as const,
};

/** Mutations on one room run one after another: the server must see a cancel before the apply after it. */
export const roomMutationScope = (roomId: string) => ({ id: `applications:room:${roomId}` });

export const applicationQueries = {
  list: (username: string) =>
    queryOptions({
      queryKey: applicationKeys.list(username),
      // Without the abort signal: a page left while its list is on its way (the next page's loader asked
      // for it too) must not cancel the request and leave the failure before it in the cache.
      queryFn: () => fetchApplications(),
      staleTime: 30_000,
      // Every page that shows them asks as it opens (its route loader, src/app/route-loaders.ts), again at
      // each visit: a failure the loader has just had is shown, not asked again by the page's first render.
      retryOnMount: false,
    }),
};
