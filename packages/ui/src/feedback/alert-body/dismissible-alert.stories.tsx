import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DismissibleAlert } from './dismissible-alert';

// The shared body of AlertBanner and Toast (their own stories show each alert type). These
// stories pin what the two kinds differ in: the close button's name, and the default timer.
const meta = {
  title: 'Feedback/DismissibleAlert',
  component: DismissibleAlert,
  args: {
    kind: 'banner',
    variant: 'info',
    title: 'Live class moved',
    message: 'Organic Chemistry II now starts at 16:00.',
    closeable: true,
    dismissMs: null,
    onDismiss: fn(),
  },
} satisfies Meta<typeof DismissibleAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Banner: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close alert' }));
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const ToastKind: Story = {
  args: { kind: 'toast', variant: 'danger', title: 'Payment failed', message: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveAttribute('data-slot', 'toast');
    await expect(canvas.getByRole('button', { name: 'Close notification' })).toBeVisible();
  },
};

export const NotCloseable: Story = {
  args: { closeable: false, variant: 'success', title: 'Answers saved' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};
