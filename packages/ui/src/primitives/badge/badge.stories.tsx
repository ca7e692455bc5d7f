import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Active' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Draft' } };
export const Success: Story = { args: { variant: 'success', children: 'Paid' } };
export const Warning: Story = { args: { variant: 'warning', children: 'Due soon' } };
export const Destructive: Story = { args: { variant: 'destructive', children: 'Expired' } };
export const Info: Story = { args: { variant: 'info', children: 'New' } };
export const Outline: Story = { args: { variant: 'outline', children: '3 items' } };
