import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cdp, page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { PaymentGateway } from '@portal/domain';
import {
  buildCandidateProfile,
  buildInvoice,
  buildPaymentTransaction,
} from '@portal/domain/fixtures';
import { JazzCashVoucher } from '../jazzcash-voucher/jazzcash-voucher';
import { UblVoucher } from '../ubl-voucher/ubl-voucher';
import { PrintableInvoice } from './printable-invoice';

// A4 is 210 x 297 mm; theme.css prints with 12 mm margins, leaving 186 x 273 mm = 703 x 1032 CSS px.
const A4_CONTENT_WIDTH = Math.floor((186 / 25.4) * 96);
const A4_CONTENT_HEIGHT = Math.floor((273 / 25.4) * 96);
// The test setup pads <body> by 16 px on each side; the viewport adds them back.
const BODY_PADDING = 16;

const invoice = buildInvoice({
  lines: [
    { Description: 'MDCAT Complete Preparation 2027: Premium, 3 months', AmountMinor: 1_500_000 },
    { Description: 'MDCAT Biology Essentials (e-book)', AmountMinor: 150_000 },
  ],
  discountMinor: 165_000,
  couponCode: 'WELCOME10',
});
const profile = buildCandidateProfile();
const payer = { fullName: profile.FullName, email: profile.Email, phone: profile.CellPhone };
const voucherNumber =
  buildPaymentTransaction({
    PaymentGateway: PaymentGateway.ublOtc,
    VoucherNumber: '1001-2026-9001',
  }).VoucherNumber ?? '';

const layouts = {
  PrintableInvoice: (
    <PrintableInvoice
      invoice={invoice}
      billTo={payer}
      issuer={{ name: 'Candidate Portal Academy', address: ['12 Mall Road', 'Lahore, Pakistan'] }}
      onPrint={() => {}}
    />
  ),
  UblVoucher: (
    <UblVoucher
      invoice={invoice}
      voucherNumber={voucherNumber}
      payer={payer}
      account={{
        bankName: 'United Bank Limited',
        accountTitle: 'Candidate Portal Academy',
        accountNumber: 'PK36 UNIL 0109 0000 0123 4567',
        branch: 'Mall Road, Lahore (0123)',
      }}
      onPrint={() => {}}
    />
  ),
  JazzCashVoucher: (
    <JazzCashVoucher
      invoice={invoice}
      voucherNumber="84051239007"
      payer={payer}
      payeeName="Candidate Portal Academy"
      onPrint={() => {}}
    />
  ),
};

describe('printable layouts in print media', () => {
  beforeEach(async () => {
    await page.viewport(A4_CONTENT_WIDTH + 2 * BODY_PADDING, A4_CONTENT_HEIGHT + 2 * BODY_PADDING);
    await cdp().send('Emulation.setEmulatedMedia', { media: 'print' });
  });
  afterEach(async () => {
    await cdp().send('Emulation.setEmulatedMedia', { media: '' });
  });

  for (const [name, element] of Object.entries(layouts)) {
    it(`${name} fits one A4 page, without chrome`, async () => {
      const screen = await render(element);
      const sheet = screen.container.querySelector<HTMLElement>('article');
      expect(sheet).not.toBeNull();
      const box = sheet!.getBoundingClientRect();
      // The print button is hidden; the sheet loses its card border and shadow.
      expect(screen.container.querySelector('.no-print')).not.toBeNull();
      expect(getComputedStyle(screen.container.querySelector('.no-print')!).display).toBe('none');
      expect(getComputedStyle(sheet!).borderTopWidth).toBe('0px');
      // Tailwind composes shadows from variables: 'none' in print comes out as transparent layers.
      const shadow = getComputedStyle(sheet!).boxShadow;
      expect(
        shadow === 'none' ||
          shadow
            .split(/,(?![^(]*\))/)
            .every((layer) => layer.trim().startsWith('rgba(0, 0, 0, 0)')),
      ).toBe(true);
      // Fits A4 width with nothing overflowing sideways, and one page high.
      expect(box.width).toBeLessThanOrEqual(A4_CONTENT_WIDTH);
      expect(sheet!.scrollWidth).toBeLessThanOrEqual(Math.ceil(box.width));
      expect(box.height).toBeLessThanOrEqual(A4_CONTENT_HEIGHT);
      // No page break inside the sheet.
      expect(getComputedStyle(sheet!).breakInside).toBe('avoid');
    });
  }
});
