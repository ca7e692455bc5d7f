import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Toaster, connectivityToast, type ToastItem } from './toast';

const meta = {
  title: 'Feedback/Toaster',
  component: Toaster,
  // Pinned in the catalogue (real default: 10 s, tested in toast.test.tsx).
  args: { durationMs: null, onDismiss: fn(), toasts: [] },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {
  args: { toasts: [{ id: 'online', ...connectivityToast(true) }] },
  play: async ({ canvasElement }) => {
    const toaster = within(canvasElement).getByRole('region', { name: 'Messages' });
    await expect(toaster).toHaveTextContent('Welcome!');
    await expect(toaster).toHaveTextContent('We are back online.');
  },
};

export const Offline: Story = {
  args: { toasts: [{ id: 'offline', ...connectivityToast(false) }] },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Ooops...');
    await expect(alert).toHaveTextContent('Check your internet connection and try again.');
  },
};

export const Stacked: Story = {
  args: {
    toasts: [
      { id: '1', variant: 'success', title: 'Note saved' },
      {
        id: '2',
        variant: 'danger',
        title: 'Upload failed',
        message: 'The file is larger than allowed.',
      },
      { id: '3', variant: 'info', title: 'New notification', message: 'Your invoice is ready.' },
    ],
  },
};

/** Closing a toast reports its id; the owner removes it. */
export const CloseOne: Story = {
  render: function Render(args) {
    const [toasts, setToasts] = useState<ToastItem[]>([
      { id: 'a', variant: 'success', title: 'Bookmark added' },
      { id: 'b', variant: 'info', title: 'Download started' },
    ]);
    return (
      <Toaster
        {...args}
        toasts={toasts}
        onDismiss={(id) => {
          args.onDismiss(id);
          setToasts((current) => current.filter((toast) => toast.id !== id));
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = canvas.getAllByRole('button', { name: 'Close notification' });
    await userEvent.click(first!);
    await expect(args.onDismiss).toHaveBeenCalledWith('a');
    await expect(canvas.queryByText('Bookmark added')).not.toBeInTheDocument();
    await expect(canvas.getByText('Download started')).toBeVisible();
  },
};
