import { queryOptions } from '@tanstack/react-query';
import { fetchApplications } from './applications-api';

export const applicationKeys = {
  all: ['applications'] as const,
  /** Scoped to the user so one user's applications are never served to another from the cache. */
  list: (username: string) => [...applicationKeys.all, 'list', username] as const,
  mutations: () => [...applicationKeys.all, 'mutation'] as const,
  apply: (roomId: string) => [...applicationKeys.mutations(), 'apply', roomId] as const,
  cancel: () => [...applicationKeys.mutations(), 'cancel'] as const,
};

export const applicationQueries = {
  list: (username: string) =>
    queryOptions({
      queryKey: applicationKeys.list(username),
      queryFn: ({ signal }) => fetchApplications(signal),
      staleTime: 30_000,
    }),
};
