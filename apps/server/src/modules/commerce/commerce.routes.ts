import {
  ApplyCouponRequest,
  CandidateInvoicesQuery,
  Cart,
  CartQuery,
  CatalogueResponse,
  CommerceApiRoutes as routes,
  CreateSubscriptionRequest,
  CreditNotesResponse,
  GenerateInvoiceRequest,
  Invoice,
  InvoiceQuery,
  InvoicesResponse,
  PayInvoiceRequest,
  QueryId,
  PaymentGatewayOption,
  PaymentResponse,
  SaveCartRequest,
  SubscriptionRenewalsQuery,
  SubscriptionRenewalsResponse,
  SubscriptionResult,
  UnsubscribeRequest,
  VerifyPaymentRequest,
  VerifyPaymentResponse,
} from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requiredCaller, type Caller } from '../../http/authentication';
import { apiUrl, defineRoute } from '../../http/define-route';
import type { CommerceService } from './commerce.service';
import { creditNotePdfFileName, invoicePdfFileName, renderCreditNotePdf, renderInvoicePdf } from './invoice-pdf';

/** The academy named on every invoice (the printable invoice's issuer). */
const issuer = { name: 'Candidate Portal Academy', address: ['12 Mall Road', 'Lahore, Pakistan'] };

const tags = ['Commerce'];

/** CommerceApiRoutes (learning-areas.md section 7, "Payments", "Subscriptions and cart"). */
export function registerCommerceRoutes(app: FastifyInstance, commerce: CommerceService): void {
  defineRoute(app, routes.getCatalogue, {
    schema: { tags, summary: 'The courses, packages and payment plans on sale, with prices in minor units.', response: CatalogueResponse },
    handler: () => commerce.catalogue(),
  });
  defineRoute(app, routes.saveCart, {
    schema: { tags, summary: "Makes the catalogue's choice the caller's server-side cart (every item must be on sale).", body: SaveCartRequest, response: Cart },
    status: 201,
    handler: ({ body, caller }) => commerce.saveCart(caller, body),
  });
  defineRoute(app, routes.getCart, {
    schema: { tags, summary: "The caller's cart: id, instituteId, items.", querystring: CartQuery, response: Cart },
    handler: ({ query, caller }) => commerce.cart(caller, query.cartId),
  });
  defineRoute(app, routes.createSubscription, {
    schema: { tags, summary: 'Subscribes the caller to the eligible items of the cart: one due invoice (generateInvoice), or error with every item ineligible.', body: CreateSubscriptionRequest, response: SubscriptionResult },
    message: 'InvoiceGenerated',
    handler: ({ body, caller }) => commerce.createSubscription(caller, body),
  });
  defineRoute(app, routes.unSubscribe, {
    schema: { tags, summary: "Ends the caller's subscription of an enrolment now; the course leaves their courses.", body: UnsubscribeRequest, response: z.null() },
    message: 'Unsubscribed',
    handler: ({ body, caller }) => commerce.unsubscribe(caller, body.CandidateSOSId),
  });
  defineRoute(app, routes.getSubscriptionRenewals, {
    schema: { tags, summary: "The caller's subscriptions (active or archived), optionally only the renewable ones; IsSelected when due soon.", querystring: SubscriptionRenewalsQuery, response: SubscriptionRenewalsResponse },
    handler: ({ query, caller }) => commerce.renewals(caller, query),
  });
  defineRoute(app, routes.generateInvoice, {
    schema: { tags, summary: 'A renewal invoice for the selected subscriptions (AllowRenewal only).', body: GenerateInvoiceRequest, response: SubscriptionResult },
    message: 'InvoiceGenerated',
    handler: ({ body, caller }) => commerce.generateInvoice(caller, body),
  });
  defineRoute(app, routes.getInvoiceSummary, {
    schema: { tags, summary: "One of the caller's invoices with its lines, discount and total.", querystring: InvoiceQuery, response: Invoice },
    handler: ({ query, caller }) => commerce.invoice(caller, query.InvoiceId),
  });
  defineRoute(app, routes.getCandidateInvoice, {
    schema: { tags, summary: "A page of the caller's invoices, newest first.", querystring: CandidateInvoicesQuery, response: InvoicesResponse },
    handler: ({ query, caller }) => commerce.candidateInvoices(caller, query.pageNumber, query.pageSize),
  });
  defineRoute(app, routes.getCreditNotes, {
    schema: { tags, summary: "The caller's credit notes (refunded invoices), newest first: negative amounts in minor units, each naming its invoice.", response: CreditNotesResponse },
    handler: async ({ caller }) => ({ CreditNotes: await commerce.candidateCreditNotes(caller) }),
  });
  defineRoute(app, routes.applyCoupon, {
    schema: { tags, summary: 'Applies a coupon to a due invoice of the caller (replaces any earlier one); an unusable coupon: 186.', body: ApplyCouponRequest, response: Invoice },
    message: 'CouponApplied',
    handler: ({ body, caller }) => commerce.applyCoupon(caller, body),
  });
  defineRoute(app, routes.removeCoupon, {
    schema: { tags, summary: "Removes the coupon of a due invoice of the caller.", querystring: InvoiceQuery, response: Invoice },
    message: 'CouponRemoved',
    handler: ({ query, caller }) => commerce.removeCoupon(caller, query.InvoiceId),
  });
  defineRoute(app, routes.getPaymentGateways, {
    schema: { tags, summary: 'Every payment gateway of the enum; the configured ones enabled.', response: z.array(PaymentGatewayOption) },
    handler: async () => commerce.paymentGateways(),
  });
  defineRoute(app, routes.payInvoice, {
    schema: { tags, summary: 'Starts a payment attempt on a due invoice of the caller: a hosted page to go to, or a voucher.', body: PayInvoiceRequest, response: PaymentResponse },
    message: 'PaymentStarted',
    handler: ({ body, caller }) => commerce.payInvoice(caller, body.InvoiceId, body.PaymentGateway),
  });
  defineRoute(app, routes.verifyPayment, {
    schema: { tags, summary: "Asks the gateway how the caller's attempt stands and confirms a success (once, however often asked).", body: VerifyPaymentRequest, response: VerifyPaymentResponse },
    handler: ({ body, caller }) => commerce.verifyPayment(caller, body.TransactionID),
  });

  const pdfCallers = new WeakMap<FastifyRequest, Caller>();
  // The token is checked before the path is validated, as defineRoute's routes do (401 before 400).
  const pdfCaller = async (request: FastifyRequest) => {
    pdfCallers.set(request, (await requiredCaller(request, { duringForcedPasswordChange: false })).caller);
  };
  const sendPdf = (reply: FastifyReply, pdf: Buffer, fileName: string) =>
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(pdf);
  // A file, not the envelope: so not defineRoute, but the same table entry, token check and
  // validation. Another candidate's invoice is not found (404), like a missing one.
  app.route({
    method: routes.getInvoicePdf.method,
    url: apiUrl(routes.getInvoicePdf),
    schema: {
      tags,
      summary: "One of the caller's invoices as a PDF (application/pdf, Content-Disposition attachment).",
      security: [{ bearerAuth: [] }],
      params: z.object({ InvoiceId: QueryId }),
    },
    preValidation: pdfCaller,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const caller = pdfCallers.get(request)!;
      const { InvoiceId } = request.params as { InvoiceId: number };
      const { invoice, billTo } = await commerce.invoiceDocument(caller, InvoiceId);
      return sendPdf(reply, await renderInvoicePdf(invoice, { issuer, billTo }), invoicePdfFileName(invoice));
    },
  });
  // A credit note's PDF, like an invoice's: another candidate's answers 404 like a missing one.
  app.route({
    method: routes.getCreditNotePdf.method,
    url: apiUrl(routes.getCreditNotePdf),
    schema: {
      tags,
      summary: "One of the caller's credit notes as a PDF (application/pdf, Content-Disposition attachment).",
      security: [{ bearerAuth: [] }],
      params: z.object({ CreditNoteId: QueryId }),
    },
    preValidation: pdfCaller,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const caller = pdfCallers.get(request)!;
      const { CreditNoteId } = request.params as { CreditNoteId: number };
      const { creditNote, billTo } = await commerce.creditNoteDocument(caller, CreditNoteId);
      return sendPdf(reply, await renderCreditNotePdf(creditNote, { issuer, billTo }), creditNotePdfFileName(creditNote));
    },
  });
}
