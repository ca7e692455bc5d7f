import { z } from 'zod';
import {
  InvoiceStatus,
  PaymentGateway,
  SubscriptionFilter,
  SubscriptionResponseStatus,
  SubscriptionState,
  SubscriptionStatus,
} from '../enums/subscription';
import { Id, QueryId } from './id';
import { paged } from './paged';
import { queryWholeNumber, requiredText } from './validation';

/** An amount in its currency's minor unit (ISO 4217 exponent; PKR 15,000 = 1500000): whole, never negative. */
export const MinorAmount = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
/** An ISO 4217 currency code. */
export const CurrencyCode = z.string().regex(/^[A-Z]{3}$/);

/** spec: SubscriptionsError entries: IsCourseValid, SOSId, CourseGroupId, PaymentOption, SOSPaymentPlanId. */
export const SubscriptionError = z.object({
  IsCourseValid: z.boolean(),
  SOSId: Id,
  CourseGroupId: z.number().int().nonnegative(),
  PaymentOption: z.number().int().nonnegative(),
  SOSPaymentPlanId: z.number().int().nonnegative(),
  /** Ours: why the course is not valid, for the ineligible list. */
  Reason: z.string().nullable(),
});
export type SubscriptionError = z.infer<typeof SubscriptionError>;

/** spec: subscription result: InvoiceId, ResponseStatus, SubscriptionsError. */
export const SubscriptionResult = z.object({
  InvoiceId: Id.nullable(),
  ResponseStatus: z.union([z.enum(SubscriptionResponseStatus), z.literal(0)]),
  SubscriptionsError: z.array(SubscriptionError),
});
export type SubscriptionResult = z.infer<typeof SubscriptionResult>;

/** spec: POST CreateSubscription (cartId, instituteId). */
export const CreateSubscriptionRequest = z.object({
  cartId: requiredText(100),
  instituteId: Id,
});
export type CreateSubscriptionRequest = z.infer<typeof CreateSubscriptionRequest>;

/** POST UnSubscribe (not shown: ours). */
export const UnsubscribeRequest = z.object({ CandidateSOSId: Id });
export type UnsubscribeRequest = z.infer<typeof UnsubscribeRequest>;

/** spec: renewals: SubscriptionRenewals (SubscriptionId, AllowRenewal, IsSelected). */
export const SubscriptionRenewal = z.object({
  SubscriptionId: Id,
  CandidateSOSId: Id,
  CourseName: z.string(),
  PackageName: z.string(),
  SubscriptionStatus: z.enum(SubscriptionStatus),
  EndDate: z.string().nullable(),
  /** The renewal price in minor units of Currency. */
  AmountMinor: MinorAmount,
  Currency: CurrencyCode,
  AllowRenewal: z.boolean(),
  IsSelected: z.boolean(),
});
export type SubscriptionRenewal = z.infer<typeof SubscriptionRenewal>;
export const SubscriptionRenewalsResponse = z.object({
  SubscriptionRenewals: z.array(SubscriptionRenewal),
});
export type SubscriptionRenewalsResponse = z.infer<typeof SubscriptionRenewalsResponse>;

/** Not shown: a line of an invoice, in minor units of the invoice's currency. */
export const InvoiceLine = z.object({
  Description: z.string(),
  AmountMinor: MinorAmount,
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

/** spec: invoice: invoiceId and status.Value. The rest is ours. */
export const Invoice = z.object({
  invoiceId: Id,
  invoiceNumber: z.string(),
  status: z.object({ Value: z.enum(InvoiceStatus) }),
  issueDate: z.string(),
  dueDate: z.string(),
  currency: CurrencyCode,
  lines: z.array(InvoiceLine),
  /** Sum of the lines' AmountMinor. */
  subtotalMinor: MinorAmount,
  /** The coupon's discount, never more than the subtotal. */
  discountMinor: MinorAmount,
  /** subtotalMinor - discountMinor. */
  totalMinor: MinorAmount,
  couponCode: z.string().nullable(),
  /**
   * Ours: the over-the-counter voucher (UBL or JazzCash) issued for this invoice while it is still
   * due and awaiting the bank's reconciliation (the latest one), else null or absent.
   */
  voucher: z
    .object({ VoucherNumber: z.string(), PaymentGateway: z.enum(PaymentGateway), AmountMinor: MinorAmount })
    .nullable()
    .optional(),
  /**
   * Ours: the credit note that refunded this invoice, else null or absent. A refunded invoice stays
   * paid (a paid invoice is immutable: the correction is the credit note), so the portal shows it
   * as refunded from this, never from its status.
   */
  creditNote: z.object({ CreditNoteNumber: z.string(), IssueDate: z.string() }).nullable().optional(),
});
export type Invoice = z.infer<typeof Invoice>;

/**
 * Ours (issue 18: a paid invoice is immutable, a correction is a credit note): the credit note of a
 * refunded invoice, with its own number (CN-2026-000001), referencing the invoice. Amounts are minor
 * units, negative (a line giving back the invoice's discount is positive); the lines sum to the total.
 */
export const CreditNote = z.object({
  creditNoteId: Id,
  creditNoteNumber: z.string(),
  invoiceId: Id,
  invoiceNumber: z.string(),
  issueDate: z.string(),
  currency: CurrencyCode,
  reason: z.string(),
  lines: z.array(z.object({ Description: z.string(), AmountMinor: z.number().int().safe() })),
  /** Minus the invoice's total (never positive). */
  totalMinor: z.number().int().safe().max(0),
});
export type CreditNote = z.infer<typeof CreditNote>;
export const CreditNotesResponse = z.object({ CreditNotes: z.array(CreditNote) });
export type CreditNotesResponse = z.infer<typeof CreditNotesResponse>;
export const CreditNoteQuery = z.object({ CreditNoteId: QueryId });
export type CreditNoteQuery = z.infer<typeof CreditNoteQuery>;

/** spec: invoice info carries cartId (the invoice summary screen's state). */
export const InvoiceInfo = z.object({
  cartId: z.string().nullable(),
  InvoiceId: Id.nullable(),
  ResponseStatus: z.enum(SubscriptionResponseStatus).nullable(),
  invoice: Invoice.nullable(),
});
export type InvoiceInfo = z.infer<typeof InvoiceInfo>;

/** spec: invoices list: Invoices, TotalRecords. */
export const InvoicesResponse = paged('Invoices', Invoice);
export type InvoicesResponse = z.infer<typeof InvoicesResponse>;

/** POST GenerateInvoice (renewals): the selected subscription ids. */
export const GenerateInvoiceRequest = z.object({
  SubscriptionIds: z.array(Id).min(1),
});
export type GenerateInvoiceRequest = z.infer<typeof GenerateInvoiceRequest>;

/** spec: a cart: id, instituteId, items (each with four short codes). */
export const CartItem = z.object({
  /** Course (SOS) code. */
  sc: z.string(),
  /** Course group code. */
  gc: z.string(),
  /** Payment option code. */
  po: z.string(),
  /** Payment plan code. */
  pp: z.string(),
});
export type CartItem = z.infer<typeof CartItem>;
export const Cart = z.object({
  id: z.string(),
  instituteId: Id,
  items: z.array(CartItem),
});
export type Cart = z.infer<typeof Cart>;

/** Not shown: coupons. Applying sends the code and the invoice; the response is the new invoice. */
export const ApplyCouponRequest = z.object({
  InvoiceId: Id,
  CouponCode: z
    .string()
    .trim()
    .min(3, { error: 'minLength' })
    .max(30, { error: 'maxLength' })
    .regex(/^[A-Za-z0-9-]+$/, { error: 'alphanumeric' }),
});
export type ApplyCouponRequest = z.infer<typeof ApplyCouponRequest>;
export const Coupon = z.object({
  CouponCode: z.string(),
  /** Whole percentage off (0-100) or a fixed amount in minor units of Currency, exactly one set. */
  DiscountPercentage: z.number().int().min(0).max(100).nullable(),
  DiscountAmountMinor: MinorAmount.nullable(),
  Currency: CurrencyCode.nullable(),
  ValidUntil: z.string().nullable(),
});
export type Coupon = z.infer<typeof Coupon>;

/** A payment gateway offered for an invoice (GetPaymentGateways; fields ours). */
export const PaymentGatewayOption = z.object({
  PaymentGateway: z.enum(PaymentGateway),
  Name: z.string(),
  IsEnabled: z.boolean(),
});
export type PaymentGatewayOption = z.infer<typeof PaymentGatewayOption>;

/** POST PayInvoice. */
export const PayInvoiceRequest = z.object({
  InvoiceId: Id,
  PaymentGateway: z.enum(PaymentGateway),
});
export type PayInvoiceRequest = z.infer<typeof PayInvoiceRequest>;

/** spec: payment: Transaction (TransactionID) and ResponseStatus. Gateway redirect is ours. */
export const PaymentTransaction = z.object({
  TransactionID: z.string(),
  InvoiceId: Id,
  PaymentGateway: z.enum(PaymentGateway),
  AmountMinor: MinorAmount,
  Currency: CurrencyCode,
  /** Where to send the candidate to pay (sandbox page locally), or null for vouchers. */
  RedirectUrl: z.string().nullable(),
  /** Over-the-counter / on-campus voucher number, or null for online gateways. */
  VoucherNumber: z.string().nullable(),
});
export type PaymentTransaction = z.infer<typeof PaymentTransaction>;
export const PaymentResponse = z.object({
  Transaction: PaymentTransaction,
  ResponseStatus: z.enum(SubscriptionResponseStatus),
});
export type PaymentResponse = z.infer<typeof PaymentResponse>;

/** POST VerifyPayment. */
export const VerifyPaymentRequest = z.object({ TransactionID: requiredText(255) });
export type VerifyPaymentRequest = z.infer<typeof VerifyPaymentRequest>;

// ---- Ours (issue 18): the portal's catalogue, the cart it fills, the queries of the commerce calls.

/** A short code of a cart item (course, package, payment option, payment plan). */
const CartCode = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(20, { error: 'maxLength' })
  .regex(/^[A-Za-z0-9-]+$/, { error: 'alphanumeric' });

/** One payment plan on sale: a course on a package for a number of months, at a price. */
export const CataloguePlan = z.object({
  SOSPaymentPlanId: Id,
  /** The four short codes of a cart item for this plan. */
  Item: CartItem,
  PackageName: z.string(),
  Months: z.number().int().positive(),
  /** Price in the currency's minor unit (integer; PKR 15,000 = 1500000). */
  PriceMinor: MinorAmount,
  Currency: CurrencyCode,
  /** Features the package does not include (spec: IsFeatureAllowed false). */
  ExcludedFeatures: z.array(z.number().int()),
  AllowRenewal: z.boolean(),
});
export type CataloguePlan = z.infer<typeof CataloguePlan>;
export const CatalogueCourse = z.object({
  SOSId: Id,
  CourseName: z.string(),
  Description: z.string(),
  Subjects: z.array(z.string()),
  Plans: z.array(CataloguePlan),
});
export type CatalogueCourse = z.infer<typeof CatalogueCourse>;
export const CatalogueResponse = z.object({ Courses: z.array(CatalogueCourse) });
export type CatalogueResponse = z.infer<typeof CatalogueResponse>;

/** POST SaveCart: the items chosen on the catalogue (one plan per course). */
export const SaveCartRequest = z.object({
  instituteId: Id,
  items: z
    .array(z.object({ sc: CartCode, gc: CartCode, po: CartCode, pp: CartCode }))
    .min(1, { error: 'required' })
    .max(10, { error: 'maxLength' }),
});
export type SaveCartRequest = z.infer<typeof SaveCartRequest>;

/** GET GetCart query. */
export const CartQuery = z.object({ cartId: requiredText(100) });
export type CartQuery = z.infer<typeof CartQuery>;

/** GetInvoiceSummary / RemoveCoupon query. */
export const InvoiceQuery = z.object({ InvoiceId: QueryId });
export type InvoiceQuery = z.infer<typeof InvoiceQuery>;

/** GetCandidateInvoice query: a page of the caller's invoices, newest first. */
export const CandidateInvoicesQuery = z.object({
  pageNumber: queryWholeNumber(1).default(1),
  pageSize: queryWholeNumber(1, 100).default(10),
});
export type CandidateInvoicesQuery = z.infer<typeof CandidateInvoicesQuery>;

/** GetSubscriptionRenewals query: spec subscription state (active 1, archived 2) and filter (all -1, renewal 1). */
export const SubscriptionRenewalsQuery = z.object({
  State: z.coerce.number().pipe(z.enum(SubscriptionState)).default(SubscriptionState.active),
  Filter: z.coerce.number().pipe(z.enum(SubscriptionFilter)).default(SubscriptionFilter.all),
});
export type SubscriptionRenewalsQuery = z.infer<typeof SubscriptionRenewalsQuery>;

/** VerifyPayment's answer: the attempt's outcome and the invoice as it now stands. */
export const VerifyPaymentResponse = z.object({
  TransactionID: z.string(),
  /** pending (not paid yet), succeeded, failed, cancelled. */
  Outcome: z.enum(['pending', 'succeeded', 'failed', 'cancelled']),
  ResponseStatus: z.enum(SubscriptionResponseStatus),
  Invoice: Invoice,
});
export type VerifyPaymentResponse = z.infer<typeof VerifyPaymentResponse>;
