import { NotificationTargetKind } from '@portal/domain';
import type { NotificationTargetResolvers } from '../../shared/notifications/notification-targets';
import { enrolmentPagePath } from './course-paths';

/**
 * Notification targets that lead into a course (issue 14: a teacher's reply). A target carries the
 * enrolment's CandidateSOSId, not the course's name and encrypted id the course routes need, so the
 * link goes to /course/enrolment/{id}/{page}, which finds the course and sends on (routes.tsx).
 */
export const courseNotificationTargets: NotificationTargetResolvers = {
  [NotificationTargetKind.teacherSupport]: (target) => {
    const sosId = target.Ids.CandidateSOSId;
    return sosId === undefined
      ? null
      : { to: enrolmentPagePath(sosId, 'teacherSupport'), label: 'Open teacher support' };
  },
};
