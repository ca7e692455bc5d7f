import dayjs from 'dayjs';
import { ApplicationMessageId } from '../enums/application-message-id';
import { InvoiceStatus } from '../enums/subscription';
import type { Coupon, Invoice, SubscriptionRenewal } from '../schemas/subscription';
import { percentageOfMinor, sumMinor } from './money';

export type CouponOutcome =
  | { readonly ok: true; readonly invoice: Invoice }
  | { readonly ok: false; readonly messageId: typeof ApplicationMessageId.invalidCoupon };

const subtotal = (invoice: Pick<Invoice, 'lines'>) =>
  sumMinor(invoice.lines.map((line) => line.AmountMinor));

/**
 * Applies a coupon to a due invoice (rules "not shown": ours). An unknown, expired or unusable coupon
 * gives application message 186 (invalid coupon). Amounts are whole minor units: a percentage rounds
 * down to a whole minor unit, a fixed amount in another currency does not apply, and the discount
 * never exceeds the subtotal. Applying replaces any earlier coupon (spec: applying replaces the invoice info).
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
  if (
    coupon.DiscountPercentage === null &&
    coupon.Currency !== null &&
    coupon.Currency !== invoice.currency
  )
    return invalid;
  const raw =
    coupon.DiscountPercentage !== null
      ? percentageOfMinor(gross, coupon.DiscountPercentage * 100)
      : (coupon.DiscountAmountMinor ?? 0);
  if (raw <= 0) return invalid;
  const discountMinor = Math.min(raw, gross);
  return {
    ok: true,
    invoice: {
      ...invoice,
      subtotalMinor: gross,
      discountMinor,
      totalMinor: gross - discountMinor,
      couponCode: coupon.CouponCode,
    },
  };
}

/** Removing the coupon restores the full amount. */
export function removeCoupon(invoice: Invoice): Invoice {
  const gross = subtotal(invoice);
  return {
    ...invoice,
    subtotalMinor: gross,
    discountMinor: 0,
    totalMinor: gross,
    couponCode: null,
  };
}

// spec: renewal is allowed only when AllowRenewal is set.
export function renewableSubscriptions<T extends Pick<SubscriptionRenewal, 'AllowRenewal'>>(
  renewals: readonly T[],
): T[] {
  return renewals.filter((renewal) => renewal.AllowRenewal);
}
