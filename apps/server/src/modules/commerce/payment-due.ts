import { ApplicationMessageId, NotificationKind, SubscriptionStatus, defaultApplicationMessages } from '@portal/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../core/context';
import type { OutgoingNotification } from '../notifications';
import { catalogueCourses, cataloguePlans, paymentDueNotices, subscriptions } from './commerce.tables';

const DAY = 86_400_000;
const expireInfo = defaultApplicationMessages.find((message) => message.id === ApplicationMessageId.courseExpireInfo)!.message;

/**
 * spec 4 (payment due notification): fires when today is on or after the course end date minus
 * NotifyBeforeDueDate days, for subscription statuses 1 (Active) and 3 (Trial), with renewal
 * allowed and the course not already notified. One in-app notification (kind billing) per course
 * and period: the notice row's key (subscription, end date) makes a second run a no-op, and a
 * renewal's new end date is a new period. The message is application message 201.
 */
export function createPaymentDueReminder({ db, clock, notify }: ServiceContext & { notify: (userId: string, notification: OutgoingNotification) => Promise<unknown> }) {
  return async function remindPaymentsDue(): Promise<{ notified: number }> {
    const now = clock();
    const due = await db
      .select({ subscription: subscriptions, notifyBefore: cataloguePlans.notifyBeforeDueDate, courseName: catalogueCourses.courseName })
      .from(subscriptions)
      .innerJoin(cataloguePlans, eq(cataloguePlans.id, subscriptions.planId))
      .innerJoin(catalogueCourses, eq(catalogueCourses.sosId, subscriptions.sosId))
      .where(
        and(
          inArray(subscriptions.status, [SubscriptionStatus.Active, SubscriptionStatus.Trial]),
          eq(cataloguePlans.allowRenewal, true),
          isNotNull(subscriptions.endsOn),
          sql`${subscriptions.endsOn} - make_interval(days => ${cataloguePlans.notifyBeforeDueDate}) <= ${now.toISOString()}::timestamptz`,
        ),
      );
    let notified = 0;
    for (const { subscription, courseName } of due) {
      const inserted = await db
        .insert(paymentDueNotices)
        .values({ subscriptionId: subscription.id, periodEnd: subscription.endsOn!, notifiedAt: now })
        .onConflictDoNothing()
        .returning({ id: paymentDueNotices.subscriptionId });
      if (inserted.length === 0) continue;
      const expired = subscription.endsOn!.getTime() < now.getTime();
      const days = Math.max(0, Math.ceil((subscription.endsOn!.getTime() - now.getTime()) / DAY));
      await notify(subscription.userId, {
        kind: NotificationKind.billing,
        title: expired ? `${courseName}: your subscription has expired` : `${courseName}: payment due in ${days} ${days === 1 ? 'day' : 'days'}`,
        message: expireInfo,
        candidateSosId: subscription.candidateSosId,
      });
      notified += 1;
    }
    return { notified };
  };
}
