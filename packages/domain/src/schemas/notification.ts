import { z } from 'zod';
import { NotificationFilter } from '../enums/notification';
import { Id } from './id';
import { ValidationBounds, queryWholeNumber, secretText } from './validation';
import { NotificationTarget } from './notification-target';
import { paged } from './paged';

/**
 * spec: notification CandidateNotificationId, IsRead. The rest is not shown; a notification needs a
 * title, a body, a time and, when it is about a course, that course.
 */
export const Notification = z.object({
  CandidateNotificationId: Id,
  IsRead: z.boolean(),
  Title: z.string(),
  Message: z.string(),
  CreatedOn: z.string(),
  CandidateSOSId: Id.nullable(),
  /** Where opening it leads in the portal (issue 11); null = nowhere, the text is all there is. */
  Target: NotificationTarget.nullable(),
});
export type Notification = z.infer<typeof Notification>;

/** spec: GET notifications with filter and cursor lessThanCandidateNotificationId (0 = newest). */
export const NotificationListQuery = z.object({
  filter: z.coerce.number().pipe(z.enum(NotificationFilter)).default(NotificationFilter.all),
  lessThanCandidateNotificationId: queryWholeNumber().default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuery>;

/** spec: list response Notifications, RemainingRecords (+ TotalRecords for paging). */
export const NotificationListResponse = paged('Notifications', Notification).extend({
  RemainingRecords: z.number().int().nonnegative(),
});
export type NotificationListResponse = z.infer<typeof NotificationListResponse>;

/** spec: unread count response Count. */
export const NotificationCountResponse = z.object({ Count: z.number().int().nonnegative() });
export type NotificationCountResponse = z.infer<typeof NotificationCountResponse>;

/** spec: POST save push token { Token }. */
export const PushTokenRequest = z.object({ Token: secretText(ValidationBounds.token.max) });
export type PushTokenRequest = z.infer<typeof PushTokenRequest>;

/** Answer of "Mark all as read": how many notifications were unread and are now read. */
export const MarkAllNotificationsReadResponse = z.object({ Count: z.number().int().nonnegative() });
export type MarkAllNotificationsReadResponse = z.infer<typeof MarkAllNotificationsReadResponse>;
