import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  CommerceApiRoutes,
  SubscriptionFilter,
  SubscriptionState,
  type ApplyCouponRequest,
  type Cart,
  type CatalogueResponse,
  type CreateSubscriptionRequest,
  type GenerateInvoiceRequest,
  type CreditNotesResponse,
  type Invoice,
  type InvoicesResponse,
  type PayInvoiceRequest,
  type PaymentGatewayOption,
  type PaymentResponse,
  type SaveCartRequest,
  type SubscriptionRenewalsResponse,
  type SubscriptionResult,
  type VerifyPaymentResponse,
} from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { dashboardKeys } from '../dashboard/dashboard-keys';
import { commerceKeys } from './commerce-keys';

/** Ours: the courses, packages and plans on sale. */
export function getCatalogue(client: ApiClient, signal?: AbortSignal): Promise<CatalogueResponse> {
  return client.call<CatalogueResponse>(CommerceApiRoutes.getCatalogue, { signal });
}
/** Ours: the catalogue's choice becomes the caller's server-side cart. */
export function saveCart(client: ApiClient, request: SaveCartRequest): Promise<Cart> {
  return client.call<Cart>(CommerceApiRoutes.saveCart, { body: request });
}
/** spec 7: GET CartService/GetCart. */
export function getCart(client: ApiClient, cartId: string, signal?: AbortSignal): Promise<Cart> {
  return client.call<Cart>(CommerceApiRoutes.getCart, { query: { cartId }, signal });
}
/** spec 7: POST CreateSubscription (cartId, instituteId). */
export function createSubscription(client: ApiClient, request: CreateSubscriptionRequest): Promise<SubscriptionResult> {
  return client.call<SubscriptionResult>(CommerceApiRoutes.createSubscription, { body: request });
}
/** spec 7: POST UnSubscribe. */
export function unSubscribe(client: ApiClient, candidateSOSId: number): Promise<null> {
  return client.call<null>(CommerceApiRoutes.unSubscribe, { body: { CandidateSOSId: candidateSOSId } });
}
/** spec 7: GET GetSubscriptionRenewals (state active/archived, filter all/renewal). */
export function getSubscriptionRenewals(
  client: ApiClient,
  request: { state?: SubscriptionState; filter?: SubscriptionFilter } = {},
  signal?: AbortSignal,
): Promise<SubscriptionRenewalsResponse> {
  return client.call<SubscriptionRenewalsResponse>(CommerceApiRoutes.getSubscriptionRenewals, {
    query: { State: request.state ?? SubscriptionState.active, Filter: request.filter ?? SubscriptionFilter.all },
    signal,
  });
}
/** spec 7: POST GenerateInvoice (a renewal invoice). */
export function generateInvoice(client: ApiClient, request: GenerateInvoiceRequest): Promise<SubscriptionResult> {
  return client.call<SubscriptionResult>(CommerceApiRoutes.generateInvoice, { body: request });
}
/** spec 7: GET GetInvoiceSummary. */
export function getInvoiceSummary(client: ApiClient, invoiceId: number, signal?: AbortSignal): Promise<Invoice> {
  return client.call<Invoice>(CommerceApiRoutes.getInvoiceSummary, { query: { InvoiceId: invoiceId }, signal });
}
/** spec 7: GET GetCandidateInvoice: a page of the caller's invoices. */
export function getCandidateInvoice(client: ApiClient, request: { pageNumber?: number; pageSize?: number } = {}, signal?: AbortSignal): Promise<InvoicesResponse> {
  return client.call<InvoicesResponse>(CommerceApiRoutes.getCandidateInvoice, {
    query: { pageNumber: request.pageNumber ?? 1, pageSize: request.pageSize ?? 10 },
    signal,
  });
}
/** spec 7: POST ApplyCoupon (186 when the coupon cannot be used). */
export function applyCoupon(client: ApiClient, request: ApplyCouponRequest): Promise<Invoice> {
  return client.call<Invoice>(CommerceApiRoutes.applyCoupon, { body: request });
}
/** spec 7: GET RemoveCoupon. */
/** GET invoices/{InvoiceId}/pdf (ours): the invoice as a PDF file made by the server. */
export function getInvoicePdf(client: ApiClient, invoiceId: number): Promise<Blob> {
  return client.call<Blob>(CommerceApiRoutes.getInvoicePdf, { pathParams: { InvoiceId: invoiceId }, responseType: 'blob' });
}

/** GET PaymentService/GetCreditNotes (ours): the caller's credit notes, newest first. */
export function getCreditNotes(client: ApiClient, signal?: AbortSignal): Promise<CreditNotesResponse> {
  return client.call<CreditNotesResponse>(CommerceApiRoutes.getCreditNotes, { signal });
}
/** GET credit-notes/{CreditNoteId}/pdf (ours): a credit note as a PDF file made by the server. */
export function getCreditNotePdf(client: ApiClient, creditNoteId: number): Promise<Blob> {
  return client.call<Blob>(CommerceApiRoutes.getCreditNotePdf, { pathParams: { CreditNoteId: creditNoteId }, responseType: 'blob' });
}

export function removeCoupon(client: ApiClient, invoiceId: number): Promise<Invoice> {
  return client.call<Invoice>(CommerceApiRoutes.removeCoupon, { query: { InvoiceId: invoiceId } });
}
/** spec 7: GET GetPaymentGateways. */
export function getPaymentGateways(client: ApiClient, signal?: AbortSignal): Promise<PaymentGatewayOption[]> {
  return client.call<PaymentGatewayOption[]>(CommerceApiRoutes.getPaymentGateways, { signal });
}
/** spec 7: POST PayInvoice. */
export function payInvoice(client: ApiClient, request: PayInvoiceRequest): Promise<PaymentResponse> {
  return client.call<PaymentResponse>(CommerceApiRoutes.payInvoice, { body: request });
}
/** spec 7: POST VerifyPayment. */
export function verifyPayment(client: ApiClient, transactionId: string): Promise<VerifyPaymentResponse> {
  return client.call<VerifyPaymentResponse>(CommerceApiRoutes.verifyPayment, { body: { TransactionID: transactionId } });
}

export const catalogueQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: commerceKeys.catalogue(), queryFn: ({ signal }) => getCatalogue(client, signal), staleTime: 5 * 60_000 });
export const invoiceQueryOptions = (client: ApiClient, invoiceId: number) =>
  queryOptions({ queryKey: commerceKeys.invoice(invoiceId), queryFn: ({ signal }) => getInvoiceSummary(client, invoiceId, signal) });
export const invoicePageQueryOptions = (client: ApiClient, pageNumber: number, pageSize = 10) =>
  queryOptions({ queryKey: commerceKeys.invoicePage(pageNumber, pageSize), queryFn: ({ signal }) => getCandidateInvoice(client, { pageNumber, pageSize }, signal) });
export const creditNotesQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: commerceKeys.creditNotes(), queryFn: ({ signal }) => getCreditNotes(client, signal) });
export const paymentGatewaysQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: commerceKeys.gateways(), queryFn: ({ signal }) => getPaymentGateways(client, signal), staleTime: 5 * 60_000 });
export const renewalsQueryOptions = (client: ApiClient, state: SubscriptionState, filter: SubscriptionFilter) =>
  queryOptions({ queryKey: commerceKeys.renewals(state, filter), queryFn: ({ signal }) => getSubscriptionRenewals(client, { state, filter }, signal) });

/**
 * spec 4: after a subscribed course (paid) or an unsubscribe, the courses and e-books are fetched
 * again (the dashboard shows the change at once) and the invoices and subscriptions are stale.
 */
export async function resetAfterSubscriptionChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: commerceKeys.all }),
  ]);
}
