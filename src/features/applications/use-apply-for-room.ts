import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '@/config/messages';
import { toApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { refuseWhileOffline } from './refuse-while-offline';
import { applicationKeys } from './api/application-queries';
import { applyForRoom } from './api/applications-api';
import type { Application } from './application';
import {
  cancelApplicationFetches,
  invalidateWhenLastMutationSettles,
  readApplications,
  replaceEntries,
  updateApplications,
} from './application-cache';

export function useApplyForRoom({ username, roomId }: { username: string; roomId: string }) {
  const queryClient = useQueryClient();
  const belongsToRoom = (application: Application) => application.roomId === roomId;

  const mutation = useMutation({
    mutationKey: applicationKeys.apply(roomId),
    mutationFn: () => applyForRoom(roomId),
    onMutate: async () => {
      await cancelApplicationFetches(queryClient, username);
      const previousForRoom = (readApplications(queryClient, username) ?? []).filter(belongsToRoom);
      const optimistic: Application = {
        id: null,
        isOptimistic: true,
        roomId,
        status: 'pending',
        createdAt: new Date().toISOString(),
        roomLabel: null,
      };
      updateApplications(queryClient, username, (current) => [...current, optimistic]);
      return { previousForRoom };
    },
    onError: (error, _variables, context) => {
      if (context) replaceEntries(queryClient, username, belongsToRoom, context.previousForRoom);
      // An expired session already has its own toast and redirect.
      if (!toApiError(error).sessionExpired) notify.error(messages.applyFailed);
    },
    onSuccess: (created) => {
      // Keep the server's id at once, so Cancel works before the refetch lands.
      if (created) {
        updateApplications(queryClient, username, (current) =>
          current.map((application) =>
            application.isOptimistic && application.roomId === roomId ? created : application,
          ),
        );
      }
      notify.success(messages.applySucceeded);
    },
    onSettled: () => invalidateWhenLastMutationSettles(queryClient, username),
  });

  const apply = () => {
    if (refuseWhileOffline()) return;
    // A double click must send one request: the mutation cache knows synchronously what is in flight.
    if (queryClient.isMutating({ mutationKey: applicationKeys.apply(roomId) }) > 0) return;
    mutation.mutate();
  };

  return { apply, isApplying: mutation.isPending };
}
