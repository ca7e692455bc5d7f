import { NotificationTargetKind } from '@portal/domain';
import type { NotificationTargetResolvers } from '../../shared/notifications/notification-targets';

/** The id of the academic documents section on the profile page (a notification links to it). */
export const ACADEMIC_DOCUMENTS_ANCHOR = 'academic-documents';

/** Notification targets that lead to the profile page (issue 11, item 7). */
export const profileNotificationTargets: NotificationTargetResolvers = {
  [NotificationTargetKind.profile]: () => ({
    to: '/dashboard/profile',
    label: 'Open your profile',
  }),
  [NotificationTargetKind.academicDocuments]: () => ({
    to: `/dashboard/profile#${ACADEMIC_DOCUMENTS_ANCHOR}`,
    label: 'Open your documents',
  }),
};
