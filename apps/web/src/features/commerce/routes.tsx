import { page, RouteAccess, type FeatureRoutes } from '../../shared/routing/page-route';

const { candidate } = RouteAccess;
const encryptedInvoiceId = { ...candidate, encryptedParams: ['invoiceId'] };

/**
 * spec 2: invoices and subscriptions (placeholders until the payments issue): the commerce area,
 * named as the domain's, api's and ui's.
 */
export const commerceRoutes: FeatureRoutes = {
  dashboard: [
    page(
      'invoiceSummary/:invoiceId',
      'Invoice Summary',
      encryptedInvoiceId,
      () => import('./pages/invoice-summary-page'),
    ),
    page('myInvoices', 'My Invoices', candidate, () => import('./pages/my-invoices-page')),
    page(
      'myInvoice/:invoiceId',
      'Invoice',
      encryptedInvoiceId,
      () => import('./pages/my-invoice-page'),
    ),
    page(
      'mySubscriptions',
      'My Subscriptions',
      candidate,
      () => import('./pages/my-subscriptions-page'),
    ),
  ],
};
