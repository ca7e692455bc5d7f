import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AnswerSaveMark } from './answer-save-mark';

const meta = {
  title: 'Tests/AnswerSaveMark',
  component: AnswerSaveMark,
  tags: ['autodocs'],
  args: { status: 'saved' },
} satisfies Meta<typeof AnswerSaveMark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Answer saved');
  },
};
export const Pending: Story = { args: { status: 'pending' } };
export const Failed: Story = { args: { status: 'failed' } };
export const Offline: Story = { args: { status: 'offline' } };
