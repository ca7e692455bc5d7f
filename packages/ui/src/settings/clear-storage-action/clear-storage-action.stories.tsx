import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ClearStorageAction } from './clear-storage-action';

const meta = {
  title: 'Settings/ClearStorageAction',
  component: ClearStorageAction,
  args: { onClear: fn() },
} satisfies Meta<typeof ClearStorageAction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cancel clears nothing; confirming clears. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear browser storage' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Clear browser storage?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onClear).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Clear browser storage' }));
    const again = await body.findByRole('alertdialog', { name: 'Clear browser storage?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Clear and reload' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

export const Confirming: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Clear browser storage' }),
    );
    await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
  },
};
