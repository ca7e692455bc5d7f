import type { Notification } from '@portal/domain';
import type { Database } from '../../core/context';
import { candidateNotifications } from './notifications.tables';

/** One candidate's notifications, with their ids (rows that exist are left alone). */
export async function seedCandidateNotifications(
  db: Database,
  userId: string,
  notifications: readonly Notification[],
): Promise<void> {
  if (notifications.length === 0) return;
  await db
    .insert(candidateNotifications)
    .values(
      notifications.map((notification) => ({
        id: notification.CandidateNotificationId,
        userId,
        title: notification.Title,
        message: notification.Message,
        candidateSosId: notification.CandidateSOSId,
        isRead: notification.IsRead,
        target: notification.Target,
        createdAt: new Date(notification.CreatedOn),
      })),
    )
    .onConflictDoNothing();
}
