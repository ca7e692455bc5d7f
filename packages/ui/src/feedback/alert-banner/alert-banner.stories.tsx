import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildAlert } from '@portal/domain/fixtures';
import { AlertBanner } from './alert-banner';

// The domain's Alert (Title, Message, Type, AppendToast, Closeable) mapped onto the props.
const fromAlert = (alert: ReturnType<typeof buildAlert>) => ({
  variant: alert.Type,
  title: alert.Title,
  message: alert.Message,
  appendToast: alert.AppendToast,
  closeable: alert.Closeable,
});

const meta = {
  title: 'Feedback/AlertBanner',
  component: AlertBanner,
  // Pinned open in the catalogue so every state can be reviewed (and screenshotted); the real
  // default is 5 s, shown by the AutoDismiss story and tested in alert-banner.test.tsx.
  args: {
    autoDismissMs: null,
    onDismiss: fn(),
    title: 'Profile saved',
    message: 'Your changes are live.',
  },
} satisfies Meta<typeof AlertBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {
  args: {
    variant: 'danger',
    title: 'Something went wrong',
    message: 'Something went wrong. Please try later.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Something went wrong',
    );
  },
};
export const Success: Story = { args: { variant: 'success' } };
export const Warning: Story = {
  args: { variant: 'warning', title: 'Payment due', message: 'Your subscription ends in 3 days.' },
};
export const Info: Story = {
  args: fromAlert(
    buildAlert({
      Type: 'info',
      Title: 'New lecture',
      Message: 'A live lecture starts at 10:00.',
      AppendToast: false,
    }),
  ),
};
export const TitleOnly: Story = { args: { variant: 'success', message: undefined } };
export const NotCloseable: Story = {
  args: { variant: 'info', closeable: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const CloseWithKeyboard: Story = {
  args: { variant: 'danger', title: 'Login failed', message: 'Wrong user name or password.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close alert' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** A short timer so the story shows the banner leaving on its own (the real default is 5000 ms). */
export const AutoDismiss: Story = {
  args: { variant: 'success', autoDismissMs: 300 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** AppendToast: the same alert shown as a toast at the bottom right. */
export const AppendToast: Story = {
  args: {
    variant: 'warning',
    appendToast: true,
    title: 'Ooops...',
    message: 'Check your internet connection and try again.',
  },
  play: async ({ canvasElement }) => {
    const toast = canvasElement.ownerDocument.querySelector('[data-slot="toast"]');
    await expect(toast).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="alert-banner"]')).toBeNull();
  },
};
