import { describe, expect, it } from 'vitest';
import { SubscriptionStatus } from '../enums/subscription';
import { coursesWithPaymentDue, isPaymentDue } from './payment-due';

const course = (
  overrides: Partial<{
    end: string | null;
    status: SubscriptionStatus;
    notify: number;
    renew: boolean;
  }> = {},
) => ({
  CandidateSOSId: 11,
  CourseEndDate: { Value: overrides.end === undefined ? '2026-12-01' : overrides.end },
  Subscription: {
    SubscriptionStatus: overrides.status ?? SubscriptionStatus.Active,
    NotifyBeforeDueDate: overrides.notify ?? 10,
    AllowRenewal: overrides.renew ?? true,
  },
});

describe('isPaymentDue', () => {
  it('fires from end date minus NotifyBeforeDueDate days, inclusive', () => {
    expect(isPaymentDue(course(), '2026-11-20')).toBe(false);
    expect(isPaymentDue(course(), '2026-11-21')).toBe(true);
    expect(isPaymentDue(course(), new Date('2026-11-21T23:59:00'))).toBe(true);
    expect(isPaymentDue(course(), '2026-12-05')).toBe(true);
  });
  it('applies to statuses 1 (Active) and 3 (Trial) only', () => {
    expect(isPaymentDue(course({ status: SubscriptionStatus.Trial }), '2026-11-25')).toBe(true);
    for (const status of [2, 4, 5, 6, 7] as const) {
      expect(isPaymentDue(course({ status }), '2026-11-25')).toBe(false);
    }
  });
  it('needs renewal allowed, an end date and no earlier notice', () => {
    expect(isPaymentDue(course({ renew: false }), '2026-11-25')).toBe(false);
    expect(isPaymentDue(course({ end: null }), '2026-11-25')).toBe(false);
    expect(isPaymentDue(course({ end: 'soon' }), '2026-11-25')).toBe(false);
    expect(isPaymentDue(course(), '2026-11-25', [11])).toBe(false);
    expect(isPaymentDue(course(), '2026-11-25', new Set([11]))).toBe(false);
    expect(isPaymentDue(course(), '2026-11-25', new Set([12]))).toBe(true);
  });
  it('filters a course list', () => {
    expect(coursesWithPaymentDue([course(), course({ renew: false })], '2026-11-25')).toHaveLength(
      1,
    );
  });
});
