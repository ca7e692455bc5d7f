import { config } from '../../shared/config';
import { deleteCookie, getCookie, setCookie } from '../../platform/cookies';
import type { InvoiceInfo } from '@portal/domain';

/*
 * The invoice section's state (spec 4): the shared, encrypted cart cookie the catalogue fills (the
 * product's catalogue on another site fills the same one), the invoice info of the last checkout
 * (with its cart id: the same cart is not subscribed twice) and the referrer. Reset after a
 * subscribed course.
 */
export const CART_COOKIE = 'cart';
const INVOICE_INFO = 'portal.invoiceInfo';
const REFERRER = 'portal.checkoutReferrer';

export interface CartCookie {
  readonly id: string;
  readonly instituteId: number;
}

export function saveCartCookie(cart: CartCookie): void {
  setCookie(CART_COOKIE, JSON.stringify(cart), { domain: config.cookieDomain, days: 7, encryptionKey: config.routeEncryptionKey });
}

export function readCartCookie(): CartCookie | null {
  const text = getCookie(CART_COOKIE, { encryptionKey: config.routeEncryptionKey });
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<CartCookie>;
    return typeof parsed.id === 'string' && typeof parsed.instituteId === 'number' ? { id: parsed.id, instituteId: parsed.instituteId } : null;
  } catch {
    return null;
  }
}

export function readInvoiceInfo(): InvoiceInfo | null {
  try {
    const text = sessionStorage.getItem(INVOICE_INFO);
    return text ? (JSON.parse(text) as InvoiceInfo) : null;
  } catch {
    return null;
  }
}

export function saveInvoiceInfo(info: InvoiceInfo): void {
  sessionStorage.setItem(INVOICE_INFO, JSON.stringify(info));
}

export function saveReferrer(referrer: string): void {
  sessionStorage.setItem(REFERRER, referrer);
}

/** spec 2 (/Invoice/courseSubscribed): the cart, the invoice info and the referrer go. */
export function resetInvoiceState(): void {
  sessionStorage.removeItem(INVOICE_INFO);
  sessionStorage.removeItem(REFERRER);
  deleteCookie(CART_COOKIE, config.cookieDomain);
}
