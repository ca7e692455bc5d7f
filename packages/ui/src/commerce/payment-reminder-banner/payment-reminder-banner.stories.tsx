import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildInvoice } from '@portal/domain/fixtures';
import { PaymentReminderBanner } from './payment-reminder-banner';

const invoice = buildInvoice({
  invoiceNumber: 'INV-2026-000123',
  dueDate: '2026-12-09T00:00:00.000Z',
});

const meta = {
  title: 'Commerce/PaymentReminderBanner',
  component: PaymentReminderBanner,
  tags: ['autodocs'],
  args: {
    invoiceNumber: invoice.invoiceNumber,
    totalMinor: invoice.totalMinor,
    currency: invoice.currency,
    dueDate: invoice.dueDate,
    daysLeft: 15,
    onPay: fn(),
  },
} satisfies Meta<typeof PaymentReminderBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** MDCAT Premium's window: the reminder appears 15 days before the due day. */
export const DueInFifteenDays: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Payment due in 15 days' })).toBeVisible();
    await expect(canvas.getByText('PKR 15,000')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
};

export const DueTomorrow: Story = { args: { daysLeft: 1 } };

/** On the due day itself the banner is outlined in the destructive colour. */
export const DueToday: Story = { args: { daysLeft: 0 } };

/**
 * The dashboard's reminder for a subscription (no invoice yet): the course ending within its plan's
 * window, and Renew.
 */
export const CourseRenewalDue: Story = {
  args: {
    invoiceNumber: undefined,
    totalMinor: undefined,
    currency: undefined,
    courseName: 'MDCAT Complete Preparation 2027',
    dueDate: '2026-12-04',
    daysLeft: 10,
    actionLabel: 'Renew',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: 'Payment due in 10 days' });
    await expect(banner).toHaveTextContent('Your subscription to MDCAT Complete Preparation 2027 ends on');
    await userEvent.click(canvas.getByRole('button', { name: 'Renew' }));
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
};
