import dayjs from 'dayjs';
import { SubscriptionStatus } from '../enums/subscription';
import type { Course } from '../schemas/course';

/** spec: subscription statuses 1 (Active) and 3 (Trial) count as due. */
export const DUE_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = [
  SubscriptionStatus.Active,
  SubscriptionStatus.Trial,
];

type PaymentDueCourse = Pick<Course, 'CandidateSOSId' | 'CourseEndDate'> & {
  readonly Subscription: Pick<
    Course['Subscription'],
    'SubscriptionStatus' | 'NotifyBeforeDueDate' | 'AllowRenewal'
  >;
};

/**
 * spec: the payment-due notification fires when today is on or after the course end date minus
 * NotifyBeforeDueDate days, only for statuses 1 and 3, with renewal allowed and the course not
 * already notified. Compared by calendar day.
 */
export function isPaymentDue(
  course: PaymentDueCourse,
  today: Date | string,
  notifiedCandidateSosIds: ReadonlySet<number> | readonly number[] = [],
): boolean {
  const endDate = course.CourseEndDate.Value;
  if (endDate === null) return false;
  const { SubscriptionStatus: status, NotifyBeforeDueDate, AllowRenewal } = course.Subscription;
  if (!DUE_SUBSCRIPTION_STATUSES.includes(status) || !AllowRenewal) return false;
  const notified =
    notifiedCandidateSosIds instanceof Set
      ? notifiedCandidateSosIds.has(course.CandidateSOSId)
      : (notifiedCandidateSosIds as readonly number[]).includes(course.CandidateSOSId);
  if (notified) return false;
  const end = dayjs(endDate);
  if (!end.isValid()) return false;
  const notifyFrom = end.startOf('day').subtract(NotifyBeforeDueDate, 'day');
  return !dayjs(today).startOf('day').isBefore(notifyFrom);
}

/** The courses whose payment-due notice should show now. */
export function coursesWithPaymentDue<T extends PaymentDueCourse>(
  courses: readonly T[],
  today: Date | string,
  notifiedCandidateSosIds: readonly number[] = [],
): T[] {
  return courses.filter((course) => isPaymentDue(course, today, notifiedCandidateSosIds));
}
