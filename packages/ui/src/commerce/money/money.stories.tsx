import type { Meta, StoryObj } from '@storybook/react-vite';
import { Money } from './money';

const meta = {
  title: 'Commerce/Money',
  component: Money,
  tags: ['autodocs'],
  args: { amountMinor: 1_250_000, currency: 'PKR' },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {};
export const Total: Story = { args: { emphasis: 'total' } };
export const Discount: Story = { args: { amountMinor: 125_000, negative: true, tone: 'discount' } };
export const Fractional: Story = { args: { amountMinor: 4999, currency: 'USD' } };
