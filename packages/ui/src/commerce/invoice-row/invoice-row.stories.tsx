import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InvoiceStatus } from '@portal/domain';
import { buildInvoice } from '@portal/domain/fixtures';
import { InvoiceRow, InvoiceRowHeader } from './invoice-row';

const meta = {
  title: 'Commerce/InvoiceRow',
  component: InvoiceRow,
  tags: ['autodocs'],
  args: { invoice: buildInvoice(), onView: fn(), onPay: fn() },
  decorators: [
    (Story) => (
      <table className="w-full max-w-3xl border border-border bg-card">
        <caption className="sr-only">My invoices</caption>
        <thead>
          <InvoiceRowHeader />
        </thead>
        <tbody>
          <Story />
        </tbody>
      </table>
    ),
  ],
} satisfies Meta<typeof InvoiceRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Due: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Pay invoice/ }));
    await expect(args.onPay).toHaveBeenCalledWith(args.invoice);
  },
};
export const InProcess: Story = {
  args: { invoice: buildInvoice({ status: { Value: InvoiceStatus.inProcess } }) },
};
export const Paid: Story = {
  args: { invoice: buildInvoice({ status: { Value: InvoiceStatus.paid } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Pay invoice/ })).toBeNull();
  },
};
export const Cancelled: Story = {
  args: { invoice: buildInvoice({ status: { Value: InvoiceStatus.cancelled } }) },
};
export const ErrorStatus: Story = {
  name: 'Error',
  args: { invoice: buildInvoice({ status: { Value: InvoiceStatus.error } }) },
};
export const Expired: Story = {
  args: { invoice: buildInvoice({ status: { Value: InvoiceStatus.expired } }) },
};
/** A paid invoice refunded by a credit note shows "Refunded", never "Paid". */
export const Refunded: Story = {
  args: {
    invoice: buildInvoice({
      status: { Value: InvoiceStatus.paid },
      creditNote: { CreditNoteNumber: 'CN-2026-000001', IssueDate: '2026-11-20T09:00:00.000Z' },
    }),
  },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement);
    await expect(row.getByText('Refunded')).toBeVisible();
    await expect(row.queryByText('Paid')).toBeNull();
    await expect(row.queryByRole('button', { name: /Pay invoice/ })).toBeNull();
  },
};
