import dayjs from 'dayjs';
import { ApplicationMessageId } from '../enums/application-message-id';
import { InvoiceStatus } from '../enums/subscription';
import type { Coupon, Invoice, SubscriptionRenewal } from '../schemas/subscription';

export type CouponOutcome =
  | { readonly ok: true; readonly invoice: Invoice }
  | { readonly ok: false; readonly messageId: typeof ApplicationMessageId.invalidCoupon };

const subtotal = (invoice: Pick<Invoice, 'lines'>) =>
  invoice.lines.reduce((sum, line) => sum + line.Amount, 0);

/**
 * Applies a coupon to a due invoice (rules "not shown": ours). An unknown, expired or unusable coupon
 * gives application message 186 (invalid coupon). The discount never exceeds the subtotal; amounts
 * round to 2 decimals. Applying replaces any earlier coupon (spec: applying replaces the invoice info).
 */
export function applyCoupon(
  invoice: Invoice,
  coupon: Coupon | undefined,
  today: Date | string,
): CouponOutcome {
  const invalid = { ok: false, messageId: ApplicationMessageId.invalidCoupon } as const;
  if (!coupon || invoice.status.Value !== InvoiceStatus.due) return invalid;
  if (
    coupon.ValidUntil !== null &&
    dayjs(today).startOf('day').isAfter(dayjs(coupon.ValidUntil).startOf('day'))
  )
    return invalid;
  const gross = subtotal(invoice);
  const raw =
    coupon.DiscountPercentage !== null
      ? (gross * coupon.DiscountPercentage) / 100
      : (coupon.DiscountAmount ?? 0);
  if (raw <= 0) return invalid;
  const discount = Math.round(Math.min(raw, gross) * 100) / 100;
  return {
    ok: true,
    invoice: {
      ...invoice,
      discount,
      total: Math.round((gross - discount) * 100) / 100,
      couponCode: coupon.CouponCode,
    },
  };
}

/** Removing the coupon restores the full amount. */
export function removeCoupon(invoice: Invoice): Invoice {
  return { ...invoice, discount: 0, total: subtotal(invoice), couponCode: null };
}

// spec: renewal is allowed only when AllowRenewal is set.
export function renewableSubscriptions<T extends Pick<SubscriptionRenewal, 'AllowRenewal'>>(
  renewals: readonly T[],
): T[] {
  return renewals.filter((renewal) => renewal.AllowRenewal);
}
