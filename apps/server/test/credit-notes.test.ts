import {
  CommerceApiRoutes as routes,
  CreditNote,
  CreditNotesResponse,
  DashboardApiRoutes,
  Invoice,
  InvoiceStatus,
  PaymentGateway,
  PaymentResponse,
  SubscriptionResult,
  type Cart,
  type MyCoursesResponse,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from './helpers/pdf-text';
import { securityHeaders, startTestServer, type TestServer } from './helpers/test-server';

/*
 * Issue 18: a paid invoice is immutable; its correction is a credit note. The voucher journey's
 * server side (a UBL voucher stays due until the operator reconciles it, then paid) and the refund
 * of that paid invoice: a credit note with its own gapless number, negative amounts in minor units,
 * naming the invoice, listed and downloadable as a PDF by its candidate only.
 */

const operatorSecret = 'operator-secret-for-the-credit-notes-test';
let server: TestServer;
let first: string;
let second: string;
beforeAll(async () => {
  server = await startTestServer({ operatorSecret, stripe: { secretKey: undefined, webhookSecret: undefined } });
  first = (await server.login()).accessToken;
  second = (await server.login('demo.candidate2')).accessToken;
});
afterAll(async () => {
  await server?.close();
});

const nums = { sc: 'NUM27', gc: 'PRM', po: 'M3', pp: 'P6' };
const operator = <T>(path: string, body: unknown, secret: string | null = operatorSecret) =>
  server.call<T>('POST', path, { body, withoutSecurityHeader: true, headers: secret === null ? {} : { 'x-operator-secret': secret } });
const summary = async (invoiceId: number, token = first) => Invoice.parse((await server.call<Invoice>('GET', routes.getInvoiceSummary.path, { token, query: { InvoiceId: invoiceId } })).body.Data);
const creditNotes = async (token: string) => {
  const result = await server.call<CreditNotesResponse>('GET', routes.getCreditNotes.path, { token });
  expect(result.status, result.body.Message).toBe(200);
  return CreditNotesResponse.parse(result.body.Data).CreditNotes;
};
const creditNotePdf = (creditNoteId: number | string, token: string | null) =>
  fetch(new URL(`/api/v6/${routes.getCreditNotePdf.path.replace('{CreditNoteId}', String(creditNoteId))}`, server.baseUrl), {
    headers: { ...securityHeaders, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
const myCourses = async (token: string) => (await server.call<MyCoursesResponse>('GET', DashboardApiRoutes.getMyCourses.path, { token })).body.Data.Courses;

let invoiceId: number;
let voucherNumber: string;
let creditNote: CreditNote;

describe('a UBL voucher', () => {
  it('stays due with its voucher on the invoice until reconciled; the operator endpoint then pays it once', async () => {
    const cart = await server.call<Cart>('POST', routes.saveCart.path, { token: first, body: { instituteId: 1, items: [nums] } });
    const created = SubscriptionResult.parse((await server.call<SubscriptionResult>('POST', routes.createSubscription.path, { token: first, body: { cartId: cart.body.Data.id, instituteId: 1 } })).body.Data);
    invoiceId = created.InvoiceId!;
    expect((await server.call('POST', routes.applyCoupon.path, { token: first, body: { InvoiceId: invoiceId, CouponCode: 'WELCOME10' } })).status).toBe(200);
    const started = PaymentResponse.parse((await server.call<PaymentResponse>('POST', routes.payInvoice.path, { token: first, body: { InvoiceId: invoiceId, PaymentGateway: PaymentGateway.ublOtc } })).body.Data);
    expect(started.Transaction.RedirectUrl).toBeNull();
    voucherNumber = started.Transaction.VoucherNumber!;
    expect(voucherNumber).toMatch(/^UBL-\d{7}-[0-9A-F]{6}$/);

    const due = await summary(invoiceId);
    expect(due.status.Value).toBe(InvoiceStatus.due);
    expect(due.voucher).toEqual({ VoucherNumber: voucherNumber, PaymentGateway: PaymentGateway.ublOtc, AmountMinor: 1_260_000 });
    expect((await myCourses(first)).some((course) => course.SOSId === 21)).toBe(false);
    // B never sees A's invoice (nor its voucher).
    expect((await server.call('GET', routes.getInvoiceSummary.path, { token: second, query: { InvoiceId: invoiceId } })).status).toBe(404);

    // Refused: no or a wrong secret (401), a malformed body (400); a wrong amount or an unknown voucher pays nothing.
    expect((await operator('/__operator/payments/reconcile', { rows: [{ voucherNumber, amount: '12600', reference: 'R1' }] }, null)).status).toBe(401);
    expect((await operator('/__operator/payments/reconcile', { rows: [{ voucherNumber, amount: '12600', reference: 'R1' }] }, 'not-the-secret-but-long-enough')).status).toBe(401);
    expect((await operator('/__operator/payments/reconcile', { rows: [] })).status).toBe(400);
    expect((await operator('/__operator/payments/reconcile', { statement: 'no,header\n1,2,3' })).status).toBe(400);
    const wrong = await operator<{ outcome: string }[]>('/__operator/payments/reconcile', {
      rows: [
        { voucherNumber, amount: '12599', reference: 'STMT-0' },
        { voucherNumber: 'UBL-0000000-000000', amount: '12600', reference: 'STMT-00' },
      ],
    });
    expect(wrong.body.Data.map((row) => row.outcome)).toEqual(['amount-mismatch', 'unknown-voucher']);
    expect((await summary(invoiceId)).status.Value).toBe(InvoiceStatus.due);

    const statement = `voucher_number,amount,reference\n${voucherNumber},12600.00,STMT-1`;
    const reconciled = await operator<{ outcome: string }[]>('/__operator/payments/reconcile', { statement });
    expect(reconciled.status, reconciled.body.Message).toBe(200);
    expect(reconciled.body.Data.map((row) => row.outcome)).toEqual(['paid']);
    expect((await operator<{ outcome: string }[]>('/__operator/payments/reconcile', { statement })).body.Data.map((row) => row.outcome)).toEqual(['replay']);
    const paid = await summary(invoiceId);
    expect(paid.status.Value).toBe(InvoiceStatus.paid);
    expect(paid.invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(paid.voucher ?? null).toBeNull();
    expect((await myCourses(first)).some((course) => course.SOSId === 21)).toBe(true);
  });
});

describe('refunding a paid invoice', () => {
  it('refuses a refund without the secret, of a bad or unknown id, or of an invoice not paid', async () => {
    expect((await operator('/__operator/payments/refund', { InvoiceId: invoiceId, Reason: 'Duplicate payment' }, null)).status).toBe(401);
    expect((await operator('/__operator/payments/refund', { InvoiceId: 'abc', Reason: 'Duplicate payment' })).status).toBe(400);
    expect((await operator('/__operator/payments/refund', { InvoiceId: invoiceId, Reason: '' })).status).toBe(400);
    expect((await operator('/__operator/payments/refund', { InvoiceId: 999_999, Reason: 'Duplicate payment' })).status).toBe(404);
    // B's checkout: a due invoice cannot be credited.
    const cart = await server.call<Cart>('POST', routes.saveCart.path, { token: second, body: { instituteId: 1, items: [{ sc: 'ECT27', gc: 'BSC', po: 'M1', pp: 'P5' }] } });
    const due = SubscriptionResult.parse((await server.call<SubscriptionResult>('POST', routes.createSubscription.path, { token: second, body: { cartId: cart.body.Data.id, instituteId: 1 } })).body.Data);
    expect((await operator('/__operator/payments/refund', { InvoiceId: due.InvoiceId, Reason: 'Changed mind' })).status).toBe(409);
    expect(await creditNotes(second)).toEqual([]);
  });

  it('issues one credit note: its own number, negative amounts that sum to minus the total, naming the invoice', async () => {
    const paid = await summary(invoiceId);
    const issued = await operator<CreditNote>('/__operator/payments/refund', { InvoiceId: invoiceId, Reason: 'Course cancelled by the academy' });
    expect(issued.status, issued.body.Message).toBe(201);
    creditNote = CreditNote.parse(issued.body.Data);
    expect(creditNote).toMatchObject({ invoiceId, invoiceNumber: paid.invoiceNumber, currency: 'PKR', totalMinor: -1_260_000, reason: 'Course cancelled by the academy' });
    expect(creditNote.creditNoteNumber).toMatch(/^CN-\d{4}-000001$/);
    expect(creditNote.lines).toEqual([
      { Description: 'Refund: NUMS Entry Test Preparation 2027: Premium, 3 months', AmountMinor: -1_400_000 },
      { Description: 'Discount given back (WELCOME10)', AmountMinor: 140_000 },
    ]);
    expect(creditNote.lines.reduce((sum, line) => sum + line.AmountMinor, 0)).toBe(creditNote.totalMinor);
    // The invoice is immutable: still paid, same number, lines and total; it now names its credit
    // note, so the portal can show it as refunded (it showed "Paid" before).
    expect(paid.creditNote ?? null).toBeNull();
    const refunded = await summary(invoiceId);
    expect({ ...refunded, creditNote: null }).toEqual({ ...paid, creditNote: null });
    expect(refunded.creditNote).toEqual({ CreditNoteNumber: creditNote.creditNoteNumber, IssueDate: creditNote.issueDate });
    // What it granted is taken back.
    expect((await myCourses(first)).some((course) => course.SOSId === 21)).toBe(false);
    // Once per invoice: a second refund answers the same credit note, and no number is used up.
    const again = await operator<CreditNote>('/__operator/payments/refund', { InvoiceId: invoiceId, Reason: 'Again' });
    expect(again.status).toBe(200);
    expect(again.body.Data.creditNoteNumber).toBe(creditNote.creditNoteNumber);
  });

  it('lists the credit note for its candidate only, and the invoice list names it on the refunded invoice', async () => {
    expect(await creditNotes(first)).toEqual([creditNote]);
    const list = await server.call<{ Invoices: Invoice[] }>('GET', routes.getCandidateInvoice.path, { token: first, query: { pageNumber: 1, pageSize: 50 } });
    expect(list.status, list.body.Message).toBe(200);
    const listed = list.body.Data.Invoices.map((invoice) => Invoice.parse(invoice));
    expect(listed.find((invoice) => invoice.invoiceId === invoiceId)?.creditNote).toEqual({ CreditNoteNumber: creditNote.creditNoteNumber, IssueDate: creditNote.issueDate });
    expect(listed.filter((invoice) => invoice.invoiceId !== invoiceId).every((invoice) => invoice.creditNote === null)).toBe(true);
    expect(await creditNotes(second)).toEqual([]);
    expect((await server.call('GET', routes.getCreditNotes.path, {})).status).toBe(401);
  });

  it('downloads it as a PDF like an invoice; another candidate, a missing or a bad id never get it (404 / 400)', async () => {
    const response = await creditNotePdf(creditNote.creditNoteId, first);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${creditNote.creditNoteNumber}.pdf"`);
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(`Credit note ${creditNote.creditNoteNumber}`);
    expect(text).toContain(`For invoice: ${creditNote.invoiceNumber}`);
    expect(text).toContain('Refund: NUMS Entry Test Preparation 2027: Premium, 3 months -PKR 14,000');
    expect(text).toContain('Discount given back (WELCOME10) PKR 1,400');
    expect(text).toContain('Total credited -PKR 12,600');
    const other = await creditNotePdf(creditNote.creditNoteId, second);
    expect(other.status).toBe(404);
    expect(other.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await creditNotePdf(999_999, first)).status).toBe(404);
    expect((await creditNotePdf(creditNote.creditNoteId, null)).status).toBe(401);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999999999999']) expect((await creditNotePdf(bad, first)).status, bad).toBe(400);
  });
});
