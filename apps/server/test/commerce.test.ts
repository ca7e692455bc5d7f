import {
  CatalogueResponse,
  CommerceApiRoutes as routes,
  DashboardApiRoutes,
  Feature,
  Invoice,
  InvoiceStatus,
  PaymentGateway,
  PaymentResponse,
  SubscriptionRenewalsResponse,
  SubscriptionResponseStatus,
  SubscriptionResult,
  VerifyPaymentResponse,
  isPaymentDue,
  type Cart,
  type MyCoursesResponse,
} from '@portal/domain';
import { demoCatalogue } from '@portal/domain/fixtures';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageText } from '../src/core/message-catalogue';
import { invoices } from '../src/modules/commerce/commerce.tables';
import { candidateNotifications } from '../src/modules/notifications/notifications.tables';
import { parseStatement, reconcileStatement } from '../src/modules/commerce';
import { canTransition, couponDiscount, invoiceTotals, type CouponTerms } from '../src/modules/commerce/money';
import { pdfText } from './helpers/pdf-text';
import { securityHeaders, startTestServer, type TestServer } from './helpers/test-server';

const webhookSecret = 'whsec_commerce_test_secret';
let server: TestServer;
let first: string;
let second: string;
beforeAll(async () => {
  server = await startTestServer({ stripe: { secretKey: undefined, webhookSecret } });
  first = (await server.login()).accessToken;
  second = (await server.login('demo.candidate2')).accessToken;
});
afterAll(async () => {
  await server?.close();
});

const nums = { sc: 'NUM27', gc: 'PRM', po: 'M3', pp: 'P6' };
const mdcat = { sc: 'MDC27', gc: 'PRM', po: 'M3', pp: 'P1' };
const ecat = { sc: 'ECT27', gc: 'BSC', po: 'M1', pp: 'P5' };
const invalidCoupon = messageText('InvalidCoupon');

async function checkout(token: string, items: object[]) {
  const cart = await server.call<Cart>('POST', routes.saveCart.path, { token, body: { instituteId: 1, items } });
  expect(cart.status, cart.body.Message).toBe(201);
  const result = await server.call<SubscriptionResult>('POST', routes.createSubscription.path, { token, body: { cartId: cart.body.Data.id, instituteId: 1 } });
  expect(result.status, result.body.Message).toBe(200);
  return { cart: cart.body.Data, result: SubscriptionResult.parse(result.body.Data) };
}
const summary = async (invoiceId: number, token = first) => server.call<Invoice>('GET', routes.getInvoiceSummary.path, { token, query: { InvoiceId: invoiceId } });
const coupon = (InvoiceId: number, CouponCode: string, token = first) => server.call<Invoice>('POST', routes.applyCoupon.path, { token, body: { InvoiceId, CouponCode } });
const pay = (InvoiceId: number, gateway: number = PaymentGateway.stripe, token = first) => server.call<PaymentResponse>('POST', routes.payInvoice.path, { token, body: { InvoiceId, PaymentGateway: gateway } });
const verify = (TransactionID: string, token = first) => server.call<VerifyPaymentResponse>('POST', routes.verifyPayment.path, { token, body: { TransactionID } });
const myCourses = async (token: string) => (await server.call<MyCoursesResponse>('GET', DashboardApiRoutes.getMyCourses.path, { token })).body.Data.Courses;
const commerce = () => server.app.modules.commerce;
const pdf = (invoiceId: number | string, token: string | null) =>
  fetch(new URL(`/api/v6/${routes.getInvoicePdf.path.replace('{InvoiceId}', String(invoiceId))}`, server.baseUrl), {
    headers: { ...securityHeaders, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

let numsInvoice: number;
let numsCandidateSosId: number;

describe("the dashboard's payment reminder", () => {
  it("My Courses carries each subscription's reminder window from its plan; MDCAT is due for the demo candidate today", async () => {
    const courses = await myCourses(first);
    for (const course of courses) {
      const plans = demoCatalogue.find((entry) => entry.sosId === course.SOSId)!.plans;
      const plan = plans.find((candidate) => candidate.packageName === course.Subscription.PackageName)!;
      expect(course.Subscription.NotifyBeforeDueDate, course.CourseName).toBe(plan.notifyBeforeDueDate);
    }
    const mdcatCourse = courses.find((course) => course.SOSId === 11)!;
    expect(mdcatCourse.Subscription.NotifyBeforeDueDate).toBe(15);
    // Seeded for the server's day: it ends 10 days on, inside its 15-day window; ECAT (7 days, ends in 40) is not due.
    expect(courses.filter((course) => isPaymentDue(course, server.clock.now())).map((course) => course.SOSId)).toEqual([11]);
  });
});

describe('catalogue, cart and checkout', () => {
  it('lists the courses on sale with integer prices', async () => {
    const result = CatalogueResponse.parse((await server.call('GET', routes.getCatalogue.path)).body.Data);
    expect(result.Courses.map((course) => course.SOSId)).toEqual([11, 12, 21]);
    const plan = result.Courses[2]!.Plans[0]!;
    expect(plan).toMatchObject({ Item: nums, PriceMinor: 1_400_000, Currency: 'PKR', PackageName: 'Premium' });
  });

  it('refuses a cart item not on sale (485) and malformed codes (400)', async () => {
    const unknown = await server.call('POST', routes.saveCart.path, { token: first, body: { instituteId: 1, items: [{ ...nums, pp: 'P99' }] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.Message).toBe(messageText('UnknownCartItem'));
    const malformed = await server.call('POST', routes.saveCart.path, { token: first, body: { instituteId: 1, items: [{ ...nums, sc: 'NUM 27;' }] } });
    expect(malformed.status).toBe(400);
    const empty = await server.call('POST', routes.saveCart.path, { token: first, body: { instituteId: 1, items: [] } });
    expect(empty.status).toBe(400);
  });

  it('splits the cart into eligible and ineligible courses, and makes one due invoice', async () => {
    const { cart, result } = await checkout(first, [nums, mdcat]);
    expect(result.ResponseStatus).toBe(SubscriptionResponseStatus.generateInvoice);
    expect(result.SubscriptionsError).toEqual([
      expect.objectContaining({ SOSId: 21, IsCourseValid: true, Reason: null }),
      expect.objectContaining({ SOSId: 11, IsCourseValid: false, Reason: expect.stringContaining('already enrolled') }),
    ]);
    numsInvoice = result.InvoiceId!;
    // The same cart again: the open invoice, not a second one.
    const again = await server.call<SubscriptionResult>('POST', routes.createSubscription.path, { token: first, body: { cartId: cart.id, instituteId: 1 } });
    expect(again.body.Data.InvoiceId).toBe(numsInvoice);
    const got = await server.call<Cart>('GET', routes.getCart.path, { token: first, query: { cartId: cart.id } });
    expect(got.body.Data).toEqual({ id: cart.id, instituteId: 1, items: [nums, mdcat] });
    // B never sees A's cart, nor subscribes from it.
    expect((await server.call('GET', routes.getCart.path, { token: second, query: { cartId: cart.id } })).status).toBe(404);
    expect((await server.call('POST', routes.createSubscription.path, { token: second, body: { cartId: cart.id, instituteId: 1 } })).status).toBe(404);
    expect((await server.call('GET', routes.getCart.path, { token: first, query: { cartId: 'not-a-uuid' } })).status).toBe(404);
  });

  it('an all-ineligible cart answers error with the reasons (the portal stays on checkout)', async () => {
    const { result } = await checkout(first, [mdcat]);
    expect(result).toMatchObject({ InvoiceId: null, ResponseStatus: SubscriptionResponseStatus.error });
    expect(result.SubscriptionsError[0]!.IsCourseValid).toBe(false);
  });

  it('shows the invoice: one line, due, a pro-forma reference until paid', async () => {
    const invoice = Invoice.parse((await summary(numsInvoice)).body.Data);
    expect(invoice).toMatchObject({ status: { Value: InvoiceStatus.due }, currency: 'PKR', subtotalMinor: 1_400_000, totalMinor: 1_400_000, discountMinor: 0, couponCode: null });
    expect(invoice.lines).toEqual([{ Description: 'NUMS Entry Test Preparation 2027: Premium, 3 months', AmountMinor: 1_400_000 }]);
    expect(invoice.invoiceNumber).toMatch(/^PRO-\d{6}$/);
  });
});

describe('coupons', () => {
  it('refuses unknown, expired and out-of-scope coupons with 186', async () => {
    for (const code of ['NOSUCHCODE', 'EXPIRED5', 'MDCAT25']) {
      const result = await coupon(numsInvoice, code);
      expect(result.status, code).toBe(400);
      expect(result.body.Message, code).toBe(invalidCoupon);
    }
    expect((await coupon(numsInvoice, 'x')).status).toBe(400);
  });

  it('applies a percentage, replaces it with a fixed one, and removes it', async () => {
    const tenPercent = await coupon(numsInvoice, 'welcome10');
    expect(tenPercent.status, tenPercent.body.Message).toBe(200);
    expect(tenPercent.body.Data).toMatchObject({ discountMinor: 140_000, totalMinor: 1_260_000, couponCode: 'WELCOME10' });
    const fixed = await coupon(numsInvoice, 'FLAT1000');
    expect(fixed.body.Data).toMatchObject({ discountMinor: 100_000, totalMinor: 1_300_000, couponCode: 'FLAT1000' });
    const removed = await server.call<Invoice>('GET', routes.removeCoupon.path, { token: first, query: { InvoiceId: numsInvoice } });
    expect(removed.body.Data).toMatchObject({ discountMinor: 0, totalMinor: 1_400_000, couponCode: null });
    expect((await coupon(numsInvoice, 'WELCOME10')).body.Data.totalMinor).toBe(1_260_000);
  });

  it('a single-use coupon goes to the first invoice only (186 after)', async () => {
    expect((await coupon(numsInvoice, 'FIRSTONE')).body.Data.discountMinor).toBe(50_000);
    const { result } = await checkout(second, [ecat]);
    const other = await coupon(result.InvoiceId!, 'FIRSTONE', second);
    expect(other.status).toBe(400);
    expect(other.body.Message).toBe(invalidCoupon);
    expect((await coupon(numsInvoice, 'WELCOME10')).body.Data.totalMinor).toBe(1_260_000);
  });

  it('property: over random carts and coupons, discounts are whole, totals never negative, lines sum to the subtotal', () => {
    let seed = 20_261_124;
    const random = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % max;
    };
    for (let run = 0; run < 2000; run += 1) {
      const lines = Array.from({ length: 1 + random(4) }, () => ({ amountMinor: random(5) === 0 ? 0 : random(10_000_000), sosId: [11, 12, 21][random(3)]!, packageCode: random(2) ? 'PRM' : 'BSC' }));
      const terms: CouponTerms = {
        kind: random(2) ? 'percentage' : 'fixed',
        value: 1 + random(random(2) ? 10_000 : 20_000_000),
        currency: random(4) === 0 ? 'USD' : 'PKR',
        scopeSosId: random(2) ? null : [11, 12, 21][random(3)]!,
        scopePackageCode: random(2) ? null : 'PRM',
      };
      const discount = couponDiscount(lines, 'PKR', terms);
      const totals = invoiceTotals(lines, discount);
      expect(Number.isInteger(discount) && discount >= 0).toBe(true);
      expect(totals.totalMinor).toBeGreaterThanOrEqual(0);
      expect(totals.subtotalMinor).toBe(lines.reduce((sum, line) => sum + line.amountMinor, 0));
      expect(totals.totalMinor + totals.discountMinor).toBe(totals.subtotalMinor);
    }
  });
});

describe('gateways, IDOR and bad input', () => {
  it('lists every gateway of the enum, cards and the two vouchers enabled', async () => {
    const result = await server.call<{ PaymentGateway: number; IsEnabled: boolean }[]>('GET', routes.getPaymentGateways.path, { token: first });
    expect(result.body.Data).toHaveLength(11);
    expect(result.body.Data.filter((gateway) => gateway.IsEnabled).map((gateway) => gateway.PaymentGateway)).toEqual([PaymentGateway.stripe, PaymentGateway.ublOtc, PaymentGateway.JazzCashOtc]);
  });

  it("B cannot read, pay, change the coupon of or verify A's invoice", async () => {
    expect((await summary(numsInvoice, second)).status).toBe(404);
    expect((await coupon(numsInvoice, 'FLAT1000', second)).status).toBe(404);
    expect((await server.call('GET', routes.removeCoupon.path, { token: second, query: { InvoiceId: numsInvoice } })).status).toBe(404);
    expect((await pay(numsInvoice, PaymentGateway.stripe, second)).status).toBe(404);
    const list = await server.call<{ Invoices: Invoice[] }>('GET', routes.getCandidateInvoice.path, { token: second });
    expect(list.body.Data.Invoices.map((invoice) => invoice.invoiceId)).not.toContain(numsInvoice);
    expect((await summary(numsInvoice)).body.Data.couponCode).toBe('WELCOME10');
  });

  it('refuses bad input with 400 and a configured-off gateway with 484', async () => {
    expect((await server.call('GET', routes.getInvoiceSummary.path, { token: first, query: { InvoiceId: 'abc' } })).status).toBe(400);
    expect((await pay(numsInvoice, 99)).status).toBe(400);
    const off = await pay(numsInvoice, PaymentGateway.paypal);
    expect(off.status).toBe(400);
    expect(off.body.Message).toBe(messageText('GatewayUnavailable'));
    expect((await server.call('POST', routes.verifyPayment.path, { token: first, body: {} })).status).toBe(400);
    expect((await server.call('GET', routes.getSubscriptionRenewals.path, { token: first, query: { State: 7 } })).status).toBe(400);
  });
});

describe('paying with the sandbox gateway', () => {
  it('a declined card leaves the invoice due and says so', async () => {
    const started = PaymentResponse.parse((await pay(numsInvoice)).body.Data);
    expect(started.Transaction.RedirectUrl).toBe(`/payments/sandbox/${started.Transaction.TransactionID}`);
    expect((await summary(numsInvoice)).body.Data.status.Value).toBe(InvoiceStatus.inProcess);
    // A payment in flight freezes the invoice's amount.
    expect((await coupon(numsInvoice, 'FLAT1000')).status).toBe(409);
    const page = await fetch(new URL(started.Transaction.RedirectUrl!, server.baseUrl));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('PKR 12,600');
    const declined = await fetch(new URL(`${started.Transaction.RedirectUrl}/fail`, server.baseUrl), { method: 'POST', redirect: 'manual' });
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe(`http://portal.test/invoice/paymentReturn/${started.Transaction.TransactionID}`);
    const verified = VerifyPaymentResponse.parse((await verify(started.Transaction.TransactionID)).body.Data);
    expect(verified).toMatchObject({ Outcome: 'failed', ResponseStatus: SubscriptionResponseStatus.error, Invoice: { status: { Value: InvoiceStatus.due } } });
    expect((await verify(started.Transaction.TransactionID, second)).status).toBe(404);
  });

  it('a success pays the invoice once, numbers it and grants the course with its features', async () => {
    const started = PaymentResponse.parse((await pay(numsInvoice)).body.Data);
    const paid = await fetch(new URL(`${started.Transaction.RedirectUrl}/succeed`, server.baseUrl), { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    const verified = VerifyPaymentResponse.parse((await verify(started.Transaction.TransactionID)).body.Data);
    expect(verified).toMatchObject({ Outcome: 'succeeded', ResponseStatus: SubscriptionResponseStatus.courseRegistered });
    expect(verified.Invoice.invoiceNumber).toMatch(/^INV-2026-\d{6}$/);
    expect(verified.Invoice.totalMinor).toBe(1_260_000);
    const course = (await myCourses(first)).find((candidate) => candidate.SOSId === 21)!;
    expect(course).toMatchObject({ CourseName: 'NUMS Entry Test Preparation 2027', Subscription: { PackageName: 'Premium', AllowRenewal: true } });
    expect(course.Subscription.PackageFeatures.every((feature) => feature.IsFeatureAllowed)).toBe(true);
    numsCandidateSosId = course.CandidateSOSId;
    // The paid invoice is final: no coupon, no second payment.
    expect((await coupon(numsInvoice, 'FLAT1000')).body.Message).toBe(messageText('InvoiceAlreadyPaid'));
    expect((await pay(numsInvoice)).status).toBe(400);
  });

  it('the invoice as a server-made PDF: its number, lines and total; another candidate gets 404', async () => {
    const paidInvoice = (await summary(numsInvoice)).body.Data;
    const response = await pdf(numsInvoice, first);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${paidInvoice.invoiceNumber}.pdf"`);
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(`Invoice ${paidInvoice.invoiceNumber}`);
    expect(text).toContain('Status: Paid');
    expect(text).toContain('NUMS Entry Test Preparation 2027: Premium, 3 months PKR 14,000');
    expect(text).toContain('Discount (WELCOME10) - PKR 1,400');
    expect(text).toContain('Total PKR 12,600');
    // B: not found, like a missing invoice; no token: 401; not an id: 400.
    const other = await pdf(numsInvoice, second);
    expect(other.status).toBe(404);
    expect(other.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await pdf(999_999, first)).status).toBe(404);
    expect((await pdf(numsInvoice, null)).status).toBe(401);
    expect((await pdf('abc', first)).status).toBe(400);
  });

  it('20 concurrent confirmations of one invoice: one grant, one paid invoice, one number', async () => {
    const { result } = await checkout(second, [mdcat]);
    const attempts = await Promise.all([pay(result.InvoiceId!, PaymentGateway.stripe, second), pay(result.InvoiceId!, PaymentGateway.stripe, second)]);
    const ids = attempts.map((attempt) => attempt.body.Data.Transaction.TransactionID);
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, index) => commerce().confirmAttempt(ids[index % 2]!, { provider: 'test', eventId: `concurrent-${index}` })));
    expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'already-paid')).toHaveLength(19);
    const courses = (await myCourses(second)).filter((course) => course.SOSId === 11);
    expect(courses).toHaveLength(1);
    // Basic leaves out Stats, Leaderboard, AI quizzes and Notes; Premium includes them.
    expect(courses[0]!.Subscription.PackageFeatures.find((feature) => feature.FeatureId.Value === Feature.Stats)!.IsFeatureAllowed).toBe(true);
    const rows = await server.app.platform.db.select().from(invoices).where(and(eq(invoices.id, result.InvoiceId!)));
    expect(rows[0]!.status).toBe(InvoiceStatus.paid);
  });

  it('renewal invoices finalised concurrently get consecutive numbers without a gap', async () => {
    const renewals = SubscriptionRenewalsResponse.parse((await server.call('GET', routes.getSubscriptionRenewals.path, { token: second, query: { Filter: 1 } })).body.Data);
    const mdcatSubscription = renewals.SubscriptionRenewals.find((renewal) => renewal.CourseName.startsWith('MDCAT'))!;
    expect(mdcatSubscription.AllowRenewal).toBe(true);
    const attemptIds: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const generated = await server.call<SubscriptionResult>('POST', routes.generateInvoice.path, { token: second, body: { SubscriptionIds: [mdcatSubscription.SubscriptionId] } });
      expect(generated.status, generated.body.Message).toBe(200);
      attemptIds.push((await pay(generated.body.Data.InvoiceId!, PaymentGateway.stripe, second)).body.Data.Transaction.TransactionID);
    }
    const outcomes = await Promise.all(attemptIds.map((id) => commerce().confirmAttempt(id, { provider: 'test', eventId: `renewal-${id}` })));
    expect(outcomes).toEqual(Array(6).fill('paid'));
    const numbers = (await server.app.platform.db.select({ number: invoices.number }).from(invoices).where(eq(invoices.status, InvoiceStatus.paid)))
      .map((row) => row.number!)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
    // Six renewals of three months each moved the end date 18 months on.
    const course = (await myCourses(second)).find((candidate) => candidate.SOSId === 11)!;
    expect(new Date(course.CourseEndDate.Value!).getTime()).toBeGreaterThan(server.clock.now().getTime() + 600 * 86_400_000);
    // B cannot renew A's subscription.
    expect((await server.call('POST', routes.generateInvoice.path, { token: first, body: { SubscriptionIds: [mdcatSubscription.SubscriptionId] } })).status).toBe(404);
  });

  it('a coupon applied after a voucher was printed cancels that voucher: reconciling it later pays nothing', async () => {
    const { result } = await checkout(second, [ecat]);
    const printed = PaymentResponse.parse((await pay(result.InvoiceId!, PaymentGateway.ublOtc, second)).body.Data).Transaction;
    expect(printed.AmountMinor).toBe(500_000);
    const discounted = await coupon(result.InvoiceId!, 'FLAT1000', second);
    expect(discounted.status, discounted.body.Message).toBe(200);
    expect(discounted.body.Data.totalMinor).toBe(400_000);
    // The old voucher, paid at the bank at its printed amount, does not settle the cheaper invoice.
    const stale = parseStatement(`voucher_number,amount,reference\n${printed.VoucherNumber},5000.00,UBL-STALE-1`);
    expect((await reconcileStatement(commerce(), stale)).map((row) => row.outcome)).toEqual(['voucher-cancelled']);
    expect((await summary(result.InvoiceId!, second)).body.Data.status.Value).toBe(InvoiceStatus.due);
    expect((await myCourses(second)).filter((course) => course.SOSId === 12)).toHaveLength(0);
    // A new voucher is for the new total; removing the coupon cancels it in turn.
    const reprinted = PaymentResponse.parse((await pay(result.InvoiceId!, PaymentGateway.ublOtc, second)).body.Data).Transaction;
    expect(reprinted.AmountMinor).toBe(400_000);
    expect(reprinted.VoucherNumber).not.toBe(printed.VoucherNumber);
    const removed = await server.call<Invoice>('GET', routes.removeCoupon.path, { token: second, query: { InvoiceId: result.InvoiceId! } });
    expect(removed.status, removed.body.Message).toBe(200);
    const again = parseStatement(`voucher_number,amount,reference\n${reprinted.VoucherNumber},4000.00,UBL-STALE-2`);
    expect((await reconcileStatement(commerce(), again)).map((row) => row.outcome)).toEqual(['voucher-cancelled']);
    expect((await summary(result.InvoiceId!, second)).body.Data.status.Value).toBe(InvoiceStatus.due);
  });

  it('a voucher leaves the invoice due and gives a voucher number', async () => {
    const { result } = await checkout(second, [ecat]);
    const voucher = PaymentResponse.parse((await pay(result.InvoiceId!, PaymentGateway.ublOtc, second)).body.Data);
    expect(voucher.Transaction.RedirectUrl).toBeNull();
    expect(voucher.Transaction.VoucherNumber).toMatch(/^UBL-\d{7}-[0-9A-F]{6}$/);
    expect((await summary(result.InvoiceId!, second)).body.Data.status.Value).toBe(InvoiceStatus.due);
    // The bank statement: a wrong amount and an unknown voucher change nothing; the right row pays once.
    const number = voucher.Transaction.VoucherNumber!;
    const statement = parseStatement(`voucher_number,amount,reference\n${number},4999.00,UBL-REF-1\nUBL-0000000-FFFFFF,5000,UBL-REF-2\n${number},5000.00,UBL-REF-3`);
    const imported = await reconcileStatement(commerce(), statement);
    expect(imported.map((result) => result.outcome)).toEqual(['amount-mismatch', 'unknown-voucher', 'paid']);
    expect((await reconcileStatement(commerce(), statement)).map((result) => result.outcome)).toEqual(['amount-mismatch', 'unknown-voucher', 'replay']);
    expect((await summary(result.InvoiceId!, second)).body.Data.status.Value).toBe(InvoiceStatus.paid);
    expect((await myCourses(second)).filter((course) => course.SOSId === 12)).toHaveLength(1);
  });
});

describe('the Stripe webhook', () => {
  const stripe = new Stripe('sk_test_unused');
  const post = (payload: string, signature: string) =>
    fetch(new URL('/payments/stripe/webhook', server.baseUrl), { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });

  it('refuses a bad signature, confirms a signed event once, and ignores its replay', async () => {
    const renewals = SubscriptionRenewalsResponse.parse((await server.call('GET', routes.getSubscriptionRenewals.path, { token: second, query: { Filter: 1 } })).body.Data);
    const subscription = renewals.SubscriptionRenewals.find((renewal) => renewal.CourseName.startsWith('MDCAT'))!;
    const generated = await server.call<SubscriptionResult>('POST', routes.generateInvoice.path, { token: second, body: { SubscriptionIds: [subscription.SubscriptionId] } });
    const invoiceId = generated.body.Data.InvoiceId!;
    const attempt = PaymentResponse.parse((await pay(invoiceId, PaymentGateway.stripe, second)).body.Data).Transaction.TransactionID;
    const payload = JSON.stringify({ id: 'evt_test_commerce_1', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_test_1', object: 'checkout.session', payment_status: 'paid', client_reference_id: attempt, metadata: { attemptId: attempt } } } });
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect((await post(payload, forged)).status).toBe(400);
    expect((await post(payload, 'garbage')).status).toBe(400);
    expect((await summary(invoiceId, second)).body.Data.status.Value).toBe(InvoiceStatus.inProcess);
    const endBefore = (await myCourses(second)).find((course) => course.SOSId === 11)!.CourseEndDate.Value;
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const delivered = await post(payload, signature);
    expect(delivered.status).toBe(200);
    expect(await delivered.json()).toEqual({ received: true, outcome: 'paid' });
    const endAfter = (await myCourses(second)).find((course) => course.SOSId === 11)!.CourseEndDate.Value;
    expect(endAfter! > endBefore!).toBe(true);
    const replay = await post(payload, signature);
    expect(await replay.json()).toEqual({ received: true, outcome: 'replay' });
    const courses = (await myCourses(second)).filter((course) => course.SOSId === 11);
    expect(courses).toHaveLength(1);
    expect(courses[0]!.CourseEndDate.Value).toBe(endAfter);
    // VerifyPayment after the webhook: a no-op that reports the paid invoice.
    expect((await verify(attempt, second)).body.Data).toMatchObject({ ResponseStatus: SubscriptionResponseStatus.courseRegistered, Invoice: { status: { Value: InvoiceStatus.paid } } });
  });
});

describe('unsubscribing and expiry', () => {
  it("B cannot unsubscribe A; A unsubscribes and the course leaves A's courses", async () => {
    expect((await server.call('POST', routes.unSubscribe.path, { token: second, body: { CandidateSOSId: numsCandidateSosId } })).status).toBe(404);
    const done = await server.call('POST', routes.unSubscribe.path, { token: first, body: { CandidateSOSId: numsCandidateSosId } });
    expect(done.status, done.body.Message).toBe(200);
    expect((await myCourses(first)).some((course) => course.SOSId === 21)).toBe(false);
    const archived = SubscriptionRenewalsResponse.parse((await server.call('GET', routes.getSubscriptionRenewals.path, { token: first, query: { State: 2 } })).body.Data);
    expect(archived.SubscriptionRenewals.map((renewal) => renewal.SubscriptionStatus)).toContain(5);
  });

  it('an invoice past its due date is expired and cannot be paid', async () => {
    const { result } = await checkout(first, [nums]);
    server.clock.advance(8 * 86_400);
    first = (await server.login()).accessToken;
    const refused = await pay(result.InvoiceId!);
    expect(refused.status).toBe(400);
    expect(refused.body.Message).toBe(messageText('InvoiceExpired'));
    expect((await summary(result.InvoiceId!)).body.Data.status.Value).toBe(InvoiceStatus.expired);
  });

  it('enforces the status table: paid, cancelled and expired are final', () => {
    for (const to of Object.values(InvoiceStatus)) {
      expect(canTransition(InvoiceStatus.paid, to)).toBe(false);
      expect(canTransition(InvoiceStatus.expired, to)).toBe(false);
      expect(canTransition(InvoiceStatus.cancelled, to)).toBe(false);
    }
    expect(canTransition(InvoiceStatus.due, InvoiceStatus.inProcess)).toBe(true);
    expect(canTransition(InvoiceStatus.inProcess, InvoiceStatus.cancelled)).toBe(false);
  });
});

describe('the payment-due reminder', () => {
  it('notifies once per course and period, from NotifyBeforeDueDate days before the end (fake clock)', async () => {
    second = (await server.login('demo.candidate2')).accessToken;
    const active = SubscriptionRenewalsResponse.parse((await server.call('GET', routes.getSubscriptionRenewals.path, { token: second })).body.Data);
    const ecatSubscription = active.SubscriptionRenewals.find((renewal) => renewal.CourseName === 'ECAT Engineering Entry Test Prep')!;
    const end = new Date(`${ecatSubscription.EndDate!}T00:00:00.000Z`).getTime();
    const titles = async () =>
      (await server.app.platform.db.select({ title: candidateNotifications.title }).from(candidateNotifications).where(eq(candidateNotifications.candidateSosId, ecatSubscription.CandidateSOSId))).map((row) => row.title);
    // Eight days before the end (the plan notifies 7 days before): nothing yet.
    server.clock.advance((end - 8 * 86_400_000 - server.clock.now().getTime()) / 1000);
    await server.app.modules.paymentDue();
    expect(await titles()).toEqual([]);
    server.clock.advance(2 * 86_400);
    await server.app.modules.paymentDue();
    const [title, ...others] = await titles();
    expect(others).toEqual([]);
    // The end is partway through a day (the time of purchase): 6 to 7 days away.
    expect(title).toMatch(/^ECAT Engineering Entry Test Prep: payment due in [67] days$/);
    const [notice] = await server.app.platform.db.select({ message: candidateNotifications.message }).from(candidateNotifications).where(eq(candidateNotifications.candidateSosId, ecatSubscription.CandidateSOSId));
    expect(notice!.message).toBe(messageText('CourseExpireInfo'));
    // Again, and after the end: the same period is never notified twice.
    await server.app.modules.paymentDue();
    server.clock.advance(10 * 86_400);
    await server.app.modules.paymentDue();
    expect(await titles()).toHaveLength(1);
  });
});
