import type { Course } from '@portal/domain';
import type { DemoCatalogueCourse, DemoCouponRule } from '@portal/domain/fixtures';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../core/context';
import { catalogueCourses, cataloguePlans, coupons, subscriptions } from './commerce.tables';

/**
 * The demo catalogue (courses with the subjects their enrolments get, plans with prices) and the
 * demo coupons. Idempotent: rows already there are kept (an operator's prices survive).
 */
export async function seedCommerceCatalogue(
  db: Database,
  catalogue: readonly DemoCatalogueCourse[],
  courses: readonly Course[],
  couponRules: readonly DemoCouponRule[],
): Promise<void> {
  for (const entry of catalogue) {
    const course = courses.find((candidate) => candidate.SOSId === entry.sosId);
    if (!course) throw new Error(`The demo catalogue names SOSId ${entry.sosId}, which no demo course has`);
    await db
      .insert(catalogueCourses)
      .values({ sosId: entry.sosId, courseCode: entry.courseCode, courseName: course.CourseName, description: entry.description, subjects: course.Subjects.map((subject) => ({ ...subject, Progress: 0 })) })
      .onConflictDoNothing();
    await db
      .insert(cataloguePlans)
      .values(
        entry.plans.map((plan) => ({
          id: plan.planId,
          sosId: entry.sosId,
          packageCode: plan.packageCode,
          packageName: plan.packageName,
          courseGroupId: plan.packageCode === 'PRM' ? 1 : 2,
          optionCode: plan.optionCode,
          months: plan.months,
          planCode: plan.planCode,
          priceMinor: plan.priceMinor,
          currency: plan.currency,
          excludedFeatures: [...plan.excludedFeatures],
          allowRenewal: plan.allowRenewal,
          notifyBeforeDueDate: plan.notifyBeforeDueDate,
        })),
      )
      .onConflictDoNothing();
  }
  await db
    .insert(coupons)
    .values(
      couponRules.map((rule) => ({
        code: rule.code,
        kind: rule.kind,
        value: rule.value,
        currency: rule.currency,
        validFrom: new Date(`${rule.validFrom}T00:00:00.000Z`),
        validUntil: new Date(`${rule.validUntil}T23:59:59.999Z`),
        maxRedemptions: rule.maxRedemptions,
        perCustomerLimit: rule.perCustomerLimit,
        scopeSosId: rule.scopeSosId,
        scopePackageCode: rule.scopePackageCode,
      })),
    )
    .onConflictDoNothing();
}

/**
 * The subscriptions behind a demo candidate's enrolments (their Subscription.SubscriptionId), on the
 * catalogue plan of their package, ending with the course: My Subscriptions, renewals, unsubscribing
 * and the payment-due reminder work on them. Idempotent; the id sequence moves past them.
 */
export async function seedDemoSubscriptions(db: Database, userId: string, courses: readonly Course[], now: Date): Promise<void> {
  for (const course of courses) {
    const plans = await db.select().from(cataloguePlans).where(eq(cataloguePlans.sosId, course.SOSId)).orderBy(asc(cataloguePlans.id));
    const plan = plans.find((candidate) => candidate.packageName === course.Subscription.PackageName) ?? plans[0];
    if (!plan) continue;
    await db
      .insert(subscriptions)
      .values({
        id: course.Subscription.SubscriptionId,
        userId,
        sosId: course.SOSId,
        planId: plan.id,
        status: course.Subscription.SubscriptionStatus,
        candidateSosId: course.CandidateSOSId,
        startsOn: now,
        endsOn: course.CourseEndDate.Value ? new Date(`${course.CourseEndDate.Value.slice(0, 10)}T00:00:00.000Z`) : null,
        createdAt: now,
      })
      .onConflictDoNothing();
  }
  await db.execute(sql`select setval(pg_get_serial_sequence('subscriptions', 'id'), greatest((select max(id) from subscriptions), 1))`);
}
