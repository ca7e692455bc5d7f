/** Keys of the notification area; lists nest under `lists()` so one invalidation reloads them all. */
export const notificationKeys = {
  all: ['notifications'] as const,
  filterEnum: () => [...notificationKeys.all, 'filter-enum'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (filter: number, lessThanCandidateNotificationId: number, pageSize?: number) =>
    [
      ...notificationKeys.lists(),
      filter,
      lessThanCandidateNotificationId,
      pageSize ?? null,
    ] as const,
  /** The portal's list: one filter's pages (infinite query); under lists() like the single pages. */
  pages: (filter: number, pageSize: number) =>
    [...notificationKeys.lists(), 'pages', filter, pageSize] as const,
  detail: (candidateNotificationId: number) =>
    [...notificationKeys.all, 'detail', candidateNotificationId] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  // Mutations
  markAsRead: () => [...notificationKeys.all, 'mark-as-read'] as const,
  markAllAsRead: () => [...notificationKeys.all, 'mark-all-as-read'] as const,
  savePushToken: () => [...notificationKeys.all, 'save-push-token'] as const,
};
