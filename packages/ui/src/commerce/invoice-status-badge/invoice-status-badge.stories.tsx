import type { Meta, StoryObj } from '@storybook/react-vite';
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
