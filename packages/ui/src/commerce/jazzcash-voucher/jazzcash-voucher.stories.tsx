import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PaymentGateway } from '@portal/domain';
import {
  buildCandidateProfile,
  buildInvoice,
  buildPaymentTransaction,
} from '@portal/domain/fixtures';
import { JazzCashVoucher } from './jazzcash-voucher';

const transaction = buildPaymentTransaction({
  PaymentGateway: PaymentGateway.JazzCashOtc,
  RedirectUrl: null,
  VoucherNumber: '84051239007',
});

const meta = {
  title: 'Commerce/JazzCashVoucher',
  component: JazzCashVoucher,
  tags: ['autodocs'],
  args: {
    invoice: buildInvoice(),
    voucherNumber: transaction.VoucherNumber ?? '',
    payer: { fullName: buildCandidateProfile().FullName },
    payeeName: 'Candidate Portal Academy',
    onPrint: fn(),
  },
} satisfies Meta<typeof JazzCashVoucher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutPrintButton: Story = { args: { onPrint: undefined } };
