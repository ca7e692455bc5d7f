import { courseNotificationTargets } from '../features/courses/notification-targets';
import { dashboardNotificationTargets } from '../features/dashboard/notification-targets';
import { profileNotificationTargets } from '../features/profile/notification-targets';
import { registerNotificationTargets } from '../shared/notifications/notification-targets';

/*
 * Every feature's notification-target resolvers (issue 11, item 7), registered once at start so the
 * notifications page can link a notification to the page it is about. An area that adds target
 * kinds (lectures, invoices) adds its resolvers to this list.
 */
export const featureNotificationTargets = [
  profileNotificationTargets,
  dashboardNotificationTargets,
  courseNotificationTargets,
];

export function registerFeatureNotificationTargets(): void {
  registerNotificationTargets(featureNotificationTargets);
}
