import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildNotification } from '@portal/domain/fixtures';
import { NotificationItem } from './notification-item';

const notification = buildNotification({}, 1);

const meta = {
  title: 'Notifications/NotificationItem',
  component: NotificationItem,
  tags: ['autodocs'],
  args: {
    title: notification.Title,
    message: notification.Message,
    createdOn: notification.CreatedOn,
    onOpen: fn(),
    onMarkRead: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  args: { isRead: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mark as read' }));
    await expect(args.onMarkRead).toHaveBeenCalledOnce();
  },
};

export const Read: Story = {
  args: { isRead: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Mark as read' })).toBeNull();
  },
};
