import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlertStack, type AlertStackItem } from './alert-stack';

const alerts: AlertStackItem[] = [
  { id: 'a1', variant: 'success', title: 'Your email address is verified.' },
  {
    id: 'a2',
    variant: 'warning',
    title: 'Your email address is not confirmed.',
    message: 'We sent the confirmation link again.',
  },
  { id: 'a3', variant: 'danger', title: 'Something went wrong. Please try later.' },
];

const meta = {
  title: 'Feedback/AlertStack',
  component: AlertStack,
  args: { alerts, onDismiss: fn(), autoDismissMs: null },
} satisfies Meta<typeof AlertStack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several alerts at once, oldest first, at the top of the screen. */
export const Several: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your email address is verified.');
  },
};

/** One alert. */
export const One: Story = {
  args: {
    alerts: [{ id: 'a1', variant: 'info', title: 'Welcome!', message: 'We are back online.' }],
  },
};

/** Closing an alert reports its id (the app removes it from its store). */
export const CloseReportsId: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const closeButtons = canvas.getAllByRole('button', { name: 'Close alert' });
    await userEvent.click(closeButtons[1]!);
    await expect(args.onDismiss).toHaveBeenCalledWith('a2');
  },
};

/** A non-closeable alert has no close button. */
export const NotCloseable: Story = {
  args: {
    alerts: [{ id: 'a1', variant: 'info', title: 'Signing you in…', closeable: false }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Nothing to show: the stack renders no alert. */
export const Empty: Story = {
  args: { alerts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
