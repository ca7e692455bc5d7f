import { describe, expect, it } from 'vitest';
import { buildCoupon, buildInvoice, buildSubscriptionRenewal } from '../fixtures';
import { applyCoupon, removeCoupon, renewableSubscriptions } from './invoice-coupon';

const today = '2026-11-21';

describe('coupons', () => {
  it('applies a percentage coupon to a due invoice', () => {
    const outcome = applyCoupon(buildInvoice(), buildCoupon({ DiscountPercentage: 10 }), today);
    expect(outcome.ok && outcome.invoice).toMatchObject({
      subtotalMinor: 1_500_000,
      discountMinor: 150_000,
      totalMinor: 1_350_000,
      couponCode: 'WELCOME10',
    });
  });
  it('caps a fixed discount at the subtotal', () => {
    const outcome = applyCoupon(
      buildInvoice(),
      buildCoupon({ CouponCode: 'BIG', DiscountPercentage: null, DiscountAmountMinor: 99_999_999 }),
      today,
    );
    expect(outcome.ok && outcome.invoice.totalMinor).toBe(0);
  });
  it('refuses unknown, expired, empty coupons and paid invoices with message 186', () => {
    const invalid = { ok: false, messageId: 186 };
    expect(applyCoupon(buildInvoice(), undefined, today)).toEqual(invalid);
    expect(applyCoupon(buildInvoice(), buildCoupon({ ValidUntil: '2026-11-20' }), today)).toEqual(
      invalid,
    );
    expect(applyCoupon(buildInvoice(), buildCoupon({ ValidUntil: '2026-11-21' }), today).ok).toBe(
      true,
    );
    expect(
      applyCoupon(
        buildInvoice(),
        buildCoupon({ DiscountPercentage: null, DiscountAmountMinor: null }),
        today,
      ),
    ).toEqual(invalid);
    expect(applyCoupon(buildInvoice({ status: { Value: 4 } }), buildCoupon(), today)).toEqual(
      invalid,
    );
  });
  it('removing restores the full amount', () => {
    const applied = applyCoupon(buildInvoice(), buildCoupon(), today);
    expect(applied.ok && removeCoupon(applied.invoice)).toMatchObject({
      discountMinor: 0,
      totalMinor: 1_500_000,
      couponCode: null,
    });
  });
  it('rounds a percentage down to a whole minor unit and keeps lines + discount = total', () => {
    const odd = buildInvoice({
      lines: [
        { Description: 'MDCAT Biology Essentials (e-book)', AmountMinor: 99_999 },
        { Description: 'MDCAT Chemistry Essentials (e-book)', AmountMinor: 33_333 },
      ],
    });
    const outcome = applyCoupon(odd, buildCoupon({ DiscountPercentage: 15 }), today);
    if (!outcome.ok) throw new Error('expected the coupon to apply');
    expect(outcome.invoice.discountMinor).toBe(19_999);
    expect(Number.isInteger(outcome.invoice.totalMinor)).toBe(true);
    expect(outcome.invoice.totalMinor + outcome.invoice.discountMinor).toBe(133_332);
  });
  it('does not apply a fixed coupon of another currency', () => {
    const usd = buildCoupon({
      DiscountPercentage: null,
      DiscountAmountMinor: 500,
      Currency: 'USD',
    });
    expect(applyCoupon(buildInvoice(), usd, today)).toEqual({ ok: false, messageId: 186 });
  });
  it('renews only subscriptions that allow it', () => {
    const renewals = [
      buildSubscriptionRenewal(),
      buildSubscriptionRenewal({ SubscriptionId: 2, AllowRenewal: false }),
    ];
    expect(renewableSubscriptions(renewals).map((r) => r.SubscriptionId)).toEqual([1]);
  });
});
