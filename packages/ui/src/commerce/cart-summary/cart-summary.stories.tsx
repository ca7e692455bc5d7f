import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CartSummary, type CartSummaryItem } from './cart-summary';

const items: CartSummaryItem[] = [
  {
    id: 'MDCAT-26',
    courseName: 'MDCAT 2026 Complete',
    planName: 'Premium · 12 months',
    amountMinor: 1_800_000,
  },
  {
    id: 'ECAT-26',
    courseName: 'ECAT 2026 Crash Course',
    planName: 'Standard · 3 months',
    amountMinor: 650_000,
  },
];

const meta = {
  title: 'Commerce/CartSummary',
  component: CartSummary,
  tags: ['autodocs'],
  args: { items, currency: 'PKR', onRemove: fn(), onCheckout: fn() },
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithIneligibleCourse: Story = {
  args: {
    items: [
      ...items,
      {
        id: 'NUMS-25',
        courseName: 'NUMS 2025 Mock Series',
        amountMinor: 300_000,
        ineligible: true,
        reason: 'You are already subscribed to this course.',
      },
    ],
  },
};
export const Empty: Story = { args: { items: [] } };
export const Loading: Story = { args: { loading: true } };
export const CheckingOut: Story = { args: { pending: true } };
