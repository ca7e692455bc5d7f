import { describe, expect, it } from 'vitest';
import { buildCoupon, buildInvoice, buildSubscriptionRenewal } from '../fixtures';
import { applyCoupon, removeCoupon, renewableSubscriptions } from './invoice-coupon';

const today = '2026-11-21';

describe('coupons', () => {
  it('applies a percentage coupon to a due invoice', () => {
    const outcome = applyCoupon(buildInvoice(), buildCoupon({ DiscountPercentage: 10 }), today);
    expect(outcome.ok && outcome.invoice).toMatchObject({
      discount: 1500,
      total: 13500,
      couponCode: 'WELCOME10',
    });
  });
  it('caps a fixed discount at the subtotal', () => {
    const outcome = applyCoupon(
      buildInvoice(),
      buildCoupon({ CouponCode: 'BIG', DiscountPercentage: null, DiscountAmount: 999999 }),
      today,
    );
    expect(outcome.ok && outcome.invoice.total).toBe(0);
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
        buildCoupon({ DiscountPercentage: null, DiscountAmount: null }),
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
      discount: 0,
      total: 15000,
      couponCode: null,
    });
  });
  it('renews only subscriptions that allow it', () => {
    const renewals = [
      buildSubscriptionRenewal(),
      buildSubscriptionRenewal({ SubscriptionId: 2, AllowRenewal: false }),
    ];
    expect(renewableSubscriptions(renewals).map((r) => r.SubscriptionId)).toEqual([1]);
  });
});
