import { describe, expect, it } from 'vitest';
import {
  checkoutDestination,
  invoiceInfoFromResult,
  shouldSkipSubscribing,
  splitSubscriptionErrors,
} from './checkout';

describe('checkoutDestination', () => {
  it('follows the spec status table', () => {
    expect(checkoutDestination({ ResponseStatus: 2, InvoiceId: 901 })).toEqual({
      to: 'invoiceSummary',
      invoiceId: 901,
    });
    expect(checkoutDestination({ ResponseStatus: 1, InvoiceId: null })).toEqual({
      to: 'courseSubscribed',
    });
    expect(checkoutDestination({ ResponseStatus: 0, InvoiceId: null })).toEqual({
      to: 'dashboard',
    });
    for (const status of [3, 4, 5] as const) {
      expect(checkoutDestination({ ResponseStatus: status, InvoiceId: null })).toEqual({
        to: 'checkout',
      });
    }
    expect(checkoutDestination(null)).toEqual({ to: 'invoiceNotFound' });
    expect(checkoutDestination({ ResponseStatus: 2, InvoiceId: null })).toEqual({
      to: 'invoiceNotFound',
    });
  });
  it('skips subscribing for the cart already invoiced', () => {
    expect(shouldSkipSubscribing('c1', 'c1')).toBe(true);
    expect(shouldSkipSubscribing('c1', 'c2')).toBe(false);
    expect(shouldSkipSubscribing('c1', null)).toBe(false);
  });
  it('splits subscription errors by IsCourseValid', () => {
    const errors = [
      { IsCourseValid: true, SOSId: 1 },
      { IsCourseValid: false, SOSId: 2 },
      { IsCourseValid: true, SOSId: 3 },
    ];
    const { eligible, ineligible } = splitSubscriptionErrors(errors);
    expect(eligible.map((error) => error.SOSId)).toEqual([1, 3]);
    expect(ineligible.map((error) => error.SOSId)).toEqual([2]);
  });
  it('stores InvoiceId and ResponseStatus with the cart id', () => {
    expect(invoiceInfoFromResult('c1', { InvoiceId: 901, ResponseStatus: 2 })).toEqual({
      cartId: 'c1',
      InvoiceId: 901,
      ResponseStatus: 2,
      invoice: null,
    });
    expect(
      invoiceInfoFromResult('c1', { InvoiceId: null, ResponseStatus: 0 }).ResponseStatus,
    ).toBeNull();
    expect(
      shouldSkipSubscribing(
        'c1',
        invoiceInfoFromResult('c1', { InvoiceId: 1, ResponseStatus: 2 }).cartId,
      ),
    ).toBe(true);
  });
});
