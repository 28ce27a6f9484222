import '@/lib/i18n/screen-messages/room-screens';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from '@/lib/i18n/i18n';
import { toApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { refuseWhileOffline } from './refuse-while-offline';
import { applicationKeys } from './api/application-queries';
import { applyForRoom } from './api/applications-api';
import type { Application } from './application';
import { applicationCacheOf } from './application-cache';

export function useApplyForRoom({ username, roomId }: { username: string; roomId: string }) {
  const queryClient = useQueryClient();
  const cache = applicationCacheOf(queryClient, username);
  const belongsToRoom = (application: Application) => application.roomId === roomId;

  const mutation = useMutation({
    mutationKey: applicationKeys.apply(roomId),
    mutationFn: () => applyForRoom(roomId),
    onMutate: () => {
      const optimistic: Application = {
        id: null,
        isOptimistic: true,
        roomId,
        status: 'pending',
        createdAt: new Date().toISOString(),
        roomLabel: null,
      };
      return cache.changeOptimistically(belongsToRoom, (current) => [...current, optimistic]);
    },
    onError: (error, _variables, snapshot) => {
      if (!cache.isCurrent(snapshot)) return;
      cache.rollBack(snapshot);
      // An expired session already has its own toast and redirect.
      if (!toApiError(error).sessionExpired) notify.error(t('applyFailed'));
    },
    onSuccess: (created, _variables, snapshot) => {
      if (!cache.isCurrent(snapshot)) return;
      // Keep the server's id at once, so Cancel works before the refetch lands.
      if (created) {
        cache.update((current) =>
          current.map((application) =>
            application.isOptimistic && application.roomId === roomId ? created : application,
          ),
        );
      }
      notify.success(t('applySucceeded'));
    },
    onSettled: (_data, _error, _variables, snapshot) => {
      if (cache.isCurrent(snapshot)) cache.refetchWhenLastMutationSettles();
    },
  });

  const apply = () => {
    if (refuseWhileOffline()) return;
    // A double click must send one request: the mutation cache knows synchronously what is in flight.
    if (queryClient.isMutating({ mutationKey: applicationKeys.apply(roomId) }) > 0) return;
    mutation.mutate();
  };

  return { apply, isApplying: mutation.isPending };
}
