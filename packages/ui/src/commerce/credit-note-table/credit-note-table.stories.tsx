import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CreditNote } from '@portal/domain';
import { CreditNoteTable } from './credit-note-table';

const refund: CreditNote = {
  creditNoteId: 1,
  creditNoteNumber: 'CN-2026-000001',
  invoiceId: 12,
  invoiceNumber: 'INV-2026-000012',
  issueDate: '2026-11-20T09:30:00.000Z',
  currency: 'PKR',
  reason: 'MDCAT evening batch cancelled by the academy',
  lines: [
    { Description: 'Refund: MDCAT Complete Preparation 2027: Premium, 3 months', AmountMinor: -1_500_000 },
    { Description: 'Discount given back (WELCOME10)', AmountMinor: 150_000 },
  ],
  totalMinor: -1_350_000,
};

const meta = {
  title: 'Commerce/CreditNoteTable',
  component: CreditNoteTable,
  tags: ['autodocs'],
  args: { creditNotes: [refund], onDownload: fn() },
} satisfies Meta<typeof CreditNoteTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneRefund: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('-PKR 13,500')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download PDF of credit note CN-2026-000001' }));
    await expect(args.onDownload).toHaveBeenCalledWith(refund);
  },
};
export const Downloading: Story = {
  args: { pendingId: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /CN-2026-000001/ })).toBeDisabled();
  },
};
