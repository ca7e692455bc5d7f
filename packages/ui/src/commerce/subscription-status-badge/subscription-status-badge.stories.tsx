import type { Meta, StoryObj } from '@storybook/react-vite';
import { SubscriptionStatus } from '@portal/domain';
import { SubscriptionStatusBadge } from './subscription-status-badge';

const meta = {
  title: 'Commerce/SubscriptionStatusBadge',
  component: SubscriptionStatusBadge,
  tags: ['autodocs'],
} satisfies Meta<typeof SubscriptionStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = { args: { status: SubscriptionStatus.Active } };
export const Pending: Story = { args: { status: SubscriptionStatus.Pending } };
export const Trial: Story = { args: { status: SubscriptionStatus.Trial } };
export const Suspended: Story = { args: { status: SubscriptionStatus.Suspended } };
export const Unsubscribed: Story = { args: { status: SubscriptionStatus.Unsubscribed } };
export const Cancelled: Story = { args: { status: SubscriptionStatus.Cancelled } };
export const Expired: Story = { args: { status: SubscriptionStatus.Expired } };
