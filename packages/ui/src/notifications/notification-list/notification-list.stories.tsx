import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildNotifications } from '@portal/domain/fixtures';
import { NotificationList } from './notification-list';

const page = buildNotifications(12, 2000);

const meta = {
  title: 'Notifications/NotificationList',
  component: NotificationList,
  tags: ['autodocs'],
  args: {
    notifications: page,
    onOpen: fn(),
    onMarkRead: fn(),
    onLoadMore: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first page with more to load: opening and marking read report the notification's id. */
export const WithMore: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = page[0];
    const firstUnread = page.find((notification) => !notification.IsRead);
    if (!first || !firstUnread) throw new Error('fixture needs a read and an unread notification');

    const rows = canvas.getAllByRole('listitem');
    await expect(rows[0]).toHaveAttribute('aria-setsize', String(page.length));
    await userEvent.click(
      within(rows[0] as HTMLElement).getByRole('button', { name: first.Title }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith(first.CandidateNotificationId);

    const unreadRow = canvas
      .getAllByRole('listitem')
      .find((row) => row.querySelector('[data-read="false"]'));
    await userEvent.click(
      within(unreadRow as HTMLElement).getByRole('button', { name: 'Mark as read' }),
    );
    await expect(args.onMarkRead).toHaveBeenCalledWith(firstUnread.CandidateNotificationId);

    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** A page is loading: the button is disabled. */
export const LoadingMore: Story = {
  args: { hasMore: true, loadingMore: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Loading…' })).toBeDisabled();
  },
};

/** Everything loaded (loaded count equals TotalRecords): no 'Load more'. */
export const AllLoaded: Story = {
  args: { hasMore: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};
