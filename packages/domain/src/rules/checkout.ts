import { SubscriptionResponseStatus } from '../enums/subscription';
import type { InvoiceInfo, SubscriptionError, SubscriptionResult } from '../schemas/subscription';

export type CheckoutDestination =
  | { readonly to: 'invoiceSummary'; readonly invoiceId: number }
  | { readonly to: 'courseSubscribed' }
  | { readonly to: 'dashboard' }
  | { readonly to: 'checkout' }
  | { readonly to: 'invoiceNotFound' };

/**
 * spec (/invoice/checkOut): generateInvoice -> invoiceSummary with the invoice id; courseRegistered ->
 * courseSubscribed; 0 -> dashboard; any other status stays on checkout; an error (the call failed,
 * passed as null) -> invoice not-found. generateInvoice without an invoice id is treated as an error.
 */
export function checkoutDestination(
  result: Pick<SubscriptionResult, 'ResponseStatus' | 'InvoiceId'> | null,
): CheckoutDestination {
  if (result === null) return { to: 'invoiceNotFound' };
  switch (result.ResponseStatus) {
    case SubscriptionResponseStatus.generateInvoice:
      return result.InvoiceId === null
        ? { to: 'invoiceNotFound' }
        : { to: 'invoiceSummary', invoiceId: result.InvoiceId };
    case SubscriptionResponseStatus.courseRegistered:
      return { to: 'courseSubscribed' };
    case 0:
      return { to: 'dashboard' };
    default:
      return { to: 'checkout' };
  }
}

// spec: subscribing is skipped if the cart id equals the one already in the invoice.
export function shouldSkipSubscribing(
  cartId: string,
  invoiceCartId: string | null | undefined,
): boolean {
  return invoiceCartId != null && invoiceCartId === cartId;
}

// spec: subscription errors are split into eligible (IsCourseValid true) and ineligible (false).
export function splitSubscriptionErrors<T extends Pick<SubscriptionError, 'IsCourseValid'>>(
  errors: readonly T[],
): { eligible: T[]; ineligible: T[] } {
  return {
    eligible: errors.filter((error) => error.IsCourseValid),
    ineligible: errors.filter((error) => !error.IsCourseValid),
  };
}

/**
 * spec: invoice generation stores InvoiceId and ResponseStatus (with the cart it came from, so a
 * second checkout of the same cart is skipped). A status 0 result stores no status.
 */
export function invoiceInfoFromResult(
  cartId: string,
  result: Pick<SubscriptionResult, 'InvoiceId' | 'ResponseStatus'>,
): InvoiceInfo {
  return {
    cartId,
    InvoiceId: result.InvoiceId,
    ResponseStatus: result.ResponseStatus === 0 ? null : result.ResponseStatus,
    invoice: null,
  };
}
