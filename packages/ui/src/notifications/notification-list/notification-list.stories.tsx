import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildNotifications } from '@portal/domain/fixtures';
import { NotificationList, type NotificationListProps } from './notification-list';

const page = buildNotifications(12, 2000);
const thousand = buildNotifications(1000, 5000);

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

/** A list that loads the next 12 rows of `thousand` when 'Load more' is pressed (a stand-in for the page). */
function GrowingList(props: NotificationListProps) {
  const [loaded, setLoaded] = React.useState(12);
  const [loading, setLoading] = React.useState(false);
  return (
    <NotificationList
      {...props}
      notifications={thousand.slice(0, loaded)}
      hasMore={loaded < 36}
      loadingMore={loading}
      onLoadMore={() => {
        props.onLoadMore?.();
        setLoading(true);
        setTimeout(() => {
          setLoaded((count) => count + 12);
          setLoading(false);
        }, 50);
      }}
    />
  );
}

/**
 * 'Load more' visibly adds rows: the list scrolls to the first new row, focus moves onto it and
 * screen readers hear how many rows came.
 */
export const LoadMoreAddsRows: Story = {
  render: (args) => <GrowingList {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    await waitFor(() => expect(status).toHaveTextContent('12 more notifications loaded.'));
    await waitFor(() =>
      expect(
        canvasElement.querySelector('li[data-index="12"]')?.contains(document.activeElement),
      ).toBe(true),
    );
    await expect(document.activeElement?.tagName).toBe('BUTTON');
    // The page (the one scroll container) moved down to the first new row.
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
  },
};
