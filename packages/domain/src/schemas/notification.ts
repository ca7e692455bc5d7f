import { z } from 'zod';
import { NotificationFilter } from '../enums/notification';
import { Id } from './id';
import { ValidationBounds, queryWholeNumber, secretText } from './validation';
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
