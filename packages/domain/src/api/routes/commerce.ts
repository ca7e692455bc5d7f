import { route } from './route';

/**
 * Commerce (learning-areas.md sections 2, 3, 4, 7 "Payments" and "Subscriptions and cart"): the
 * cart, subscribing, invoices and coupons, payment gateways and payments, renewals. The catalogue
 * and saving a cart are ours (the product's catalogue is another site; the portal has a small one so
 * the flow can be used and tested here). Another candidate's invoice, cart or subscription answers
 * like a missing one (404).
 */
export const CommerceApiRoutes = {
  /** Ours: the courses, packages and payment plans on sale, with prices. */
  getCatalogue: route('GET', 'CatalogueService/GetCatalogue', false),
  /** Ours: Body SaveCartRequest: the catalogue's choice becomes the caller's server-side cart. */
  saveCart: route('POST', 'CartService/SaveCart', true),
  /** spec: GET CartService/GetCart. Query: cartId. */
  getCart: route('GET', 'CartService/GetCart', true),
  /** spec: POST CreateSubscription (cartId, instituteId). */
  createSubscription: route('POST', 'SubscriptionService/CreateSubscription', true),
  /** spec: POST UnSubscribe. Body: CandidateSOSId. */
  unSubscribe: route('POST', 'SubscriptionService/UnSubscribe', true),
  /** spec: GET GetSubscriptionRenewals. Query: State (active 1, archived 2), Filter (all -1, renewal 1). */
  getSubscriptionRenewals: route('GET', 'SubscriptionService/GetSubscriptionRenewals', true),
  /** spec: POST GenerateInvoice: a renewal invoice for the selected subscriptions. */
  generateInvoice: route('POST', 'PaymentService/GenerateInvoice', true),
  /** spec: GET GetInvoiceSummary. Query: InvoiceId. */
  getInvoiceSummary: route('GET', 'PaymentService/GetInvoiceSummary', true),
  /** Ours: one of the caller's invoices as a PDF file (application/pdf, not the envelope). */
  getInvoicePdf: route('GET', 'invoices/{InvoiceId}/pdf', true),
  /** Ours: the caller's credit notes (refunded invoices), newest first. */
  getCreditNotes: route('GET', 'PaymentService/GetCreditNotes', true),
  /** Ours: one of the caller's credit notes as a PDF file (application/pdf, not the envelope). */
  getCreditNotePdf: route('GET', 'credit-notes/{CreditNoteId}/pdf', true),
  /** spec: GET GetCandidateInvoice: the caller's invoices, paged (Invoices, TotalRecords). */
  getCandidateInvoice: route('GET', 'PaymentService/GetCandidateInvoice', true),
  /** spec: POST ApplyCoupon. Body: InvoiceId, CouponCode. An unusable coupon: message 186. */
  applyCoupon: route('POST', 'PaymentService/ApplyCoupon', true),
  /** spec: GET RemoveCoupon. Query: InvoiceId. */
  removeCoupon: route('GET', 'PaymentService/RemoveCoupon', true),
  /** spec: GET GetPaymentGateways: every gateway of the enum, enabled or configured off. */
  getPaymentGateways: route('GET', 'PaymentService/GetPaymentGateways', true),
  /** spec: POST PayInvoice: starts a payment attempt (a redirect, or a voucher). */
  payInvoice: route('POST', 'PaymentService/PayInvoice', true),
  /** spec: POST VerifyPayment: asks the gateway and confirms the attempt (idempotent). */
  verifyPayment: route('POST', 'PaymentService/VerifyPayment', true),
} as const;
