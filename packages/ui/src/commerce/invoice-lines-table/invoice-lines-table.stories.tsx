import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buildInvoice } from '@portal/domain/fixtures';
import { InvoiceLinesTable } from './invoice-lines-table';

const lines = [
  { Description: 'MDCAT Complete Preparation 2027: Premium, 3 months', AmountMinor: 1_500_000 },
  { Description: 'MDCAT Biology Essentials (e-book)', AmountMinor: 150_000 },
];

const meta = {
  title: 'Commerce/InvoiceLinesTable',
  component: InvoiceLinesTable,
  args: { invoice: buildInvoice({ lines }), look: 'card' },
} satisfies Meta<typeof InvoiceLinesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the invoice summary card: muted headings, the total emphasised. */
export const Card: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Invoice lines' });
    await expect(within(table).getByRole('rowheader', { name: 'Subtotal' })).toBeVisible();
    await expect(within(table).queryByRole('rowheader', { name: /Discount/ })).toBeNull();
  },
};

/** A coupon's discount is a row of its own, named with the code. */
export const CardWithCoupon: Story = {
  args: { invoice: buildInvoice({ lines, discountMinor: 165_000, couponCode: 'WELCOME10' }) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('rowheader', { name: 'Discount (WELCOME10)' }),
    ).toBeVisible();
  },
};

/** On the printed A4 invoice: "Description" heading and right-aligned totals' labels. */
export const Print: Story = {
  args: {
    look: 'print',
    invoice: buildInvoice({ lines, discountMinor: 165_000, couponCode: null }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('columnheader', { name: 'Description' }),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('rowheader', { name: 'Discount' })).toBeVisible();
  },
};
