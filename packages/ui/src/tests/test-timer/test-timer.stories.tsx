import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TestTimer } from './test-timer';

// Stories are paused so screenshots do not depend on when they are taken.
const meta = {
  title: 'Tests/TestTimer',
  component: TestTimer,
  tags: ['autodocs'],
  args: { paused: true, onExpire: fn() },
} satisfies Meta<typeof TestTimer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plenty: Story = { args: { remainingSeconds: 45 * 60 } };

export const Warning: Story = { args: { remainingSeconds: 4 * 60 + 30 } };

export const Critical: Story = { args: { remainingSeconds: 42 } };

export const Expired: Story = { args: { remainingSeconds: 0 } };
