import { describe, expect, it } from 'vitest';
import { SubscriptionStatus } from '@portal/domain';
import { buildCourse, buildCourseSubscription } from '@portal/domain/fixtures';
import { paymentReminderOf } from './payment-reminder';

const today = '2026-11-24';

function course(candidateSosId: number, end: string, window: number, overrides: Partial<ReturnType<typeof buildCourseSubscription>> = {}) {
  return buildCourse({
    CandidateSOSId: candidateSosId,
    CourseName: `Course ${candidateSosId}`,
    CourseEndDate: { Value: end },
    Subscription: buildCourseSubscription({ NotifyBeforeDueDate: window, AllowRenewal: true, SubscriptionStatus: SubscriptionStatus.Active, ...overrides }),
  });
}

describe('paymentReminderOf', () => {
  it('names a course ending within its window, with the days left', () => {
    const reminder = paymentReminderOf([course(1, '2026-12-04', 15)], today);
    expect(reminder?.course.CandidateSOSId).toBe(1);
    expect(reminder?.daysLeft).toBe(10);
  });

  it('is null when the end is beyond the window (the window is read from each course)', () => {
    expect(paymentReminderOf([course(1, '2026-12-04', 9)], today)).toBeNull();
    expect(paymentReminderOf([course(1, '2026-12-04', 10)], today)?.daysLeft).toBe(10);
  });

  it('is null without renewal or outside statuses 1 and 3', () => {
    expect(paymentReminderOf([course(1, '2026-12-04', 15, { AllowRenewal: false })], today)).toBeNull();
    expect(paymentReminderOf([course(1, '2026-12-04', 15, { SubscriptionStatus: SubscriptionStatus.Expired })], today)).toBeNull();
  });

  it('picks the course ending soonest', () => {
    const reminder = paymentReminderOf([course(1, '2026-12-04', 15), course(2, '2026-11-26', 7), course(3, '2027-03-01', 7)], today);
    expect(reminder?.course.CandidateSOSId).toBe(2);
    expect(reminder?.daysLeft).toBe(2);
  });
});
