import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AnswerQueueStatus } from './answer-queue-status';

const meta = {
  title: 'Tests/AnswerQueueStatus',
  component: AnswerQueueStatus,
  tags: ['autodocs'],
  args: { online: true, waiting: 0 },
} satisfies Meta<typeof AnswerQueueStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('All answers saved');
  },
};
export const Saving: Story = { args: { waiting: 2 } };
export const OfflineWaiting: Story = {
  args: { online: false, waiting: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Offline: 3 answers waiting',
    );
  },
};
export const OfflineNothingWaiting: Story = { args: { online: false, waiting: 0 } };
export const OfflineSubmitting: Story = { args: { online: false, waiting: 1, submitting: true } };
export const Checking: Story = {
  args: { checking: true, waiting: 0 },
  play: async ({ canvasElement }) => {
    // Never "All answers saved" before the device's queue has been read.
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Checking this device for unsent answers…',
    );
  },
};
