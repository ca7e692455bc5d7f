import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeChooser } from './theme-chooser';

const meta = {
  title: 'Settings/ThemeChooser',
  component: ThemeChooser,
  args: { value: 'system', onValueChange: fn() },
} satisfies Meta<typeof ThemeChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Following the system is the default; choosing Dark reports 'dark'. */
export const FollowSystem: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Follow the system/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /^Dark/ }));
    await expect(args.onValueChange).toHaveBeenCalledWith('dark');
  },
};
export const Dark: Story = { args: { value: 'dark' } };
export const Saving: Story = {
  args: { value: 'light', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: /^Dark/ })).toBeDisabled();
  },
};
export const SaveFailed: Story = {
  args: { value: 'light', error: 'Your theme could not be saved. Try again.' },
};
