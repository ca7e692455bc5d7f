import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MessagePopup } from './message-popup';

const meta = {
  title: 'Feedback/MessagePopup',
  component: MessagePopup,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Email confirmed',
    message: 'Your email address is confirmed. You can now log in.',
  },
} satisfies Meta<typeof MessagePopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Email confirmed' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const EscapeCloses: Story = {
  args: { title: 'Session expired', message: 'Please log in again.', okLabel: 'Log in' },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Session expired' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
