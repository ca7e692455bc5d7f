import { randomBytes, randomUUID } from 'node:crypto';
import {
  Course,
  CourseType,
  InvoiceStatus,
  PaymentGateway,
  SubscriptionFilter,
  SubscriptionResponseStatus,
  SubscriptionState,
  SubscriptionStatus,
  type ApplyCouponRequest,
  type Cart,
  type CatalogueResponse,
  type CreditNote,
  type CreateSubscriptionRequest,
  type GenerateInvoiceRequest,
  type Invoice,
  type InvoicesResponse,
  type PaymentGatewayOption,
  type PaymentResponse,
  type SaveCartRequest,
  type SubscriptionError,
  type SubscriptionRenewalsQuery,
  type SubscriptionRenewalsResponse,
  type SubscriptionResult,
  type VerifyPaymentResponse,
  Feature,
} from '@portal/domain';
import { and, asc, count, desc, eq, inArray, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Database, Log, ServiceContext } from '../../core/context';
import { AppError } from '../../core/errors';
import type { MessageKey } from '../../core/message-catalogue';
import type { Caller } from '../../http/authentication';
import { findEnrolmentRow, grantEnrolment, updateEnrolment, withdrawEnrolment, type DashboardModule } from '../dashboard';
import {
  cartItems,
  carts,
  catalogueCourses,
  cataloguePlans,
  couponRedemptions,
  coupons,
  creditNoteLines,
  creditNotes,
  invoiceLines,
  invoiceNumberSeries,
  invoices,
  paymentAttempts,
  providerEvents,
  subscriptions,
} from './commerce.tables';
import { gatewayNames, type AttemptOutcome, type PaymentGatewayAdapter } from './gateways';
import { canTransition, couponDiscount, creditNoteSeries, formatInvoiceNumber, invoiceSeries, invoiceTotals } from './money';

export interface CommerceContext extends ServiceContext {
  readonly dashboard: Pick<DashboardModule, 'enrolments'>;
  readonly gateways: ReadonlyMap<PaymentGateway, PaymentGatewayAdapter>;
  readonly log: Log;
}

type InvoiceRow = typeof invoices.$inferSelect;
type PlanRow = typeof cataloguePlans.$inferSelect;

const notFound = () => new AppError(404, 'NotFoundException', 'NotFound');
const refused = (key: MessageKey, status = 400) => new AppError(status, 'CommerceException', key);
const DAY = 86_400_000;
/** Days a new invoice stays payable. */
export const INVOICE_DUE_DAYS = 7;
/** CandidateSOSId of a bought enrolment: clear of the demo world's ids (1001...). */
export const candidateSosIdOf = (subscriptionId: number) => 100_000 + subscriptionId;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const addMonths = (date: Date, months: number) => {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The outcome of a confirmation: the one that paid the invoice, or a no-op (replay, already paid, too late). */
export type ConfirmOutcome = 'paid' | 'already-paid' | 'replay' | 'not-payable' | 'voucher-cancelled' | 'unknown-attempt';

/**
 * Commerce (issue 18): catalogue, cart, subscribing, invoices, coupons, payments, renewals.
 * Every call is scoped to the caller: another candidate's cart, invoice, attempt or subscription
 * answers 404 like a missing one. Money is integer minor units (money.ts); invoice status changes go
 * through `canTransition` (the table is in money.ts).
 */
export function createCommerceService({ db, clock, dashboard, gateways, log }: CommerceContext) {
  // ---- reading

  async function linesOf(executor: Database, invoiceIds: readonly number[]) {
    if (invoiceIds.length === 0) return [];
    return executor
      .select({ invoiceId: invoiceLines.invoiceId, description: invoiceLines.description, amountMinor: invoiceLines.amountMinor, kind: invoiceLines.kind, subscriptionId: invoiceLines.subscriptionId, sosId: subscriptions.sosId, packageCode: cataloguePlans.packageCode, months: cataloguePlans.months })
      .from(invoiceLines)
      .innerJoin(subscriptions, eq(subscriptions.id, invoiceLines.subscriptionId))
      .innerJoin(cataloguePlans, eq(cataloguePlans.id, subscriptions.planId))
      .where(inArray(invoiceLines.invoiceId, [...invoiceIds]))
      .orderBy(asc(invoiceLines.id));
  }

  async function couponCodes(executor: Database, couponIds: readonly number[]) {
    if (couponIds.length === 0) return new Map<number, string>();
    const rows = await executor.select({ id: coupons.id, code: coupons.code }).from(coupons).where(inArray(coupons.id, [...couponIds]));
    return new Map(rows.map((row) => [row.id, row.code]));
  }

  async function toWire(executor: Database, rows: readonly InvoiceRow[]): Promise<Invoice[]> {
    const lines = await linesOf(executor, rows.map((row) => row.id));
    const codes = await couponCodes(executor, rows.flatMap((row) => (row.couponId === null ? [] : [row.couponId])));
    const vouchers = await openVouchers(executor, rows.filter((row) => row.status === InvoiceStatus.due).map((row) => row.id));
    const refunds = await refundsOf(executor, rows.filter((row) => row.status === InvoiceStatus.paid).map((row) => row.id));
    return rows.map((row) => ({
      invoiceId: row.id,
      // Before finalisation the invoice has no number of the series: a pro-forma reference.
      invoiceNumber: row.invoiceNumber ?? `PRO-${String(row.id).padStart(6, '0')}`,
      status: { Value: row.status as InvoiceStatus },
      issueDate: row.issuedAt.toISOString(),
      dueDate: row.dueAt.toISOString(),
      currency: row.currency,
      lines: lines.filter((line) => line.invoiceId === row.id).map((line) => ({ Description: line.description, AmountMinor: line.amountMinor })),
      subtotalMinor: row.subtotalMinor,
      discountMinor: row.discountMinor,
      totalMinor: row.totalMinor,
      couponCode: row.couponId === null ? null : (codes.get(row.couponId) ?? null),
      voucher: vouchers.get(row.id) ?? null,
      creditNote: refunds.get(row.id) ?? null,
    }));
  }

  /** The credit note of each refunded invoice among `invoiceIds` (paid ones: only those are refunded). */
  async function refundsOf(executor: Database, invoiceIds: readonly number[]) {
    const found = new Map<number, { CreditNoteNumber: string; IssueDate: string }>();
    if (invoiceIds.length === 0) return found;
    const rows = await executor
      .select({ invoiceId: creditNotes.invoiceId, creditNoteNumber: creditNotes.creditNoteNumber, issuedAt: creditNotes.issuedAt })
      .from(creditNotes)
      .where(inArray(creditNotes.invoiceId, [...invoiceIds]));
    for (const row of rows) found.set(row.invoiceId, { CreditNoteNumber: row.creditNoteNumber, IssueDate: row.issuedAt.toISOString() });
    return found;
  }

  /**
   * The latest voucher still awaiting the bank for each due invoice (its amount: a voucher is for the
   * total asked when it was issued; a coupon changed since makes it stale, so it is not shown).
   */
  async function openVouchers(executor: Database, invoiceIds: readonly number[]) {
    const found = new Map<number, { VoucherNumber: string; PaymentGateway: PaymentGateway; AmountMinor: number }>();
    if (invoiceIds.length === 0) return found;
    const rows = await executor
      .select({ invoiceId: paymentAttempts.invoiceId, voucherNumber: paymentAttempts.voucherNumber, gateway: paymentAttempts.gateway, amountMinor: paymentAttempts.amountMinor, invoiceTotal: invoices.totalMinor })
      .from(paymentAttempts)
      .innerJoin(invoices, eq(invoices.id, paymentAttempts.invoiceId))
      .where(and(inArray(paymentAttempts.invoiceId, [...invoiceIds]), isNotNull(paymentAttempts.voucherNumber), eq(paymentAttempts.outcome, 'pending')))
      .orderBy(desc(paymentAttempts.createdAt), desc(paymentAttempts.id));
    for (const row of rows) {
      if (found.has(row.invoiceId) || row.amountMinor !== row.invoiceTotal) continue;
      found.set(row.invoiceId, { VoucherNumber: row.voucherNumber!, PaymentGateway: row.gateway as PaymentGateway, AmountMinor: row.amountMinor });
    }
    return found;
  }

  /** The caller's invoice, locked when in a transaction that changes it; 404 for anyone else's. */
  async function ownInvoice(executor: Database, caller: Caller, invoiceId: number, lock = false): Promise<InvoiceRow> {
    const query = executor.select().from(invoices).where(and(eq(invoices.id, invoiceId), eq(invoices.userId, caller.user.id))).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound();
    return row;
  }

  async function setStatus(executor: Database, invoice: InvoiceRow, to: InvoiceStatus, extra: Partial<typeof invoices.$inferInsert> = {}): Promise<InvoiceRow> {
    if (!canTransition(invoice.status as InvoiceStatus, to)) {
      throw new AppError(409, 'InvoiceStatusException', null, `An invoice cannot go from status ${invoice.status} to ${to}.`);
    }
    const [row] = await executor.update(invoices).set({ status: to, ...extra }).where(eq(invoices.id, invoice.id)).returning();
    return row!;
  }

  /** A due invoice whose due date has passed becomes expired (lazily, when read or paid). */
  async function expireIfPastDue(executor: Database, invoice: InvoiceRow): Promise<InvoiceRow> {
    if (invoice.status === InvoiceStatus.due && invoice.dueAt.getTime() < clock().getTime()) {
      const row = await setStatus(executor, invoice, InvoiceStatus.expired);
      await executor.update(subscriptions).set({ status: SubscriptionStatus.Cancelled }).where(and(inArray(subscriptions.id, executor.select({ id: invoiceLines.subscriptionId }).from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id))), eq(subscriptions.status, SubscriptionStatus.Pending)));
      return row;
    }
    return invoice;
  }

  async function invoiceView(caller: Caller, invoiceId: number): Promise<Invoice> {
    return db.transaction(async (tx) => {
      const row = await expireIfPastDue(tx, await ownInvoice(tx, caller, invoiceId, true));
      const [invoice] = await toWire(tx, [row]);
      return invoice!;
    });
  }

  /** The invoice as the PDF shows it, with the caller as the one billed; 404 for anyone else's. */
  async function invoiceDocument(caller: Caller, invoiceId: number): Promise<{ invoice: Invoice; billTo: { fullName: string; email: string } }> {
    return { invoice: await invoiceView(caller, invoiceId), billTo: { fullName: caller.user.fullName, email: caller.user.email } };
  }

  // ---- catalogue and cart

  async function planByCodes(executor: Database, item: { sc: string; gc: string; po: string; pp: string }) {
    const [row] = await executor
      .select({ plan: cataloguePlans, course: catalogueCourses })
      .from(cataloguePlans)
      .innerJoin(catalogueCourses, eq(catalogueCourses.sosId, cataloguePlans.sosId))
      .where(and(eq(catalogueCourses.courseCode, item.sc), eq(cataloguePlans.packageCode, item.gc), eq(cataloguePlans.optionCode, item.po), eq(cataloguePlans.planCode, item.pp), eq(cataloguePlans.active, true)))
      .limit(1);
    return row;
  }

  async function catalogue(): Promise<CatalogueResponse> {
    const courses = await db.select().from(catalogueCourses).orderBy(asc(catalogueCourses.sosId));
    const plans = await db.select().from(cataloguePlans).where(eq(cataloguePlans.active, true)).orderBy(asc(cataloguePlans.id));
    return {
      Courses: courses.map((course) => ({
        SOSId: course.sosId,
        CourseName: course.courseName,
        Description: course.description,
        Subjects: course.subjects.map((subject) => String(subject.SubjectName)),
        Plans: plans
          .filter((plan) => plan.sosId === course.sosId)
          .map((plan) => ({
            SOSPaymentPlanId: plan.id,
            Item: { sc: course.courseCode, gc: plan.packageCode, po: plan.optionCode, pp: plan.planCode },
            PackageName: plan.packageName,
            Months: plan.months,
            PriceMinor: plan.priceMinor,
            Currency: plan.currency,
            ExcludedFeatures: plan.excludedFeatures,
            AllowRenewal: plan.allowRenewal,
          })),
      })),
    };
  }

  async function ownCart(caller: Caller, cartId: string): Promise<Cart> {
    if (!uuidPattern.test(cartId)) throw notFound();
    const [cart] = await db.select().from(carts).where(and(eq(carts.id, cartId), eq(carts.userId, caller.user.id))).limit(1);
    if (!cart) throw notFound();
    const items = await db.select().from(cartItems).where(eq(cartItems.cartId, cart.id)).orderBy(asc(cartItems.position));
    return { id: cart.id, instituteId: cart.instituteId, items: items.map(({ sc, gc, po, pp }) => ({ sc, gc, po, pp })) };
  }

  async function saveCart(caller: Caller, request: SaveCartRequest): Promise<Cart> {
    for (const item of request.items) if (!(await planByCodes(db, item))) throw refused('UnknownCartItem');
    const id = randomUUID();
    await db.transaction(async (tx) => {
      await tx.insert(carts).values({ id, userId: caller.user.id, instituteId: request.instituteId, createdAt: clock() });
      await tx.insert(cartItems).values(request.items.map((item, position) => ({ cartId: id, position, ...item })));
    });
    return { id, instituteId: request.instituteId, items: request.items };
  }

  // ---- granting (the one place a paid invoice becomes enrolments)

  async function grantLines(tx: Database, invoice: InvoiceRow, now: Date) {
    const lines = await linesOf(tx, [invoice.id]);
    for (const line of lines) {
      const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.id, line.subscriptionId)).for('update');
      const [plan] = await tx.select().from(cataloguePlans).where(eq(cataloguePlans.id, subscription!.planId));
      if (line.kind === 'renewal') {
        const from = subscription!.endsOn && subscription!.endsOn > now ? subscription!.endsOn : now;
        const endsOn = addMonths(from, plan!.months);
        await tx.update(subscriptions).set({ endsOn, status: SubscriptionStatus.Active }).where(eq(subscriptions.id, subscription!.id));
        if (subscription!.candidateSosId !== null) {
          const enrolment = await findEnrolmentRow(tx, invoice.userId, subscription!.candidateSosId);
          if (enrolment) {
            const course = Course.parse(enrolment.course);
            await updateEnrolment(tx, invoice.userId, course.CandidateSOSId, { ...course, CourseEndDate: { Value: isoDay(endsOn) }, Subscription: { ...course.Subscription, SubscriptionStatus: SubscriptionStatus.Active } });
          }
        }
        continue;
      }
      const [course] = await tx.select().from(catalogueCourses).where(eq(catalogueCourses.sosId, subscription!.sosId));
      const candidateSosId = candidateSosIdOf(subscription!.id);
      const endsOn = addMonths(now, plan!.months);
      await tx.update(subscriptions).set({ status: SubscriptionStatus.Active, candidateSosId, startsOn: now, endsOn }).where(eq(subscriptions.id, subscription!.id));
      const enrolment: Course = {
        CandidateSOSId: candidateSosId,
        SOSId: course!.sosId,
        CourseName: course!.courseName,
        CourseType: CourseType.Active,
        CourseImage: null,
        CourseEndDate: { Value: isoDay(endsOn) },
        ItemRating: null,
        Subjects: Course.shape.Subjects.parse(course!.subjects),
        Subscription: {
          SubscriptionId: subscription!.id,
          PackageName: plan!.packageName,
          SubscriptionStatus: SubscriptionStatus.Active,
          NotifyBeforeDueDate: plan!.notifyBeforeDueDate,
          AllowRenewal: plan!.allowRenewal,
          PackageFeatures: Object.values(Feature)
            .filter((feature) => feature !== Feature.NotRecommended)
            .map((feature) => ({ FeatureId: { Value: feature }, IsFeatureAllowed: !plan!.excludedFeatures.includes(feature) })),
        },
      };
      await grantEnrolment(tx, invoice.userId, enrolment);
    }
  }

  /**
   * Confirms a payment attempt: exactly once per invoice, whoever calls first (the sandbox page,
   * VerifyPayment, the Stripe webhook, a reconciliation). The provider event key is inserted first
   * (a replay finds it and does nothing); the invoice row lock serialises racing confirmations, and
   * the one that still finds it payable finalises it (number from the series), grants the courses
   * and marks the attempt; the others find it paid and do nothing.
   */
  async function confirmAttempt(attemptId: string, event: { provider: string; eventId: string }): Promise<ConfirmOutcome> {
    return db.transaction(async (tx) => {
      const now = clock();
      const [attempt] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId)).limit(1);
      if (!attempt) return 'unknown-attempt';
      const inserted = await tx.insert(providerEvents).values({ provider: event.provider, eventId: event.eventId, attemptId, receivedAt: now }).onConflictDoNothing().returning({ id: providerEvents.id });
      if (inserted.length === 0) return 'replay';
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, attempt.invoiceId)).for('update');
      if (attempt.outcome === 'cancelled' && attempt.voucherNumber !== null) {
        // A voucher cancelled when a coupon changed the total (cancelVouchers): the bank should have
        // refused it; money that still arrives is recorded for a refund and pays nothing.
        log.warn({ attemptId, invoiceId: invoice!.id }, 'payment received for a cancelled voucher: refund it');
        return 'voucher-cancelled';
      }
      if (invoice!.status === InvoiceStatus.paid) {
        if (attempt.outcome === 'pending') await tx.update(paymentAttempts).set({ outcome: 'succeeded', settledAt: now }).where(eq(paymentAttempts.id, attemptId));
        return 'already-paid';
      }
      if (!canTransition(invoice!.status as InvoiceStatus, InvoiceStatus.paid)) {
        // Money taken for a cancelled or expired invoice: recorded for a refund, nothing granted.
        await tx.update(paymentAttempts).set({ outcome: 'succeeded', settledAt: now }).where(eq(paymentAttempts.id, attemptId));
        log.warn({ attemptId, invoiceId: invoice!.id, status: invoice!.status }, 'payment confirmed for an invoice that can no longer be paid: refund it');
        return 'not-payable';
      }
      const series = invoiceSeries(now);
      const number = await nextNumber(tx, series);
      const paid = await setStatus(tx, invoice!, InvoiceStatus.paid, { series, number, invoiceNumber: formatInvoiceNumber(series, number), paidAt: now });
      await tx.update(paymentAttempts).set({ outcome: 'succeeded', settledAt: now }).where(eq(paymentAttempts.id, attemptId));
      await grantLines(tx, paid, now);
      return 'paid';
    });
  }

  /** A failed, cancelled or "pay later" attempt: the invoice goes back to due (still payable until its due date). */
  async function settleUnpaid(attemptId: string, outcome: 'failed' | 'cancelled'): Promise<void> {
    await db.transaction(async (tx) => {
      const [attempt] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId)).limit(1);
      if (!attempt || attempt.outcome !== 'pending') return;
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, attempt.invoiceId)).for('update');
      await tx.update(paymentAttempts).set({ outcome, settledAt: clock() }).where(eq(paymentAttempts.id, attemptId));
      if (invoice!.status === InvoiceStatus.inProcess) await setStatus(tx, invoice!, InvoiceStatus.due);
    });
  }

  // ---- subscribing

  async function openInvoice(tx: Database, userId: string, cartId: string | null, lines: { subscriptionId: number; kind: 'new' | 'renewal'; description: string; amountMinor: number }[], currency: string): Promise<InvoiceRow> {
    const now = clock();
    const totals = invoiceTotals(lines, 0);
    const [invoice] = await tx.insert(invoices).values({ userId, cartId, status: InvoiceStatus.due, currency, ...totals, issuedAt: now, dueAt: new Date(now.getTime() + INVOICE_DUE_DAYS * DAY) }).returning();
    await tx.insert(invoiceLines).values(lines.map((line) => ({ invoiceId: invoice!.id, ...line })));
    return invoice!;
  }

  /** Older due invoices of the caller with these courses are replaced by a new checkout (cancelled). */
  async function cancelReplacedInvoices(tx: Database, userId: string, sosIds: readonly number[]) {
    const replaced = await tx
      .selectDistinct({ id: invoices.id })
      .from(invoices)
      .innerJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
      .innerJoin(subscriptions, eq(subscriptions.id, invoiceLines.subscriptionId))
      .where(and(eq(invoices.userId, userId), eq(invoices.status, InvoiceStatus.due), eq(invoiceLines.kind, 'new'), inArray(subscriptions.sosId, [...sosIds])));
    for (const { id } of replaced) {
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
      await setStatus(tx, invoice!, InvoiceStatus.cancelled);
      await tx.update(subscriptions).set({ status: SubscriptionStatus.Cancelled }).where(and(inArray(subscriptions.id, tx.select({ id: invoiceLines.subscriptionId }).from(invoiceLines).where(eq(invoiceLines.invoiceId, id))), eq(subscriptions.status, SubscriptionStatus.Pending)));
    }
  }

  /**
   * spec: CreateSubscription (cartId, instituteId): every cart item is checked (SubscriptionsError,
   * IsCourseValid true = eligible, false = ineligible with the reason); the eligible ones become
   * pending subscriptions on one due invoice (generateInvoice with its id). Nothing eligible: error
   * (the portal stays on checkout and shows why). The same cart again returns its open invoice.
   */
  async function createSubscription(caller: Caller, request: CreateSubscriptionRequest): Promise<SubscriptionResult> {
    const cart = await ownCart(caller, request.cartId);
    if (cart.instituteId !== request.instituteId) throw notFound();
    const [existing] = await db.select({ id: invoices.id }).from(invoices).where(and(eq(invoices.userId, caller.user.id), eq(invoices.cartId, cart.id), inArray(invoices.status, [InvoiceStatus.due, InvoiceStatus.inProcess]))).limit(1);
    if (existing) return { InvoiceId: existing.id, ResponseStatus: SubscriptionResponseStatus.generateInvoice, SubscriptionsError: [] };

    const enrolled = new Set((await dashboard.enrolments(caller.user.id)).filter((course) => course.CourseType === CourseType.Active).map((course) => course.SOSId));
    const inFlight = new Set(
      (
        await db
          .select({ sosId: subscriptions.sosId })
          .from(subscriptions)
          .innerJoin(invoiceLines, eq(invoiceLines.subscriptionId, subscriptions.id))
          .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
          .where(and(eq(subscriptions.userId, caller.user.id), eq(invoices.status, InvoiceStatus.inProcess)))
      ).map((row) => row.sosId),
    );
    const chosen = new Set<number>();
    const entries: SubscriptionError[] = [];
    const eligible: { plan: PlanRow; courseName: string }[] = [];
    for (const item of cart.items) {
      const found = await planByCodes(db, item);
      const base = { SOSId: found?.course.sosId ?? 1, CourseGroupId: found?.plan.courseGroupId ?? 0, PaymentOption: found?.plan.months ?? 0, SOSPaymentPlanId: found?.plan.id ?? 0 };
      let reason: string | null = null;
      if (!found) reason = 'This course or plan is no longer on sale.';
      else if (enrolled.has(found.course.sosId)) reason = `You are already enrolled in ${found.course.courseName}.`;
      else if (inFlight.has(found.course.sosId)) reason = `A payment for ${found.course.courseName} is in progress.`;
      else if (chosen.has(found.course.sosId)) reason = `${found.course.courseName} is in the cart more than once.`;
      entries.push({ ...base, IsCourseValid: reason === null, Reason: reason });
      if (reason === null && found) {
        chosen.add(found.course.sosId);
        eligible.push({ plan: found.plan, courseName: found.course.courseName });
      }
    }
    if (eligible.length === 0) return { InvoiceId: null, ResponseStatus: SubscriptionResponseStatus.error, SubscriptionsError: entries };
    const currency = eligible[0]!.plan.currency;
    if (eligible.some(({ plan }) => plan.currency !== currency)) throw new AppError(400, 'ValidationException', null, 'items: one invoice has one currency.');

    const invoice = await db.transaction(async (tx) => {
      await cancelReplacedInvoices(tx, caller.user.id, [...chosen]);
      const lines = [];
      for (const { plan, courseName } of eligible) {
        const [subscription] = await tx.insert(subscriptions).values({ userId: caller.user.id, sosId: plan.sosId, planId: plan.id, status: SubscriptionStatus.Pending, createdAt: clock() }).returning();
        lines.push({ subscriptionId: subscription!.id, kind: 'new' as const, description: `${courseName}: ${plan.packageName}, ${plan.months} ${plan.months === 1 ? 'month' : 'months'}`, amountMinor: plan.priceMinor });
      }
      return openInvoice(tx, caller.user.id, cart.id, lines, currency);
    });
    if (invoice.totalMinor === 0) {
      // A free plan: nothing to pay, the courses are granted at once (spec: courseRegistered).
      const attemptId = await insertAttempt(invoice, PaymentGateway.onCampus, null, null);
      await confirmAttempt(attemptId, { provider: 'free', eventId: `free:${invoice.id}` });
      return { InvoiceId: invoice.id, ResponseStatus: SubscriptionResponseStatus.courseRegistered, SubscriptionsError: entries };
    }
    return { InvoiceId: invoice.id, ResponseStatus: SubscriptionResponseStatus.generateInvoice, SubscriptionsError: entries };
  }

  // ---- renewals and unsubscribing

  async function renewals(caller: Caller, query: SubscriptionRenewalsQuery): Promise<SubscriptionRenewalsResponse> {
    const rows = await db
      .select({ subscription: subscriptions, plan: cataloguePlans, courseName: catalogueCourses.courseName })
      .from(subscriptions)
      .innerJoin(cataloguePlans, eq(cataloguePlans.id, subscriptions.planId))
      .innerJoin(catalogueCourses, eq(catalogueCourses.sosId, subscriptions.sosId))
      .where(and(eq(subscriptions.userId, caller.user.id), ne(subscriptions.status, SubscriptionStatus.Pending), ne(subscriptions.status, SubscriptionStatus.Cancelled)))
      .orderBy(asc(subscriptions.id));
    const now = clock();
    const isActive = (status: number) => status === SubscriptionStatus.Active || status === SubscriptionStatus.Trial;
    const list = rows
      .filter(({ subscription }) => (query.State === SubscriptionState.active ? isActive(subscription.status) : !isActive(subscription.status)))
      .map(({ subscription, plan, courseName }) => {
        const dueSoon = subscription.endsOn !== null && subscription.endsOn.getTime() - plan.notifyBeforeDueDate * DAY <= now.getTime();
        return {
          SubscriptionId: subscription.id,
          CandidateSOSId: subscription.candidateSosId ?? candidateSosIdOf(subscription.id),
          CourseName: courseName,
          PackageName: plan.packageName,
          SubscriptionStatus: subscription.status as SubscriptionStatus,
          EndDate: subscription.endsOn ? isoDay(subscription.endsOn) : null,
          AmountMinor: plan.priceMinor,
          Currency: plan.currency,
          AllowRenewal: plan.allowRenewal && isActive(subscription.status),
          IsSelected: plan.allowRenewal && isActive(subscription.status) && dueSoon,
        };
      })
      .filter((renewal) => query.Filter === SubscriptionFilter.all || renewal.AllowRenewal);
    return { SubscriptionRenewals: list };
  }

  /** spec: GenerateInvoice: a renewal invoice for the caller's selected subscriptions (AllowRenewal only). */
  async function generateInvoice(caller: Caller, request: GenerateInvoiceRequest): Promise<SubscriptionResult> {
    const ids = [...new Set(request.SubscriptionIds)];
    const rows = await db
      .select({ subscription: subscriptions, plan: cataloguePlans, courseName: catalogueCourses.courseName })
      .from(subscriptions)
      .innerJoin(cataloguePlans, eq(cataloguePlans.id, subscriptions.planId))
      .innerJoin(catalogueCourses, eq(catalogueCourses.sosId, subscriptions.sosId))
      .where(and(eq(subscriptions.userId, caller.user.id), inArray(subscriptions.id, ids)));
    if (rows.length !== ids.length) throw notFound();
    for (const { subscription, plan } of rows) {
      if (!plan.allowRenewal || (subscription.status !== SubscriptionStatus.Active && subscription.status !== SubscriptionStatus.Trial)) throw refused('NotRenewable');
    }
    const currency = rows[0]!.plan.currency;
    const invoice = await db.transaction(async (tx) =>
      openInvoice(
        tx,
        caller.user.id,
        null,
        rows.map(({ subscription, plan, courseName }) => ({ subscriptionId: subscription.id, kind: 'renewal' as const, description: `Renewal: ${courseName}: ${plan.packageName}, ${plan.months} ${plan.months === 1 ? 'month' : 'months'}`, amountMinor: plan.priceMinor })),
        currency,
      ),
    );
    return { InvoiceId: invoice.id, ResponseStatus: SubscriptionResponseStatus.generateInvoice, SubscriptionsError: [] };
  }

  /** spec: UnSubscribe: the subscription ends now and the course leaves the caller's courses. */
  async function unsubscribe(caller: Caller, candidateSosId: number): Promise<null> {
    await db.transaction(async (tx) => {
      const [subscription] = await tx.select().from(subscriptions).where(and(eq(subscriptions.userId, caller.user.id), eq(subscriptions.candidateSosId, candidateSosId))).for('update');
      if (!subscription || (subscription.status !== SubscriptionStatus.Active && subscription.status !== SubscriptionStatus.Trial)) throw notFound();
      await tx.update(subscriptions).set({ status: SubscriptionStatus.Unsubscribed, endsOn: clock() }).where(eq(subscriptions.id, subscription.id));
      await withdrawEnrolment(tx, caller.user.id, candidateSosId);
    });
    return null;
  }

  // ---- coupons

  /**
   * spec: ApplyCoupon replaces the invoice info. Refused with 186 when the code is unknown, inactive,
   * outside its window, in another currency, out of scope for every line, used up (in total, or by
   * this candidate), or gives no discount. The coupon row is locked, so two invoices racing for its
   * last use cannot both get it.
   */
  async function applyCoupon(caller: Caller, request: ApplyCouponRequest): Promise<Invoice> {
    return db.transaction(async (tx) => {
      const invoice = await expireIfPastDue(tx, await ownInvoice(tx, caller, request.InvoiceId, true));
      assertChangeable(invoice);
      const invalid = () => refused('InvalidCoupon');
      const [coupon] = await tx.select().from(coupons).where(eq(coupons.code, request.CouponCode.toUpperCase())).for('update');
      const now = clock();
      if (!coupon || !coupon.active || now < coupon.validFrom || now > coupon.validUntil) throw invalid();
      const live = and(eq(couponRedemptions.couponId, coupon.id), ne(couponRedemptions.invoiceId, invoice.id), notInArray(invoices.status, [InvoiceStatus.cancelled, InvoiceStatus.expired]));
      if (coupon.maxRedemptions !== null) {
        const [used] = await tx.select({ n: count() }).from(couponRedemptions).innerJoin(invoices, eq(invoices.id, couponRedemptions.invoiceId)).where(live);
        if (used!.n >= coupon.maxRedemptions) throw invalid();
      }
      if (coupon.perCustomerLimit !== null) {
        const [used] = await tx.select({ n: count() }).from(couponRedemptions).innerJoin(invoices, eq(invoices.id, couponRedemptions.invoiceId)).where(and(live, eq(couponRedemptions.userId, caller.user.id)));
        if (used!.n >= coupon.perCustomerLimit) throw invalid();
      }
      const lines = await linesOf(tx, [invoice.id]);
      const discount = couponDiscount(lines, invoice.currency, coupon);
      if (discount <= 0) throw invalid();
      await tx.delete(couponRedemptions).where(eq(couponRedemptions.invoiceId, invoice.id));
      await tx.insert(couponRedemptions).values({ couponId: coupon.id, invoiceId: invoice.id, userId: caller.user.id, createdAt: now });
      const [row] = await tx.update(invoices).set({ couponId: coupon.id, ...invoiceTotals(lines, discount) }).where(eq(invoices.id, invoice.id)).returning();
      await cancelVouchers(tx, invoice.id);
      const [wire] = await toWire(tx, [row!]);
      return wire!;
    });
  }

  /**
   * A voucher is a promise to pay the total it was printed for. When a coupon changes the invoice's
   * total, the vouchers still awaiting the bank are cancelled (our decision, issue 18): the candidate
   * prints a new voucher for the new total, and a cancelled voucher reconciled later pays nothing
   * (confirmAttempt answers 'voucher-cancelled' and logs it for a refund) instead of settling the
   * invoice at the old amount.
   */
  async function cancelVouchers(tx: Database, invoiceId: number) {
    await tx
      .update(paymentAttempts)
      .set({ outcome: 'cancelled', settledAt: clock() })
      .where(and(eq(paymentAttempts.invoiceId, invoiceId), isNotNull(paymentAttempts.voucherNumber), eq(paymentAttempts.outcome, 'pending')));
  }

  function assertChangeable(invoice: InvoiceRow) {
    if (invoice.status === InvoiceStatus.paid) throw refused('InvoiceAlreadyPaid');
    if (invoice.status === InvoiceStatus.expired) throw refused('InvoiceExpired');
    if (invoice.status === InvoiceStatus.inProcess) throw refused('InvoiceChanging', 409);
    if (invoice.status !== InvoiceStatus.due) throw refused('InvoiceNotPayable');
  }

  async function removeCoupon(caller: Caller, invoiceId: number): Promise<Invoice> {
    return db.transaction(async (tx) => {
      const invoice = await expireIfPastDue(tx, await ownInvoice(tx, caller, invoiceId, true));
      assertChangeable(invoice);
      await tx.delete(couponRedemptions).where(eq(couponRedemptions.invoiceId, invoice.id));
      const lines = await linesOf(tx, [invoice.id]);
      const [row] = await tx.update(invoices).set({ couponId: null, ...invoiceTotals(lines, 0) }).where(eq(invoices.id, invoice.id)).returning();
      await cancelVouchers(tx, invoice.id);
      const [wire] = await toWire(tx, [row!]);
      return wire!;
    });
  }

  // ---- paying

  function paymentGateways(): PaymentGatewayOption[] {
    return Object.values(PaymentGateway).map((gateway) => ({
      PaymentGateway: gateway,
      Name: gateways.get(gateway)?.name ?? gatewayNames[gateway],
      IsEnabled: gateways.has(gateway),
    }));
  }

  async function insertAttempt(invoice: InvoiceRow, gateway: PaymentGateway, executor: Database | null, voucher: null): Promise<string> {
    const id = `TXN-${randomBytes(12).toString('hex')}`;
    await (executor ?? db).insert(paymentAttempts).values({ id, invoiceId: invoice.id, userId: invoice.userId, gateway, amountMinor: invoice.totalMinor, currency: invoice.currency, outcome: 'pending', voucherNumber: voucher, createdAt: clock() });
    return id;
  }

  /**
   * spec: PayInvoice starts a payment attempt on a due invoice (an expired one is refused, 481):
   * online gateways take the invoice to inProcess and answer the hosted page to go to; vouchers
   * answer a voucher number and leave it due until reconciled.
   */
  async function payInvoice(caller: Caller, invoiceId: number, gateway: PaymentGateway): Promise<PaymentResponse> {
    const adapter = gateways.get(gateway);
    if (!adapter) throw refused('GatewayUnavailable');
    const { invoice, attemptId } = await db.transaction(async (tx) => {
      let row = await expireIfPastDue(tx, await ownInvoice(tx, caller, invoiceId, true));
      if (row.status === InvoiceStatus.expired) throw refused('InvoiceExpired');
      if (row.status === InvoiceStatus.paid) throw refused('InvoiceAlreadyPaid');
      if (row.status === InvoiceStatus.error) row = await setStatus(tx, row, InvoiceStatus.due);
      if (row.status !== InvoiceStatus.due && row.status !== InvoiceStatus.inProcess) throw refused('InvoiceNotPayable');
      const id = await insertAttempt(row, gateway, tx, null);
      return { invoice: row, attemptId: id };
    });
    const lines = await linesOf(db, [invoice.id]);
    const started = await adapter.start({ attemptId, invoiceId: invoice.id, amountMinor: invoice.totalMinor, currency: invoice.currency, description: lines.map((line) => line.description).join('; ') });
    await db.transaction(async (tx) => {
      await tx.update(paymentAttempts).set({ providerRef: started.providerRef, voucherNumber: started.voucherNumber }).where(eq(paymentAttempts.id, attemptId));
      if (started.redirectUrl !== null) {
        const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoice.id)).for('update');
        if (row!.status === InvoiceStatus.due) await setStatus(tx, row!, InvoiceStatus.inProcess);
      }
    });
    return {
      Transaction: { TransactionID: attemptId, InvoiceId: invoice.id, PaymentGateway: gateway, AmountMinor: invoice.totalMinor, Currency: invoice.currency, RedirectUrl: started.redirectUrl, VoucherNumber: started.voucherNumber },
      ResponseStatus: SubscriptionResponseStatus.generateTransaction,
    };
  }

  /** spec: VerifyPayment: asks the attempt's gateway, confirms a success (a no-op when already confirmed). */
  async function verifyPayment(caller: Caller, transactionId: string): Promise<VerifyPaymentResponse> {
    const [attempt] = await db.select().from(paymentAttempts).where(and(eq(paymentAttempts.id, transactionId), eq(paymentAttempts.userId, caller.user.id))).limit(1);
    if (!attempt) throw notFound();
    const adapter = gateways.get(attempt.gateway as PaymentGateway);
    let outcome: AttemptOutcome = attempt.outcome;
    if (adapter && attempt.outcome === 'pending') {
      outcome = await adapter.status({ id: attempt.id, providerRef: attempt.providerRef, stored: attempt.outcome });
      if (outcome === 'succeeded') await confirmAttempt(attempt.id, { provider: adapter.provider, eventId: `verify:${attempt.id}` });
      else if (outcome === 'failed' || outcome === 'cancelled') await settleUnpaid(attempt.id, outcome);
    }
    const invoice = await invoiceView(caller, attempt.invoiceId);
    const responseStatus =
      invoice.status.Value === InvoiceStatus.paid
        ? SubscriptionResponseStatus.courseRegistered
        : outcome === 'pending'
          ? SubscriptionResponseStatus.generateTransaction
          : SubscriptionResponseStatus.error;
    return { TransactionID: attempt.id, Outcome: outcome, ResponseStatus: responseStatus, Invoice: invoice };
  }

  async function candidateInvoices(caller: Caller, pageNumber: number, pageSize: number): Promise<InvoicesResponse> {
    const rows = await db.select().from(invoices).where(eq(invoices.userId, caller.user.id)).orderBy(desc(invoices.id)).limit(pageSize).offset((pageNumber - 1) * pageSize);
    const [total] = await db.select({ n: count() }).from(invoices).where(eq(invoices.userId, caller.user.id));
    const now = clock().getTime();
    // Past-due invoices show as expired in the list too (the row changes when next read one by one).
    const shown = rows.map((row) => (row.status === InvoiceStatus.due && row.dueAt.getTime() < now ? { ...row, status: InvoiceStatus.expired } : row));
    return { Invoices: await toWire(db, shown), TotalRecords: total!.n };
  }

  // ---- refunds and credit notes

  /** The next number of a series (the row lock serialises issuers: no gaps, no duplicates). */
  async function nextNumber(tx: Database, series: string): Promise<number> {
    const [counter] = await tx
      .insert(invoiceNumberSeries)
      .values({ series, lastNumber: 1 })
      .onConflictDoUpdate({ target: invoiceNumberSeries.series, set: { lastNumber: sql`${invoiceNumberSeries.lastNumber} + 1` } })
      .returning({ lastNumber: invoiceNumberSeries.lastNumber });
    return counter!.lastNumber;
  }

  async function creditNotesToWire(executor: Database, rows: readonly (typeof creditNotes.$inferSelect)[]): Promise<CreditNote[]> {
    if (rows.length === 0) return [];
    const lines = await executor.select().from(creditNoteLines).where(inArray(creditNoteLines.creditNoteId, rows.map((row) => row.id))).orderBy(asc(creditNoteLines.id));
    const numbers = await executor.select({ id: invoices.id, invoiceNumber: invoices.invoiceNumber }).from(invoices).where(inArray(invoices.id, rows.map((row) => row.invoiceId)));
    return rows.map((row) => ({
      creditNoteId: row.id,
      creditNoteNumber: row.creditNoteNumber,
      invoiceId: row.invoiceId,
      invoiceNumber: numbers.find((invoice) => invoice.id === row.invoiceId)?.invoiceNumber ?? '',
      issueDate: row.issuedAt.toISOString(),
      currency: row.currency,
      reason: row.reason,
      lines: lines.filter((line) => line.creditNoteId === row.id).map((line) => ({ Description: line.description, AmountMinor: line.amountMinor })),
      totalMinor: row.totalMinor,
    }));
  }

  /**
   * A refund of a paid invoice (an operator's decision: issue 18 has no candidate-facing refund): the
   * invoice stays paid and unchanged (immutable), a credit note of minus its total is issued with the
   * next number of CN-<year>, and what the invoice granted is taken back (a new enrolment ends now; a
   * renewal's months come off the end date, never before today). Once per invoice: a second refund
   * answers the credit note already issued (`created: false`).
   */
  async function refundInvoice(invoiceId: number, reason: string): Promise<{ creditNote: CreditNote; created: boolean }> {
    return db.transaction(async (tx) => {
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
      if (!invoice) throw notFound();
      const [existing] = await tx.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id));
      if (existing) return { creditNote: (await creditNotesToWire(tx, [existing]))[0]!, created: false };
      if (invoice.status !== InvoiceStatus.paid) throw new AppError(409, 'InvoiceStatusException', null, 'Only a paid invoice can be refunded with a credit note.');
      const now = clock();
      const series = creditNoteSeries(now);
      const number = await nextNumber(tx, series);
      const [note] = await tx
        .insert(creditNotes)
        .values({ userId: invoice.userId, invoiceId: invoice.id, series, number, creditNoteNumber: formatInvoiceNumber(series, number), currency: invoice.currency, totalMinor: -invoice.totalMinor, reason, issuedAt: now })
        .returning();
      const lines = await linesOf(tx, [invoice.id]);
      const noteLines = lines.map((line) => ({ creditNoteId: note!.id, description: `Refund: ${line.description}`, amountMinor: -line.amountMinor }));
      if (invoice.discountMinor > 0) {
        const codes = await couponCodes(tx, invoice.couponId === null ? [] : [invoice.couponId]);
        const code = invoice.couponId === null ? null : codes.get(invoice.couponId);
        noteLines.push({ creditNoteId: note!.id, description: code ? `Discount given back (${code})` : 'Discount given back', amountMinor: invoice.discountMinor });
      }
      await tx.insert(creditNoteLines).values(noteLines);
      await takeBackLines(tx, invoice.userId, lines, now);
      return { creditNote: (await creditNotesToWire(tx, [note!]))[0]!, created: true };
    });
  }

  /** What a refunded invoice granted, taken back. */
  async function takeBackLines(tx: Database, userId: string, lines: Awaited<ReturnType<typeof linesOf>>, now: Date) {
    for (const line of lines) {
      const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.id, line.subscriptionId)).for('update');
      if (!subscription || (subscription.status !== SubscriptionStatus.Active && subscription.status !== SubscriptionStatus.Trial)) continue;
      const endsOn = line.kind === 'renewal' && subscription.endsOn ? addMonths(subscription.endsOn, -line.months) : now;
      if (endsOn > now) {
        await tx.update(subscriptions).set({ endsOn }).where(eq(subscriptions.id, subscription.id));
        const enrolment = subscription.candidateSosId === null ? undefined : await findEnrolmentRow(tx, userId, subscription.candidateSosId);
        if (enrolment) {
          const course = Course.parse(enrolment.course);
          await updateEnrolment(tx, userId, course.CandidateSOSId, { ...course, CourseEndDate: { Value: isoDay(endsOn) } });
        }
        continue;
      }
      await tx.update(subscriptions).set({ status: SubscriptionStatus.Cancelled, endsOn: now }).where(eq(subscriptions.id, subscription.id));
      if (subscription.candidateSosId !== null) await withdrawEnrolment(tx, userId, subscription.candidateSosId);
    }
  }

  /** The caller's credit notes, newest first. */
  async function candidateCreditNotes(caller: Caller): Promise<CreditNote[]> {
    const rows = await db.select().from(creditNotes).where(eq(creditNotes.userId, caller.user.id)).orderBy(desc(creditNotes.id));
    return creditNotesToWire(db, rows);
  }

  /** One of the caller's credit notes as its PDF shows it; 404 for anyone else's. */
  async function creditNoteDocument(caller: Caller, creditNoteId: number): Promise<{ creditNote: CreditNote; billTo: { fullName: string; email: string } }> {
    const [row] = await db.select().from(creditNotes).where(and(eq(creditNotes.id, creditNoteId), eq(creditNotes.userId, caller.user.id))).limit(1);
    if (!row) throw notFound();
    return { creditNote: (await creditNotesToWire(db, [row]))[0]!, billTo: { fullName: caller.user.fullName, email: caller.user.email } };
  }

  /** An attempt by id, for the sandbox page and the reconciliation (no caller: the id is the secret / operator's). */
  async function attempt(attemptId: string) {
    const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId)).limit(1);
    return row ?? null;
  }

  async function attemptByVoucher(voucherNumber: string) {
    const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.voucherNumber, voucherNumber)).limit(1);
    return row ?? null;
  }

  return {
    catalogue,
    saveCart,
    cart: ownCart,
    createSubscription,
    renewals,
    generateInvoice,
    unsubscribe,
    invoice: invoiceView,
    candidateInvoices,
    applyCoupon,
    removeCoupon,
    invoiceDocument,
    paymentGateways,
    payInvoice,
    verifyPayment,
    confirmAttempt,
    settleUnpaid,
    attempt,
    attemptByVoucher,
    refundInvoice,
    candidateCreditNotes,
    creditNoteDocument,
  };
}

export type CommerceService = ReturnType<typeof createCommerceService>;
