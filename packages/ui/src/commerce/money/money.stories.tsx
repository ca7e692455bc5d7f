import type { Meta, StoryObj } from '@storybook/react-vite';
import { Money } from './money';

const meta = {
  title: 'Commerce/Money',
  component: Money,
  tags: ['autodocs'],
  args: { amount: 12500, currency: 'PKR' },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {};
export const Total: Story = { args: { emphasis: 'total' } };
export const Discount: Story = { args: { amount: 1250, negative: true, tone: 'discount' } };
export const Fractional: Story = { args: { amount: 49.99, currency: 'USD' } };
