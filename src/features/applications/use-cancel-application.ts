import '@/lib/i18n/screen-messages/room-screens';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from '@/lib/i18n/i18n';
import { toApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { refuseWhileOffline } from './refuse-while-offline';
import { applicationKeys } from './api/application-queries';
import { cancelApplication } from './api/applications-api';
import type { Application } from './application';
import { applicationCacheOf } from './application-cache';

/** Where the cancel was asked from decides the wording of its failure (docs/specification.md#messages). */
export type CancelOrigin = 'room-card' | 'applications-list';

function cancelFailureMessage(error: unknown, origin: CancelOrigin): string {
  const answeredWithError = toApiError(error).kind === 'http';
  if (origin === 'room-card') return answeredWithError ? t('cancelFailed') : t('cancelFallback');
  return answeredWithError ? t('cancelFromListFailed') : t('cancelFromListFallback');
}

const CANCEL_TOAST_ICON = '⛔';

export function useCancelApplication({ username, origin }: { username: string; origin: CancelOrigin }) {
  const queryClient = useQueryClient();
  const cache = applicationCacheOf(queryClient, username);

  const mutation = useMutation({
    mutationKey: applicationKeys.cancel(),
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
      if (cache.isCurrent(snapshot)) cache.refetchWhenLastMutationSettles();
    },
  });

  const cancel = (applicationId: string | null) => {
    if (refuseWhileOffline()) return;
    if (!applicationId) {
      notify.error(t('cancelNoApplication'));
      return;
    }
    const alreadyCancelling = queryClient.isMutating({
      mutationKey: applicationKeys.cancel(),
      predicate: (pending) => pending.state.variables === applicationId,
    });
    if (alreadyCancelling > 0) return;
    mutation.mutate(applicationId);
  };

  return { cancel, isCancelling: mutation.isPending };
}
