import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userIdColumn } from '../account';

/**
 * Commerce (issue 18). Money is always an integer number of the currency's minor unit
 * (`*_minor`) beside its ISO 4217 currency; nothing here is floating point.
 */

/** A course on sale (SOSId), with what its enrolment is built from when bought. */
export const catalogueCourses = pgTable('catalogue_courses', {
  sosId: integer('sos_id').primaryKey(),
  courseCode: text('course_code').notNull().unique(),
  courseName: text('course_name').notNull(),
  description: text('description').notNull(),
  /** The enrolment's subjects (the domain's Subject, progress 0), as the dashboard shows them. */
  subjects: jsonb('subjects').$type<Record<string, unknown>[]>().notNull(),
});

/** A payment plan (SOSPaymentPlanId): a course on a package (course group) for some months, at a price. */
export const cataloguePlans = pgTable(
  'catalogue_plans',
  {
    id: integer('id').primaryKey(),
    sosId: integer('sos_id').notNull().references(() => catalogueCourses.sosId),
    packageCode: text('package_code').notNull(),
    packageName: text('package_name').notNull(),
    /** Course group id of SubscriptionsError (1 Premium, 2 Basic). */
    courseGroupId: integer('course_group_id').notNull(),
    optionCode: text('option_code').notNull(),
    months: integer('months').notNull(),
    planCode: text('plan_code').notNull(),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    excludedFeatures: jsonb('excluded_features').$type<number[]>().notNull(),
    allowRenewal: boolean('allow_renewal').notNull(),
    notifyBeforeDueDate: integer('notify_before_due_date').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    uniqueIndex('catalogue_plans_codes_unique').on(table.sosId, table.packageCode, table.optionCode, table.planCode),
    check('catalogue_plans_price_nonnegative', sql`${table.priceMinor} >= 0`),
  ],
);

/** A cart (spec: id, instituteId, items), filled by the catalogue; owned by the candidate who filled it. */
export const carts = pgTable('carts', {
  id: uuid('id').primaryKey(),
  userId: userIdColumn(),
  instituteId: integer('institute_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A cart's items: the four short codes (course, package, payment option, plan). */
export const cartItems = pgTable(
  'cart_items',
  {
    cartId: uuid('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sc: text('sc').notNull(),
    gc: text('gc').notNull(),
    po: text('po').notNull(),
    pp: text('pp').notNull(),
  },
  (table) => [primaryKey({ columns: [table.cartId, table.position] })],
);

/**
 * A subscription (the order of one course on one plan): Pending until its invoice is paid, then
 * Active with the enrolment it granted (candidate_sos_id, unique: one grant per order), Unsubscribed
 * when the candidate leaves. One open (Active, Pending, Trial) subscription per candidate and course.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: userIdColumn(),
    sosId: integer('sos_id').notNull(),
    planId: integer('plan_id').notNull().references(() => cataloguePlans.id),
    status: integer('status').notNull(),
    candidateSosId: integer('candidate_sos_id').unique(),
    startsOn: timestamp('starts_on', { withTimezone: true }),
    endsOn: timestamp('ends_on', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('subscriptions_open_unique').on(table.userId, table.sosId).where(sql`${table.status} in (1, 2, 3)`),
    index('subscriptions_user_idx').on(table.userId),
  ],
);

/**
 * An invoice. Amounts in minor units; `number` and `invoice_number` are assigned when the invoice
 * is finalised (paid), from invoice_number_series in the same transaction, so a series never has a
 * gap; they never change afterwards (unique per series).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    userId: userIdColumn(),
    /** The cart it was created from (null for a renewal invoice). */
    cartId: uuid('cart_id'),
    status: integer('status').notNull(),
    currency: text('currency').notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    couponId: integer('coupon_id'),
    series: text('series'),
    number: integer('number'),
    invoiceNumber: text('invoice_number').unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invoices_series_number_unique').on(table.series, table.number),
    index('invoices_user_idx').on(table.userId, table.id),
    check('invoices_amounts', sql`${table.discountMinor} >= 0 and ${table.totalMinor} >= 0 and ${table.totalMinor} = ${table.subtotalMinor} - ${table.discountMinor}`),
  ],
);

/** The lines of an invoice: one per subscription (course and plan). */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id').notNull().references(() => invoices.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').notNull().references(() => subscriptions.id),
    /** What the line grants on payment: a new enrolment, or months more on an existing one. */
    kind: text('kind').$type<'new' | 'renewal'>().notNull(),
    description: text('description').notNull(),
    amountMinor: integer('amount_minor').notNull(),
  },
  (table) => [index('invoice_lines_invoice_idx').on(table.invoiceId), check('invoice_lines_amount_nonnegative', sql`${table.amountMinor} >= 0`)],
);

/** The last number given in each invoice series (e.g. INV-2026): the row lock serialises finalisations. */
export const invoiceNumberSeries = pgTable('invoice_number_series', {
  series: text('series').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** A coupon: percentage (basis points) or fixed (minor units), a validity window, usage limits, scope. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    kind: text('kind').$type<'percentage' | 'fixed'>().notNull(),
    value: integer('value').notNull(),
    currency: text('currency'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    maxRedemptions: integer('max_redemptions'),
    perCustomerLimit: integer('per_customer_limit'),
    scopeSosId: integer('scope_sos_id'),
    scopePackageCode: text('scope_package_code'),
    active: boolean('active').notNull().default(true),
  },
  (table) => [check('coupons_value_positive', sql`${table.value} > 0 and (${table.kind} <> 'percentage' or ${table.value} <= 10000)`)],
);

/** A coupon on an invoice (one per invoice); a use counts against the limits while its invoice is not cancelled or expired. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id').notNull().references(() => coupons.id),
    invoiceId: integer('invoice_id').notNull().unique().references(() => invoices.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('coupon_redemptions_coupon_idx').on(table.couponId, table.userId)],
);

/**
 * A payment attempt (TransactionID): the gateway, the amount asked, its outcome, and the
 * provider's reference (Stripe's Checkout Session id; unique) or the voucher number (unique).
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: text('id').primaryKey(),
    invoiceId: integer('invoice_id').notNull().references(() => invoices.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    gateway: integer('gateway').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    outcome: text('outcome').$type<'pending' | 'succeeded' | 'failed' | 'cancelled'>().notNull(),
    providerRef: text('provider_ref').unique(),
    voucherNumber: text('voucher_number').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [index('payment_attempts_invoice_idx').on(table.invoiceId)],
);

/** Every provider event acted on (webhooks, sandbox outcomes, reconciliations): a replay is refused by the key. */
export const providerEvents = pgTable(
  'provider_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    attemptId: text('attempt_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('provider_events_unique').on(table.provider, table.eventId)],
);

/** spec 4 (payment due): one reminder per subscription and period (its end date then); never twice. */
export const paymentDueNotices = pgTable(
  'payment_due_notices',
  {
    subscriptionId: integer('subscription_id').notNull().references(() => subscriptions.id, { onDelete: 'cascade' }),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.subscriptionId, table.periodEnd] })],
);

/**
 * A credit note (issue 18: a paid invoice is immutable, a correction is a credit note): issued when
 * a paid invoice is refunded, at most one per invoice (a full refund), numbered without gaps in its
 * own series (CN-<year>, invoice_number_series) when issued. Amounts are minor units, negative: the
 * total is minus the invoice's total.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    userId: userIdColumn(),
    invoiceId: integer('invoice_id').notNull().unique().references(() => invoices.id, { onDelete: 'cascade' }),
    series: text('series').notNull(),
    number: integer('number').notNull(),
    creditNoteNumber: text('credit_note_number').notNull().unique(),
    currency: text('currency').notNull(),
    totalMinor: integer('total_minor').notNull(),
    reason: text('reason').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('credit_notes_series_number_unique').on(table.series, table.number),
    index('credit_notes_user_idx').on(table.userId, table.id),
    check('credit_notes_total_nonpositive', sql`${table.totalMinor} <= 0`),
  ],
);

/** The lines of a credit note: each invoice line negated, and the invoice's discount given back (positive). */
export const creditNoteLines = pgTable(
  'credit_note_lines',
  {
    id: serial('id').primaryKey(),
    creditNoteId: integer('credit_note_id').notNull().references(() => creditNotes.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    amountMinor: integer('amount_minor').notNull(),
  },
  (table) => [index('credit_note_lines_note_idx').on(table.creditNoteId)],
);
