import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InvoiceStatus } from '@portal/domain';
import { InvoiceStatusBadge } from './invoice-status-badge';

const meta = {
  title: 'Commerce/InvoiceStatusBadge',
  component: InvoiceStatusBadge,
  tags: ['autodocs'],
} satisfies Meta<typeof InvoiceStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Due: Story = { args: { status: InvoiceStatus.due } };
export const InProcess: Story = { args: { status: InvoiceStatus.inProcess } };
export const Cancelled: Story = { args: { status: InvoiceStatus.cancelled } };
export const Paid: Story = { args: { status: InvoiceStatus.paid } };
export const ErrorStatus: Story = { name: 'Error', args: { status: InvoiceStatus.error } };
export const Expired: Story = { args: { status: InvoiceStatus.expired } };
/** A paid invoice a credit note refunded: it stays paid (immutable), the badge says so. */
export const Refunded: Story = {
  args: { status: InvoiceStatus.paid, refunded: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Refunded')).toBeVisible();
    await expect(within(canvasElement).queryByText('Paid')).toBeNull();
  },
};
