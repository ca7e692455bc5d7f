import { NotificationTargetKind } from '@portal/domain';
import type { NotificationTargetResolvers } from '../../shared/notifications/notification-targets';

/** Notification targets that lead to the dashboard's tabs (issue 11, item 7). */
export const dashboardNotificationTargets: NotificationTargetResolvers = {
  [NotificationTargetKind.myCourses]: () => ({ to: '/dashboard', label: 'Open My Courses' }),
  [NotificationTargetKind.myEbooks]: () => ({ to: '/dashboard/ebooks', label: 'Open My Ebooks' }),
};
