import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/button/button';
import { ConfirmationDialog } from './confirmation-dialog';

const meta = {
  title: 'Feedback/ConfirmationDialog',
  component: ConfirmationDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    title: 'Submit the test?',
    message: 'You cannot change your answers after submitting.',
  },
} satisfies Meta<typeof ConfirmationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
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
  args: { open: false },
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
