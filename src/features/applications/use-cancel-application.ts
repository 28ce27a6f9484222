import '@/lib/i18n/screen-messages/room-screens';
import { useQueryClient } from '@tanstack/react-query';
import { t } from '@/lib/i18n/i18n';
import { toApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { refuseWhileOffline } from './refuse-while-offline';
import { applicationKeys, roomMutationScope } from './api/application-queries';
import { cancelApplication } from './api/applications-api';
import type { Application } from './application';
import { applicationCacheOf } from './application-cache';
import { useIsRoomBusy } from './use-room-actions-in-flight';
import { useMutateOnDemand } from './use-mutate-on-demand';

/** Where the cancel was asked from decides the wording of its failure (docs/specification.md#messages). */
export type CancelOrigin = 'room-card' | 'applications-list';

function cancelFailureMessage(error: unknown, origin: CancelOrigin): string {
  const answeredWithError = toApiError(error).kind === 'http';
  if (origin === 'room-card') return answeredWithError ? t('cancelFailed') : t('cancelFallback');
  return answeredWithError ? t('cancelFromListFailed') : t('cancelFromListFallback');
}

const CANCEL_TOAST_ICON = '⛔';

/**
 * Cancels the user's application for `roomId`. The status turns cancelled at once; until the server has
 * answered, no view of the room offers anything else (docs/architecture.md#one-action-per-room).
 */
export function useCancelApplication({
  username,
  origin,
  roomId,
}: {
  username: string;
  origin: CancelOrigin;
  roomId: string;
}) {
  const queryClient = useQueryClient();
  const isRoomBusy = useIsRoomBusy();
  const cache = applicationCacheOf(queryClient, username);

  const mutate = useMutateOnDemand({
    mutationKey: applicationKeys.cancel(roomId),
    scope: roomMutationScope(roomId),
    mutationFn: (applicationId: string) => cancelApplication(applicationId),
    onMutate: (applicationId) => {
      const isTarget = (application: Application) => application.id === applicationId;
      return cache.changeOptimistically(isTarget, (current) =>
        current.map((application) =>
          isTarget(application) ? { ...application, status: 'cancelled' } : application,
        ),
      );
    },
    onError: (error, _applicationId, snapshot) => {
      if (!cache.isCurrent(snapshot)) return;
      cache.rollBack(snapshot);
      // An expired session already has its own toast and redirect.
      if (!toApiError(error).sessionExpired) notify.error(cancelFailureMessage(error, origin));
    },
    onSuccess: (_data, _applicationId, snapshot) => {
      if (cache.isCurrent(snapshot)) notify.success(t('cancelSucceeded'), { icon: () => CANCEL_TOAST_ICON });
    },
    onSettled: (_data, _error, _applicationId, snapshot) => {
      if (cache.isCurrent(snapshot)) void cache.refetchWhenLastMutationSettles();
    },
  });

  const cancel = (applicationId: string | null) => {
    if (refuseWhileOffline()) return;
    if (!applicationId) {
      notify.error(t('cancelNoApplication'));
      return;
    }
    // A double click sends one request; an apply of this room still in flight is never raced.
    if (isRoomBusy(roomId)) return;
    mutate(applicationId);
  };

  return { cancel };
}
