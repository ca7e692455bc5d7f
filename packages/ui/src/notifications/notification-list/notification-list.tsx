import * as React from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Notification } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { NotificationItem } from '../notification-item/notification-item';

/** The fields of a notification the list shows (the wire Notification fits). */
export type NotificationListEntry = Pick<
  Notification,
  'CandidateNotificationId' | 'IsRead' | 'Title' | 'Message' | 'CreatedOn'
>;

export type NotificationListProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The loaded notifications, in display order (newest first). */
  notifications: readonly NotificationListEntry[];
  /** Opens one notification's detail (by CandidateNotificationId). */
  onOpen?: (candidateNotificationId: number) => void;
  /** Marks one notification read (by CandidateNotificationId). */
  onMarkRead?: (candidateNotificationId: number) => void;
  /** Whether more notifications can load (loaded count below TotalRecords). @defaultValue false */
  hasMore?: boolean;
  /** Loads the next page; the 'Load more' button shows while `hasMore`. */
  onLoadMore?: () => void;
  /** A page is loading: the button is disabled and says so. @defaultValue false */
  loadingMore?: boolean;
  /** Accessible name of the list. @defaultValue 'Notifications' */
  label?: string;
  /** Height the list is first laid out with before items are measured, in px. @defaultValue 132 */
  estimatedItemHeight?: number;
};

const itemGap = 12;

/** What is said to screen readers once a 'Load more' has added rows. */
export function loadedMoreAnnouncement(added: number): string {
  return added === 1 ? '1 more notification loaded.' : `${added} more notifications loaded.`;
}

/**
 * The notification list, virtualised against the page's own scroll (@tanstack/react-virtual's
 * window virtualizer): only the rows in and near the viewport are in the DOM, so a thousand loaded
 * notifications scroll as smoothly as ten, and the page keeps one scroll container (no box that
 * scrolls inside the scrolling page). Rows keep list semantics (each row says its position and the
 * list size) and 'Load more' sits below. The list itself takes focus programmatically (tabIndex -1),
 * e.g. when the row that held focus leaves it. After a 'Load more' the page scrolls to the first new
 * row, focus moves to it (the pressed button may be gone) and screen readers hear how many rows
 * came (issue 11, item 7).
 */
export function NotificationList({
  notifications,
  onOpen,
  onMarkRead,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
  label = 'Notifications',
  estimatedItemHeight = 132,
  className,
  ...props
}: NotificationListProps) {
  const list = React.useRef<HTMLUListElement>(null);
  // Where the list starts in the document: the virtualizer measures rows against the window.
  const [scrollMargin, setScrollMargin] = React.useState(0);
  React.useLayoutEffect(() => {
    const top = (list.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (Math.abs(top - scrollMargin) > 0.5) setScrollMargin(top);
  }, [notifications, scrollMargin]);
  const virtualizer = useWindowVirtualizer({
    count: notifications.length,
    estimateSize: () => estimatedItemHeight + itemGap,
    getItemKey: (index) => notifications[index]?.CandidateNotificationId ?? index,
    overscan: 6,
    scrollMargin,
  });

  // Where the rows stood when 'Load more' was pressed; null when no load is awaited.
  const loadingFrom = React.useRef<number | null>(null);
  const [announcement, setAnnouncement] = React.useState('');
  const loadMore = () => {
    loadingFrom.current = notifications.length;
    setAnnouncement('');
    onLoadMore?.();
  };
  const count = notifications.length;
  React.useEffect(() => {
    const from = loadingFrom.current;
    if (from === null || loadingMore) return;
    loadingFrom.current = null;
    if (count <= from) return;
    setAnnouncement(loadedMoreAnnouncement(count - from));
    virtualizer.scrollToIndex(from, { align: 'start' });
    // The row is rendered once the virtualizer has scrolled to it.
    const frame = requestAnimationFrame(() => {
      const row = list.current?.querySelector<HTMLElement>(`li[data-index="${from}"]`);
      (row?.querySelector<HTMLElement>('button') ?? row)?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [count, loadingMore, virtualizer]);

  return (
    <div data-slot="notification-list" className={cn('flex flex-col gap-4', className)} {...props}>
      <ul
        ref={list}
        tabIndex={-1}
        className="relative w-full rounded-lg focus-visible:outline-2 focus-visible:outline-ring"
        style={{ height: `${virtualizer.getTotalSize()}px` }}
        aria-label={label}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const notification = notifications[row.index];
          if (!notification) return null;
          const id = notification.CandidateNotificationId;
          return (
            <li
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              aria-posinset={row.index + 1}
              aria-setsize={notifications.length}
              className="absolute top-0 left-0 w-full"
              style={{
                transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
                paddingBottom: itemGap,
              }}
            >
              <NotificationItem
                // The list sits under the page h1: its rows are the next level (axe: heading-order).
                headingLevel={2}
                title={notification.Title}
                message={notification.Message}
                createdOn={notification.CreatedOn}
                isRead={notification.IsRead}
                onOpen={onOpen ? () => onOpen(id) : undefined}
                onMarkRead={onMarkRead ? () => onMarkRead(id) : undefined}
              />
            </li>
          );
        })}
      </ul>
      {hasMore && onLoadMore ? (
        <Button
          variant="outline"
          className="self-center"
          onClick={loadMore}
          disabled={loadingMore}
          aria-busy={loadingMore}
        >
          {loadingMore ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
