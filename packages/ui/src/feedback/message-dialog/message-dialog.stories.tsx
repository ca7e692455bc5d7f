import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/button/button';
import { ConfirmationDialog, MessageDialog } from './message-dialog';

const meta = {
  title: 'Feedback/MessageDialog',
  component: MessageDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    title: 'Email confirmed',
    message: 'Your email address is confirmed. You can now log in.',
  },
} satisfies Meta<typeof MessageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const question = {
  title: 'Submit the test?',
  message: 'You cannot change your answers after submitting.',
};

/** A message (no cancel button): OK closes it. */
export const Message: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Email confirmed' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const EscapeCloses: Story = {
  args: { title: 'Session expired', message: 'Please log in again.', confirmLabel: 'Log in' },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Session expired' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A question (ConfirmationDialog: a cancel button, 'Yes' and 'No' by default): an alertdialog without the X. */
export const Confirmation: Story = {
  args: question,
  render: (args) => <ConfirmationDialog {...args} />,
};

export const Destructive: Story = {
  args: {
    title: 'Delete this note?',
    message: 'The note is removed from this activity.',
    confirmLabel: 'Delete',
    cancelLabel: 'Keep',
    destructive: true,
  },
};

/** Opened from a button; focus starts inside, Enter on the focused cancel button closes it. */
export const ConfirmAndCancel: Story = {
  args: { ...question, open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Submit test</Button>
        <ConfirmationDialog
          {...args}
          open={open}
          onOpenChange={(next) => {
            args.onOpenChange(next);
            setOpen(next);
          }}
        />
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit test' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Submit the test?' });
    await expect(dialog).toHaveAccessibleDescription(
      'You cannot change your answers after submitting.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: 'Submit test' }));
    const again = await body.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Yes' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
