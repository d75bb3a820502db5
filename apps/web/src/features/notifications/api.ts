import type { NotificationsResponse } from '@portal/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiContract } from '../../lib/api.ts';

export const notificationKeys = { list: ['notifications'] as const };

/**
 * GET /api/v1/monitoraggio/segnalazioni. It sits in the header of every page, so a failure does
 * not raise a toast on each of them: the panel says it itself.
 */
export const notificationsQuery = queryOptions({
  queryKey: notificationKeys.list,
  queryFn: ({ signal }) =>
    apiContract('/monitoraggio/segnalazioni', 'notificationsResponseSchema', { signal }),
  meta: { silentError: true },
});

export interface NotificationRef {
  cdRichiesta: string;
  idConsegna: string;
}

const sameNotification = (a: NotificationRef, b: NotificationRef) =>
  a.cdRichiesta === b.cdRichiesta && a.idConsegna === b.idConsegna;

/** The cached list with one notification seen and the unread count lowered (never below 0). */
export function markSeen(data: NotificationsResponse, ref: NotificationRef): NotificationsResponse {
  const target = data.notifications.find((n) => sameNotification(n, ref));
  if (!target || target.visto) return data;
  return {
    notifications: data.notifications.map((n) => (sameNotification(n, ref) ? { ...n, visto: true } : n)),
    unreadCount: Math.max(0, data.unreadCount - 1),
  };
}

/**
 * PUT /api/v1/monitoraggio/segnalazioni/{cdRichiesta}/{idConsegna}/visto (spec part 1 §4, §8):
 * seen at once (optimistic), put back silently when the call fails, then re-read.
 */
export function useMarkNotificationSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cdRichiesta, idConsegna }: NotificationRef) =>
      apiContract(
        `/monitoraggio/segnalazioni/${encodeURIComponent(cdRichiesta)}/${encodeURIComponent(idConsegna)}/visto`,
        'esitoResponseSchema',
        { method: 'PUT' },
      ),
    meta: { silentError: true },
    onMutate: async (ref) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list });
      const previous = queryClient.getQueryData<NotificationsResponse>(notificationKeys.list);
      if (previous) queryClient.setQueryData(notificationKeys.list, markSeen(previous, ref));
      return { previous };
    },
    onError: (_error, _ref, context) => {
      if (context?.previous) queryClient.setQueryData(notificationKeys.list, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list }),
  });
}
