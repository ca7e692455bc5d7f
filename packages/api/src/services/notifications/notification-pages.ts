import type { InfiniteData } from '@tanstack/react-query';
import {
  canLoadMore,
  filterNotifications,
  markNotificationRead,
  notificationCursor,
  PagingMode,
  type Notification,
  type NotificationFilter,
  type NotificationListResponse,
} from '@portal/domain';

/*
 * The notification list as pages of a TanStack infinite query. The domain rules decide: a new filter
 * starts from cursor 0 (replace), each further page asks below the lowest id loaded (load more) and
 * more can load while the loaded count is below TotalRecords.
 */

/** Page size the portal asks for (spec: not shown; the server allows 1..100). */
export const NOTIFICATION_PAGE_SIZE = 20;

/** spec 4: replace starts from cursor 0. */
export const FIRST_NOTIFICATION_CURSOR = 0;

export type NotificationPages = Pick<InfiniteData<NotificationListResponse, number>, 'pages'>;

/** Every loaded notification, in the order loaded (newest first). */
export function loadedNotifications(data: NotificationPages | undefined): Notification[] {
  return data ? data.pages.flatMap((page) => page.Notifications) : [];
}

/** TotalRecords as the newest page reported it. */
export function totalRecords(data: NotificationPages | undefined): number {
  return data?.pages.at(-1)?.TotalRecords ?? 0;
}

/**
 * The cursor of the next page (spec 4: the lowest CandidateNotificationId loaded), or undefined when
 * everything is loaded (loaded count reached TotalRecords) or the last page came back empty.
 */
export function nextNotificationCursor(
  pages: readonly NotificationListResponse[],
): number | undefined {
  const loaded = pages.flatMap((page) => page.Notifications);
  const last = pages.at(-1);
  if (!last || last.Notifications.length === 0) return undefined;
  if (!canLoadMore(loaded.length, last.TotalRecords)) return undefined;
  return notificationCursor(loaded, PagingMode.loadMore);
}

/** What the list shows: the loaded entries the filter admits (spec 4: unread shows only unread). */
export function visibleNotifications(
  data: NotificationPages | undefined,
  filter: NotificationFilter,
): Notification[] {
  return filterNotifications(loadedNotifications(data), filter);
}

function markReadInPage(page: NotificationListResponse, id: number): NotificationListResponse {
  return page.Notifications.some(
    (notification) => notification.CandidateNotificationId === id && !notification.IsRead,
  )
    ? { ...page, Notifications: markNotificationRead(page.Notifications, id) }
    : page;
}

/**
 * spec 4: marking a notification read sets IsRead, in whatever cached list holds it: the portal's
 * pages (infinite data) or a single page cached by the api's per-page query.
 */
export function markReadInCache<T extends NotificationListResponse | NotificationPages>(
  data: T | undefined,
  candidateNotificationId: number,
): T | undefined {
  if (!data) return data;
  if ('pages' in data) {
    const pages = data.pages.map((page) => markReadInPage(page, candidateNotificationId));
    return pages.every((page, index) => page === data.pages[index]) ? data : { ...data, pages };
  }
  return markReadInPage(data, candidateNotificationId) as T;
}

function markAllReadInPage(page: NotificationListResponse): NotificationListResponse {
  return page.Notifications.some((notification) => !notification.IsRead)
    ? {
        ...page,
        Notifications: page.Notifications.map((notification) => ({
          ...notification,
          IsRead: true,
        })),
      }
    : page;
}

/** "Mark all as read": every entry of a cached list (pages or a single page) read. */
export function markAllReadInCache<T extends NotificationListResponse | NotificationPages>(
  data: T | undefined,
): T | undefined {
  if (!data) return data;
  if ('pages' in data) {
    const pages = data.pages.map(markAllReadInPage);
    return pages.every((page, index) => page === data.pages[index]) ? data : { ...data, pages };
  }
  return markAllReadInPage(data) as T;
}
