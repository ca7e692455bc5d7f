import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SubscriptionStatus } from '@portal/domain';
import { buildSubscriptionRenewal } from '@portal/domain/fixtures';
import { SubscriptionCard } from './subscription-card';

const renewal = buildSubscriptionRenewal();

const meta = {
  title: 'Commerce/SubscriptionCard',
  component: SubscriptionCard,
  tags: ['autodocs'],
  args: {
    courseName: renewal.CourseName,
    packageName: renewal.PackageName,
    status: renewal.SubscriptionStatus,
    endDate: renewal.EndDate,
    allowRenewal: renewal.AllowRenewal,
    onRenew: fn(),
    onUnsubscribe: fn(),
  },
} satisfies Meta<typeof SubscriptionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unsubscribing asks for confirmation first. */
export const Active: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Unsubscribe' }));
    const dialog = within(await screen.findByRole('dialog'));
    await expect(args.onUnsubscribe).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Unsubscribe' }));
    await expect(args.onUnsubscribe).toHaveBeenCalledOnce();
  },
};
/** Without AllowRenewal there is no Renew button (spec section 6). */
export const RenewalNotAllowed: Story = {
  args: { allowRenewal: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Renew' })).toBeNull();
  },
};
export const Pending: Story = { args: { status: SubscriptionStatus.Pending, allowRenewal: false } };
export const Trial: Story = { args: { status: SubscriptionStatus.Trial } };
export const Suspended: Story = {
  args: { status: SubscriptionStatus.Suspended, allowRenewal: false },
};
export const Unsubscribed: Story = {
  args: { status: SubscriptionStatus.Unsubscribed, onUnsubscribe: undefined, allowRenewal: false },
};
export const Cancelled: Story = {
  args: { status: SubscriptionStatus.Cancelled, onUnsubscribe: undefined, allowRenewal: false },
};
export const Expired: Story = {
  args: { status: SubscriptionStatus.Expired, onUnsubscribe: undefined },
};
