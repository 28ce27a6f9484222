import '@/lib/i18n/screen-messages/room-screens';
import { useQueryClient } from '@tanstack/react-query';
import { APPLY_WITHOUT_ID_SETTLE_MS } from '@/config/business-constants';
import { t } from '@/lib/i18n/i18n';
import { toApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { refuseWhileOffline } from './refuse-while-offline';
import { applicationKeys, roomMutationScope } from './api/application-queries';
import { applyForRoom } from './api/applications-api';
import type { Application } from './application';
import { applicationCacheOf } from './application-cache';
import { useIsRoomBusy } from './use-room-actions-in-flight';
import { useMutateOnDemand } from './use-mutate-on-demand';

const settleTimer = () => new Promise<void>((resolve) => setTimeout(resolve, APPLY_WITHOUT_ID_SETTLE_MS));

export function useApplyForRoom({ username, roomId }: { username: string; roomId: string }) {
  const queryClient = useQueryClient();
  const isRoomBusy = useIsRoomBusy();
  const cache = applicationCacheOf(queryClient, username);
  const belongsToRoom = (application: Application) => application.roomId === roomId;

  const mutate = useMutateOnDemand({
    mutationKey: applicationKeys.apply(roomId),
    scope: roomMutationScope(roomId),
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
    onSettled: (created, _error, _variables, snapshot) => {
      if (!cache.isCurrent(snapshot)) return;
      const refetched = cache.refetchWhenLastMutationSettles();
      // Created, but the answer named no id: the refetch brings it. If that fails too, the card must not
      // stay busy for good: it shows the application as pending, which the user can act on.
      if (created === null) {
        void Promise.race([refetched ?? settleTimer(), settleTimer()]).then(() => {
          if (cache.isCurrent(snapshot)) cache.settleOptimistic(belongsToRoom);
        });
      }
    },
  });

  const apply = () => {
    if (refuseWhileOffline()) return;
    // A double click sends one request, and nothing is queued behind a cancel of this room: the mutation
    // cache knows synchronously what is in flight, whichever view started it.
    if (isRoomBusy(roomId)) return;
    mutate(undefined);
  };

  return { apply };
}
