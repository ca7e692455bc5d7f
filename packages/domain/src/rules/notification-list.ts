import { NotificationFilter } from '../enums/notification';
import { PagingMode } from '../enums/paging-mode';
import type { Notification } from '../schemas/notification';

/**
 * spec: notification paging uses the lowest CandidateNotificationId loaded as cursor (0 when empty or
 * on replace). The server returns ids below the cursor; 0 means "from the newest".
 */
export function notificationCursor(
  loaded: readonly Pick<Notification, 'CandidateNotificationId'>[],
  mode: PagingMode,
): number {
  if (mode === PagingMode.replace || loaded.length === 0) return 0;
  return Math.min(...loaded.map((notification) => notification.CandidateNotificationId));
}

// spec: marking a notification read sets IsRead.
export function markNotificationRead<
  T extends Pick<Notification, 'CandidateNotificationId' | 'IsRead'>,
>(notifications: readonly T[], candidateNotificationId: number): T[] {
  return notifications.map((notification) =>
    notification.CandidateNotificationId === candidateNotificationId
      ? { ...notification, IsRead: true }
      : notification,
  );
}

// spec: the unread filter shows only unread entries (and read only read ones).
export function filterNotifications<T extends Pick<Notification, 'IsRead'>>(
  notifications: readonly T[],
  filter: NotificationFilter,
): T[] {
  switch (filter) {
    case NotificationFilter.all:
      return [...notifications];
    case NotificationFilter.read:
      return notifications.filter((notification) => notification.IsRead);
    case NotificationFilter.unread:
      return notifications.filter((notification) => !notification.IsRead);
    default:
      return filter satisfies never;
  }
}
