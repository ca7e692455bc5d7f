import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentGateway } from '@portal/domain';
import { buildInvoice } from '@portal/domain/fixtures';
import { OpenVoucher } from './open-voucher';

const invoice = buildInvoice();

const meta = {
  title: 'Commerce/OpenVoucher',
  component: OpenVoucher,
  tags: ['autodocs'],
  args: {
    invoice,
    voucher: { VoucherNumber: 'UBL-0000042-9F3A1C', PaymentGateway: PaymentGateway.ublOtc, AmountMinor: invoice.totalMinor },
    printAction: (
      <a className="text-primary underline" href="#voucher">
        Print or save the voucher
      </a>
    ),
  },
} satisfies Meta<typeof OpenVoucher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ubl: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Awaiting your payment at the bank' });
    await expect(within(region).getByText('UBL-0000042-9F3A1C')).toBeVisible();
    await expect(within(region).getByText(/any UBL branch/)).toBeVisible();
  },
};
export const JazzCash: Story = {
  args: { voucher: { VoucherNumber: 'JC-0000042-9F3A1C', PaymentGateway: PaymentGateway.JazzCashOtc, AmountMinor: invoice.totalMinor } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/any JazzCash retailer/)).toBeVisible();
  },
};
