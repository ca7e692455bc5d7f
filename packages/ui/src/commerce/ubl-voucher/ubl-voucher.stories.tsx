import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PaymentGateway } from '@portal/domain';
import {
  buildCandidateProfile,
  buildInvoice,
  buildPaymentTransaction,
} from '@portal/domain/fixtures';
import { UblVoucher } from './ubl-voucher';

const transaction = buildPaymentTransaction({
  PaymentGateway: PaymentGateway.ublOtc,
  RedirectUrl: null,
  VoucherNumber: '1001-2026-9001',
});

const meta = {
  title: 'Commerce/UblVoucher',
  component: UblVoucher,
  tags: ['autodocs'],
  args: {
    invoice: buildInvoice(),
    voucherNumber: transaction.VoucherNumber ?? '',
    payer: { fullName: buildCandidateProfile().FullName },
    account: {
      bankName: 'United Bank Limited',
      accountTitle: 'Candidate Portal Academy',
      accountNumber: 'PK36 UNIL 0109 0000 0123 4567',
      branch: 'Mall Road, Lahore (0123)',
    },
    onPrint: fn(),
  },
} satisfies Meta<typeof UblVoucher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeCopies: Story = {};
export const SingleCopy: Story = { args: { copies: ['Candidate copy'], onPrint: undefined } };
