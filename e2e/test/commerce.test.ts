import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  dismissHowYouKnow,
  launchBrowser,
  openPortal,
  signIn,
  waitForPath,
  type PortalPage,
} from '../support/browser';
import { reconcileVoucher, refundInvoice } from '../support/operator';

/*
 * Commerce end to end (issue 18) against the real server: demo.candidate2 (enrolled in NUMS only)
 * picks ECAT Basic for a month on the portal's catalogue, checks out (the server-side cart and the
 * shared cart cookie), tries an expired coupon (186), applies WELCOME10, pays on the sandbox
 * gateway's hosted page, and lands on /Invoice/courseSubscribed; the course is then on the dashboard
 * and its subscription runs a month from today. It then renews that subscription (the end date moves
 * a month on) and unsubscribes (190): the course leaves the dashboard, the subscription is archived.
 * The dates come from the real clock (today, UTC), not from fixture dates.
 * Then the over-the-counter journey: MDCAT Basic paid with a UBL voucher (number, amount, due date,
 * one printable A4 page) stays due and locked until the operator reconciles the bank's collection;
 * then the invoice is paid and the course opens on the dashboard. Refunded, it gets a credit note
 * (listed on My Invoices, a PDF download) and the course leaves.
 */

const baseURL = inject('baseURL');
const ecat = 'ECAT Engineering Entry Test Prep';
const mdcat = 'MDCAT Complete Preparation 2027';

/** The ECAT card on My Subscriptions. */
const subscriptionCard = (page: Page) =>
  page
    .locator('[data-slot="subscription-card"]')
    .filter({ has: page.getByRole('heading', { name: ecat }) });
/** Today's calendar day in UTC (the server's clock; the journey runs on the real date). */
const todayUtc = () => new Date().toISOString().slice(0, 10);
/** A calendar day plus whole months, as the server adds them (setUTCMonth). */
function addDaysUtc(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
/** The pages of a PDF (its page objects; Chromium writes them uncompressed). */
const pdfPageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
function addMonthsUtc(day: string, months: number): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next.toISOString().slice(0, 10);
}

let browser: Browser;
let portal: PortalPage;
beforeAll(async () => {
  browser = await launchBrowser();
  portal = await openPortal(browser, baseURL);
  await signIn(portal.page, 'demo.candidate2');
  await dismissHowYouKnow(portal.page);
});
afterAll(async () => {
  await portal?.context.close();
  await browser?.close();
});

describe('buying a course', () => {
  it('catalogue -> checkout -> coupon (186, then WELCOME10) -> sandbox pay -> course on the dashboard', async () => {
    const { page } = portal;
    await page.goto('/catalogue');
    await page.getByRole('heading', { name: ecat }).waitFor();
    // ECAT's Basic plan for a month (plan 5 of the demo catalogue).
    await page.locator('#plan-5').check();
    await page.getByRole('button', { name: 'Check out (1)' }).click();
    await waitForPath(page, '/invoice/invoiceSummary');
    await page.getByText('ECAT Engineering Entry Test Prep: Basic, 1 month').waitFor();

    const coupon = page.getByLabel('Coupon code');
    await coupon.fill('EXPIRED5');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('This coupon code is invalid or has expired.').waitFor();
    await coupon.fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('applied').waitFor();
    await page.getByText('PKR 4,500').first().waitFor();

    await page.getByLabel(/Credit \/ debit card/).check();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByRole('heading', { name: 'Sandbox payment gateway' }).waitFor();
    await page.getByText('PKR 4,500').waitFor();
    await page.getByRole('button', { name: 'Pay now (succeeds)' }).click();
    await waitForPath(page, '/Invoice/courseSubscribed');
    await page.getByRole('heading', { name: 'You are subscribed' }).waitFor();

    await page.getByRole('link', { name: 'Go to my courses' }).click();
    await waitForPath(page, '/dashboard');
    await page.getByRole('heading', { name: ecat }).waitFor();

    // End state: the subscription is active for one month from today, and the invoice is paid.
    await page.goto('/dashboard/mySubscriptions');
    const card = subscriptionCard(page);
    await card.waitFor();
    expect(await card.getAttribute('data-status')).toBe('1');
    expect(await card.locator('time').getAttribute('datetime')).toBe(addMonthsUtc(todayUtc(), 1));
  });

  it('renews the subscription: the renewal invoice is paid and the end date moves a month on', async () => {
    const { page } = portal;
    await page.goto('/dashboard/mySubscriptions');
    const card = subscriptionCard(page);
    const endBefore = await card.locator('time').getAttribute('datetime');
    expect(endBefore).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await card.getByRole('button', { name: 'Renew' }).click();
    await waitForPath(page, /^\/dashboard\/invoiceSummary\//);
    await page.getByText(`Renewal: ${ecat}: Basic, 1 month`).waitFor();
    await page.getByText('PKR 5,000').first().waitFor();
    await page.getByLabel(/Credit \/ debit card/).check();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByRole('heading', { name: 'Sandbox payment gateway' }).waitFor();
    await page.getByRole('button', { name: 'Pay now (succeeds)' }).click();
    await waitForPath(page, '/Invoice/courseSubscribed');
    await page.goto('/dashboard/mySubscriptions');
    await expect
      .poll(() => subscriptionCard(page).locator('time').getAttribute('datetime'))
      .toBe(addMonthsUtc(endBefore!, 1));
  });

  it('unsubscribes after the 190 confirmation: the course leaves the dashboard and the subscription is archived', async () => {
    const { page } = portal;
    await page.goto('/dashboard/mySubscriptions');
    const card = subscriptionCard(page);
    await card.getByRole('button', { name: 'Unsubscribe' }).click();
    const dialog = page.getByRole('dialog', { name: `Unsubscribe from ${ecat}?` });
    await dialog.waitFor();
    expect((await dialog.textContent())?.length).toBeGreaterThan(
      `Unsubscribe from ${ecat}?`.length + 20,
    );
    await dialog.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByText('You have unsubscribed. The course has left your courses.').waitFor();
    await subscriptionCard(page).waitFor({ state: 'detached' });
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'NUMS Entry Test Preparation 2027' }).first().waitFor();
    expect(await page.getByRole('heading', { name: ecat }).count()).toBe(0);
    // Archived now, ended today.
    await page.goto('/dashboard/mySubscriptions');
    await page.getByLabel('Show').selectOption('2');
    const archived = subscriptionCard(page);
    await archived.waitFor();
    expect(await archived.getAttribute('data-status')).not.toBe('1');
    expect(await archived.locator('time').getAttribute('datetime')).toBe(todayUtc());
  });

  it('a declined card leaves the invoice due and says so', async () => {
    const { page } = portal;
    await page.goto('/catalogue');
    // MDCAT's Basic plan for a month (plan 3 of the demo catalogue).
    await page.locator('#plan-3').check();
    await page.getByRole('button', { name: 'Check out (1)' }).click();
    await waitForPath(page, '/invoice/invoiceSummary');
    await page.getByLabel(/Credit \/ debit card/).check();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByRole('button', { name: 'Card declined (fails)' }).click();
    await page
      .getByText('Your payment did not go through. The invoice is still due: you can pay again.')
      .waitFor();
    await page.getByRole('button', { name: 'Pay now' }).waitFor();
  });
});

describe('paying with a UBL bank voucher', () => {
  let voucherNumber = '';
  let invoiceId = 0;

  it('checks out with a UBL voucher: its number, amount and due date, on one printable A4 page', async () => {
    const { page } = portal;
    await page.goto('/catalogue');
    // MDCAT's Basic plan for a month (plan 3 of the demo catalogue): PKR 4,000.
    await page.locator('#plan-3').check();
    await page.getByRole('button', { name: 'Check out (1)' }).click();
    await waitForPath(page, '/invoice/invoiceSummary');
    await page.getByText(`${mdcat}: Basic, 1 month`).waitFor();
    // Chosen by keyboard: the payment methods are one radio group.
    const ubl = page.getByLabel(/UBL bank voucher/);
    await ubl.focus();
    await page.keyboard.press('Space');
    expect(await ubl.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Get a bank voucher' }).click();

    await waitForPath(page, /^\/invoice\/print\/ubl\/\d+\?voucher=UBL-/);
    const voucher = page.getByRole('article', { name: /^UBL voucher UBL-\d{7}-[0-9A-F]{6}$/ });
    await voucher.waitFor();
    voucherNumber = (await voucher.getAttribute('aria-label'))!.replace('UBL voucher ', '');
    invoiceId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByText(`Voucher ${voucherNumber}: awaiting your payment`).waitFor();
    const candidateCopy = voucher.getByRole('region', { name: 'Candidate copy' });
    expect(await candidateCopy.getByText(voucherNumber).count()).toBe(1);
    expect(await candidateCopy.getByText('PKR 4,000').count()).toBe(1);
    expect(await candidateCopy.getByText(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/).count()).toBe(2); // issue and due dates
    await voucher.getByRole('button', { name: 'Print voucher' }).waitFor();
    // The print preview (what "Print voucher" prints, or saves as a PDF) is one A4 page.
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    await page.emulateMedia({ media: 'screen' });
    expect(pdfPageCount(pdf)).toBe(1);
  });

  it('stays due, with the voucher to pay, and the course stays locked until the bank is reconciled', async () => {
    const { page } = portal;
    await page.getByRole('link', { name: 'Back to the invoice' }).click();
    await waitForPath(page, /^\/dashboard\/myInvoice\//);
    const waiting = page.getByRole('region', { name: 'Awaiting your payment at the bank' });
    await waiting.waitFor();
    expect(await waiting.getByText(voucherNumber).count()).toBe(1);
    expect(await waiting.getByText('PKR 4,000').count()).toBe(1);
    expect(await waiting.locator('time').getAttribute('datetime')).toBe(addDaysUtc(todayUtc(), 7));
    expect(await page.getByText('Due', { exact: true }).count()).toBeGreaterThan(0);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'NUMS Entry Test Preparation 2027' }).first().waitFor();
    expect(await page.getByRole('heading', { name: mdcat }).count()).toBe(0);
  });

  it('after the reconciliation the invoice is paid and the course opens on the dashboard', async () => {
    const { page } = portal;
    // The bank's statement names the voucher, the amount (major units) and its own reference.
    const reference = `UBL-STMT-${voucherNumber}`;
    expect((await reconcileVoucher(baseURL, voucherNumber, '4000.00', reference)).outcome).toBe('paid');
    // Importing the same statement line again grants nothing twice.
    expect((await reconcileVoucher(baseURL, voucherNumber, '4000.00', reference)).outcome).toBe('replay');

    await page.goto('/dashboard/myInvoices');
    // Newest first: the voucher's invoice, numbered now that it is paid.
    const row = page.getByRole('row').filter({ hasText: /^INV-\d{4}-\d{6}/ }).filter({ hasText: 'PKR 4,000' }).first();
    await row.waitFor();
    expect(await row.getByText('Paid', { exact: true }).count()).toBe(1);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: mdcat }).first().waitFor();
    await page.goto('/dashboard/mySubscriptions');
    const card = page.locator('[data-slot="subscription-card"]').filter({ has: page.getByRole('heading', { name: mdcat }) });
    await card.waitFor();
    expect(await card.getAttribute('data-status')).toBe('1');
    expect(await card.locator('time').getAttribute('datetime')).toBe(addMonthsUtc(todayUtc(), 1));
  });

  it('a refund issues a credit note, listed on My Invoices and downloadable as a PDF; the course leaves', async () => {
    const { page } = portal;
    // The academy refunds it (an operator's decision); this also leaves demo.candidate2 enrolled in
    // NUMS only again, as the later journeys expect.
    const { creditNoteNumber, invoiceNumber } = await refundInvoice(baseURL, invoiceId, 'Paid twice: refunded at the bank');
    expect(creditNoteNumber).toMatch(/^CN-\d{4}-\d{6}$/);
    await page.goto('/dashboard/myInvoices');
    const notes = page.getByRole('region', { name: 'Credit notes' });
    await notes.waitFor();
    const row = notes.getByRole('row').filter({ hasText: creditNoteNumber });
    expect(await row.getByText(invoiceNumber).count()).toBe(1);
    expect(await row.getByText('-PKR 4,000').count()).toBe(1);
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: `Download PDF of credit note ${creditNoteNumber}` }).click();
    expect((await download).suggestedFilename()).toBe(`${creditNoteNumber}.pdf`);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'NUMS Entry Test Preparation 2027' }).first().waitFor();
    expect(await page.getByRole('heading', { name: mdcat }).count()).toBe(0);
  });
});
