import { InvoiceStatus, percentageOfMinor, sumMinor } from '@portal/domain';

/**
 * Money rules of the commerce module, pure: amounts are integers in the currency's minor unit, on the
 * wire too (`*Minor` fields beside the currency); formatting is the domain's `formatMoney`.
 */

export interface CouponTerms {
  readonly kind: 'percentage' | 'fixed';
  /** Basis points (10% = 1000, at most 10000) or minor units. */
  readonly value: number;
  readonly currency: string | null;
  readonly scopeSosId: number | null;
  readonly scopePackageCode: string | null;
}

export interface PricedLine {
  readonly amountMinor: number;
  readonly sosId: number;
  readonly packageCode: string;
}

const assertMinor = (value: number, what: string) => {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative integer of minor units, got ${value}`);
};

/** The lines a coupon applies to (its scope: a course, a package, or every line). */
export function linesInScope<Line extends PricedLine>(lines: readonly Line[], coupon: CouponTerms): Line[] {
  return lines.filter(
    (line) =>
      (coupon.scopeSosId === null || line.sosId === coupon.scopeSosId) &&
      (coupon.scopePackageCode === null || line.packageCode === coupon.scopePackageCode),
  );
}

/**
 * The discount a coupon gives on an invoice's lines, in minor units: a percentage of the lines in
 * scope rounded down to a whole minor unit, or a fixed amount (same currency only) capped at those
 * lines' sum. Never more than the subtotal, so a total is never negative. 0 = the coupon does not apply.
 */
export function couponDiscount(lines: readonly PricedLine[], currency: string, coupon: CouponTerms): number {
  for (const line of lines) assertMinor(line.amountMinor, 'a line amount');
  const base = sumMinor(linesInScope(lines, coupon).map((line) => line.amountMinor));
  if (base === 0) return 0;
  if (coupon.kind === 'percentage') return percentageOfMinor(base, coupon.value);
  if (coupon.currency !== null && coupon.currency !== currency) return 0;
  return Math.min(Math.max(coupon.value, 0), base);
}

/** An invoice's totals from its lines and discount: subtotal = sum of lines, total = subtotal - discount >= 0. */
export function invoiceTotals(lines: readonly { readonly amountMinor: number }[], discountMinor: number) {
  const subtotalMinor = sumMinor(lines.map((line) => line.amountMinor));
  assertMinor(discountMinor, 'the discount');
  const discount = Math.min(discountMinor, subtotalMinor);
  return { subtotalMinor, discountMinor: discount, totalMinor: subtotalMinor - discount };
}

/**
 * Invoice status transitions the server allows (spec: "not shown"; ours). Every status change goes
 * through `canTransition`; anything else is refused.
 *
 * | from            | to                                | when                                               |
 * | --------------- | --------------------------------- | -------------------------------------------------- |
 * | due (1)         | inProcess (2)                     | an online payment attempt starts (PayInvoice)      |
 * | due (1)         | paid (4)                          | a confirmation (voucher reconciliation, sandbox)   |
 * | due (1)         | cancelled (3)                     | a newer checkout of the same course replaces it    |
 * | due (1)         | expired (6)                       | its due date has passed (read or pay after it)     |
 * | inProcess (2)   | paid (4)                          | the gateway confirms (VerifyPayment or webhook)    |
 * | inProcess (2)   | due (1)                           | the attempt failed, was cancelled, or "pay later"  |
 * | inProcess (2)   | error (5)                         | the gateway reported an error                      |
 * | error (5)       | due (1)                           | the candidate tries again                          |
 * | paid, cancelled, expired                            | none: final (a paid invoice is immutable;     |
 * |                 |                                   | a refund issues a credit note, the invoice stays   |
 * |                 |                                   | paid: refundInvoice in commerce.service.ts)        |
 */
const transitions: Readonly<Record<InvoiceStatus, readonly InvoiceStatus[]>> = {
  [InvoiceStatus.due]: [InvoiceStatus.inProcess, InvoiceStatus.paid, InvoiceStatus.cancelled, InvoiceStatus.expired],
  [InvoiceStatus.inProcess]: [InvoiceStatus.paid, InvoiceStatus.due, InvoiceStatus.error],
  [InvoiceStatus.error]: [InvoiceStatus.due],
  [InvoiceStatus.paid]: [],
  [InvoiceStatus.cancelled]: [],
  [InvoiceStatus.expired]: [],
};

export const canTransition = (from: InvoiceStatus, to: InvoiceStatus): boolean => transitions[from].includes(to);

/** The invoice series of a finalisation date: INV-<year>. */
export const invoiceSeries = (at: Date): string => `INV-${at.getUTCFullYear()}`;

/** The credit note series of an issue date: CN-<year> (its own gapless numbers). */
export const creditNoteSeries = (at: Date): string => `CN-${at.getUTCFullYear()}`;

/** INV-2026-000123 (CN-2026-000001 for a credit note). */
export const formatInvoiceNumber = (series: string, number: number): string => `${series}-${String(number).padStart(6, '0')}`;
