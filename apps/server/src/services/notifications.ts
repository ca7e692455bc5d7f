import {
  NotificationFilter,
  type Notification,
  type NotificationCountResponse,
  type NotificationListQuery,
  type NotificationListResponse,
} from '@portal/domain';
import { AppError } from '../http/envelope';
import {
  countUnreadNotifications,
  findNotification,
  listNotificationPage,
  markNotificationRead,
  savePushToken,
} from '../queries/notifications';
import type { Caller } from './accounts';
import type { ServiceContext } from './context';

type NotificationRow = Awaited<ReturnType<typeof findNotification>> & object;

const toNotification = (row: NotificationRow): Notification => ({
  CandidateNotificationId: row.id,
  IsRead: row.isRead,
  Title: row.title,
  Message: row.message,
  CreatedOn: row.createdAt.toISOString(),
  CandidateSOSId: row.candidateSosId,
});

/**
 * Another candidate's notification answers exactly like a missing one (404), so ids reveal nothing
 * about other accounts.
 */
const notificationNotFound = () => new AppError(404, 'NotFoundException', null, 'CandidateNotificationId: Notification not found.');

function isReadFor(filter: NotificationFilter): boolean | undefined {
  switch (filter) {
    case NotificationFilter.all:
      return undefined;
    case NotificationFilter.read:
      return true;
    case NotificationFilter.unread:
      return false;
    default:
      return filter satisfies never;
  }
}

export function createNotificationService(context: ServiceContext) {
  const { db, clock } = context;
  return {
    filterEnum: (): Record<string, number> => ({ ...NotificationFilter }),

    /**
     * Decision (spec: page size "not shown"): the domain query's pageSize, 10 by default, at most
     * 100. RemainingRecords = matching notifications older than this page; TotalRecords = all that
     * match the filter (the portal loads more while its loaded count is below TotalRecords).
     */
    async list(caller: Caller, query: NotificationListQuery): Promise<NotificationListResponse> {
      const page = await listNotificationPage(db, caller.user.id, {
        isRead: isReadFor(query.filter),
        belowId: query.lessThanCandidateNotificationId,
        pageSize: query.pageSize,
      });
      return {
        Notifications: page.rows.map(toNotification),
        RemainingRecords: page.inWindow - page.rows.length,
        TotalRecords: page.total,
      };
    },

    /** Opening a notification marks it read. */
    async detail(caller: Caller, id: number): Promise<Notification> {
      if (!(await markNotificationRead(db, caller.user.id, id))) throw notificationNotFound();
      const row = await findNotification(db, caller.user.id, id);
      if (!row) throw notificationNotFound();
      return toNotification(row);
    },

    async markRead(caller: Caller, id: number): Promise<void> {
      if (!(await markNotificationRead(db, caller.user.id, id))) throw notificationNotFound();
    },

    async unreadCount(caller: Caller): Promise<NotificationCountResponse> {
      return { Count: await countUnreadNotifications(db, caller.user.id) };
    },

    async savePushToken(caller: Caller, token: string): Promise<void> {
      await savePushToken(db, caller.user.id, token, clock());
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
