import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotificationFilter as NotificationFilterValue } from '@portal/domain';
import { NotificationFilter } from './notification-filter';

const meta = {
  title: 'Notifications/NotificationFilter',
  component: NotificationFilter,
  tags: ['autodocs'],
  args: { onValueChange: fn() },
} satisfies Meta<typeof NotificationFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  args: { value: NotificationFilterValue.all },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Unread' }));
    await expect(args.onValueChange).toHaveBeenCalledWith(NotificationFilterValue.unread);
  },
};
export const Read: Story = { args: { value: NotificationFilterValue.read } };
export const Unread: Story = { args: { value: NotificationFilterValue.unread } };
