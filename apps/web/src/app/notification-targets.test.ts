import { describe, expect, it } from 'vitest';
import { NotificationTargetKind } from '@portal/domain';
import { courseNotificationTargets } from '../features/courses/notification-targets';
import { dashboardNotificationTargets } from '../features/dashboard/notification-targets';
import { profileNotificationTargets } from '../features/profile/notification-targets';
import { notificationLink } from '../shared/notifications/notification-link';
import {
  combineNotificationTargets,
  registerNotificationTargets,
} from '../shared/notifications/notification-targets';

const resolvers = combineNotificationTargets([
  profileNotificationTargets,
  dashboardNotificationTargets,
  courseNotificationTargets,
]);

describe('notification targets', () => {
  it('resolves each kind of today to a page that exists', () => {
    expect(notificationLink({ Kind: NotificationTargetKind.profile }, resolvers)).toEqual({
      to: '/dashboard/profile',
      label: 'Open your profile',
    });
    expect(notificationLink({ Kind: NotificationTargetKind.academicDocuments }, resolvers)).toEqual(
      {
        to: '/dashboard/profile#academic-documents',
        label: 'Open your documents',
      },
    );
    expect(notificationLink({ Kind: NotificationTargetKind.myCourses }, resolvers)).toEqual({
      to: '/dashboard',
      label: 'Open My Courses',
    });
    expect(notificationLink({ Kind: NotificationTargetKind.myEbooks }, resolvers)).toEqual({
      to: '/dashboard/ebooks',
      label: 'Open My Ebooks',
    });
  });

  it("links a teacher's reply to the course's teacher support through its enrolment", () => {
    expect(
      notificationLink(
        { Kind: NotificationTargetKind.teacherSupport, Ids: { CandidateSOSId: 1001 } },
        resolvers,
      ),
    ).toEqual({ to: '/course/enrolment/1001/teacherSupport', label: 'Open teacher support' });
    expect(notificationLink({ Kind: NotificationTargetKind.teacherSupport }, resolvers)).toBeNull();
  });

  it('gives no link for no target, an unknown kind, a malformed target or an inherited key', () => {
    expect(notificationLink(null, resolvers)).toBeNull();
    expect(notificationLink({ Kind: 'lecture', Ids: { LectureId: 3 } }, resolvers)).toBeNull();
    expect(notificationLink({ Kind: 'profile', Ids: { Bad: -1 } }, resolvers)).toBeNull();
    expect(notificationLink({ Kind: 'toString' }, resolvers)).toBeNull();
    expect(notificationLink({ Kind: 'constructor' }, resolvers)).toBeNull();
  });

  it('refuses two features resolving the same kind', () => {
    expect(() =>
      combineNotificationTargets([profileNotificationTargets, profileNotificationTargets]),
    ).toThrow(/profile/);
  });

  it('uses what app/routes registered when no resolvers are passed', () => {
    registerNotificationTargets([]);
    expect(notificationLink({ Kind: NotificationTargetKind.profile })).toBeNull();
    registerNotificationTargets([profileNotificationTargets]);
    expect(notificationLink({ Kind: NotificationTargetKind.profile })?.to).toBe(
      '/dashboard/profile',
    );
  });
});
