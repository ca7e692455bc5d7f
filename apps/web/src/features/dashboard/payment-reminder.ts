import dayjs from 'dayjs';
import { coursesWithPaymentDue, type Course } from '@portal/domain';

/** Where the dashboard's payment reminder sends the candidate: My Subscriptions, where Renew is. */
export const RENEWAL_PATH = '/dashboard/mySubscriptions';

export type CoursePaymentReminder = {
  readonly course: Course;
  /** Whole days from today to the course's end day (0 = ends today, below 0 = ended). */
  readonly daysLeft: number;
};

/**
 * The dashboard's payment reminder (issue 18, spec 4's payment-due rule): the first course whose
 * subscription is due by its plan's window (`Subscription.NotifyBeforeDueDate`, on the wire with
 * My Courses), soonest end first; null when none is.
 */
export function paymentReminderOf(
  courses: readonly Course[],
  today: Date | string,
): CoursePaymentReminder | null {
  const day = dayjs(today).startOf('day');
  const due = coursesWithPaymentDue(courses, today).map((course) => ({
    course,
    daysLeft: dayjs(course.CourseEndDate.Value).startOf('day').diff(day, 'day'),
  }));
  due.sort((a, b) => a.daysLeft - b.daysLeft);
  return due[0] ?? null;
}
