import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotificationKind } from '@portal/domain';
import { NotificationPreferences } from './notification-preferences';

const meta = {
  title: 'Settings/NotificationPreferences',
  component: NotificationPreferences,
  args: {
    value: { kinds: Object.values(NotificationKind), push: true },
    onSave: fn(),
  },
} satisfies Meta<typeof NotificationPreferences>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything on (the defaults); unticking two kinds and push saves exactly the rest. */
export const Defaults: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Announcements/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Live classes/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Push notifications/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save notification settings' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      kinds: ['course-content', 'tests-and-results', 'billing'],
      push: false,
    });
  },
};
export const BillingOnlyNoPush: Story = {
  args: { value: { kinds: [NotificationKind.billing], push: false } },
};
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};
export const PushUnsupported: Story = { args: { pushSupported: false } };
