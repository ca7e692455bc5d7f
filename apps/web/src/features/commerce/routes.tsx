import { page, RouteAccess, type FeatureRoutes } from '../../shared/routing/page-route';

const { candidate } = RouteAccess;
const encryptedInvoiceId = { ...candidate, encryptedParams: ['invoiceId'] };

/**
 * spec 2: invoices and subscriptions under the dashboard, the invoice section (/invoice: checkout,
 * summary, prints, course subscribed, not-found) and our catalogue (/catalogue): the commerce area,
 * named as the domain's, api's and ui's.
 */
export const commerceRoutes: FeatureRoutes = {
  dashboard: [
    page('invoiceSummary/:invoiceId', 'Invoice Summary', encryptedInvoiceId, () => import('./pages/invoice-summary-page')),
    page('myInvoices', 'My Invoices', candidate, () => import('./pages/my-invoices-page')),
    page('myInvoice/:invoiceId', 'Invoice', encryptedInvoiceId, () => import('./pages/my-invoice-page')),
    page('mySubscriptions', 'My Subscriptions', candidate, () => import('./pages/my-subscriptions-page')),
  ],
  invoice: [
    page('checkOut/:cartId/:referrer', 'Checkout', { ...candidate, encryptedParams: ['referrer'] }, () => import('./pages/checkout-page')),
    page('invoiceSummary', 'Invoice Summary', candidate, () => import('./pages/invoice-summary-page')),
    page('paymentReturn/:transactionId', 'Payment', candidate, () => import('./pages/payment-return-page')),
    page('courseSubscribed', 'Course Subscribed', candidate, () => import('./pages/course-subscribed-page')),
    page('print/ubl/:invoiceId', 'UBL Voucher', candidate, () => import('./pages/print-ubl-page')),
    page('print/jazzCash/:invoiceId', 'JazzCash Voucher', candidate, () => import('./pages/print-jazzcash-page')),
    page('print/:invoiceId', 'Invoice', encryptedInvoiceId, () => import('./pages/print-page')),
    page('notFound', 'Page not found', candidate, () => import('./pages/invoice-not-found-page')),
    page('*', 'Page not found', candidate, () => import('./pages/invoice-not-found-page')),
  ],
  catalogue: [page(undefined, 'Course catalogue', candidate, () => import('./pages/catalogue-page'))],
};
