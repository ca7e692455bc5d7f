import * as React from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
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
  /** Accessible name of the scrolling list. @defaultValue 'Notifications' */
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
 * The notification list, virtualised (@tanstack/react-virtual): only the rows in and near the
 * viewport are in the DOM, so a thousand loaded notifications scroll as smoothly as ten. Rows keep
 * list semantics (each row says its position and the list size) and 'Load more' sits below. After a
 * 'Load more' the list scrolls to the first new row, moves focus to it (the button that was pressed
 * may be gone, and the keyboard user carries on where the new rows start) and tells screen readers
 * how many rows came (issue 11, item 7).
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
  const scrollElement = React.useRef<HTMLDivElement>(null);
  // The virtualizer's API is mutable by design (React Compiler would skip this component; we run none).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: notifications.length,
    getScrollElement: () => scrollElement.current,
    estimateSize: () => estimatedItemHeight + itemGap,
    getItemKey: (index) => notifications[index]?.CandidateNotificationId ?? index,
    overscan: 6,
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
      const row = scrollElement.current?.querySelector<HTMLElement>(`li[data-index="${from}"]`);
      (row?.querySelector<HTMLElement>('button') ?? row)?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [count, loadingMore, virtualizer]);

  return (
    <div data-slot="notification-list" className={cn('flex flex-col gap-4', className)} {...props}>
      <div
        ref={scrollElement}
        role="region"
        aria-label={label}
        // A labelled scrollable region is reachable by keyboard so arrow keys can scroll it (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="h-[min(70vh,48rem)] overflow-y-auto rounded-lg focus-visible:outline-2 focus-visible:outline-ring"
      >
        <ul
          className="relative w-full"
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
                style={{ transform: `translateY(${row.start}px)`, paddingBottom: itemGap }}
              >
                <NotificationItem
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
      </div>
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
