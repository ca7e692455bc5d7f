import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReaderStatus } from './reader-status';

const meta = {
  title: 'Ebooks/ReaderStatus',
  component: ReaderStatus,
  tags: ['autodocs'],
  args: { state: 'loading' },
} satisfies Meta<typeof ReaderStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const Failed: Story = {
  args: {
    state: 'error',
    message: 'The book file did not download. Check your connection and try again.',
    onRetry: fn(),
    onBack: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This book could not be opened.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
