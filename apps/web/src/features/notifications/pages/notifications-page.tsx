import { useState } from 'react';
import { NotificationFilter as Filter } from '@portal/domain';
import { Button, EmptyState, NotificationFilter, NotificationList, SkeletonList } from '@portal/ui';
import { lazyDialog } from '../../../shared/dialogs/lazy-dialog';
import { useMarkAllNotificationsRead } from '../hooks/use-mark-all-read';
import { useMarkNotificationRead } from '../hooks/use-mark-read';
import { useNotificationFilter } from '../hooks/use-notification-filter';
import { useNotificationPages } from '../hooks/use-notification-pages';
import { useUnreadNotificationCount } from '../hooks/use-unread-notification-count';

/** A notification in full: its dialog loads when the first one is opened (issue #10). */
const NotificationDetailDialog = lazyDialog(
  () => import('../components/notification-detail-dialog').then((module) => module.NotificationDetailDialog),
  (props) => props.candidateNotificationId !== null,
);

const emptyMessages: Record<Filter, string> = {
  [Filter.all]: 'You have no notifications yet.',
  [Filter.read]: 'You have no read notifications.',
  [Filter.unread]: 'You have no unread notifications.',
};

const markedAnnouncement = (count: number) =>
  count === 0
    ? 'There was nothing unread.'
    : `${count === 1 ? '1 notification' : `${count} notifications`} marked as read.`;

/**
 * spec 2: /dashboard/notifications: filter (kept in the address), cursor-paged list, detail (which
 * links to the notification's page when it has one), mark read, and mark all as read.
 */
export default function NotificationsPage() {
  const [filter, chooseFilter] = useNotificationFilter();
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useNotificationPages(filter);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = useUnreadNotificationCount(true);

  // Not a named region: the toaster is already a region named "Notifications" (axe: landmark-unique).
  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="page-title" className="text-2xl font-semibold">
          Notifications
        </h1>
        <div className="flex flex-wrap items-center gap-3">
          <NotificationFilter value={filter} onValueChange={chooseFilter} />
          {/* Stays in place (aria-disabled, not disabled) so focus is not lost when nothing is left unread. */}
          <Button
            variant="outline"
            size="sm"
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
            aria-disabled={unread === 0 || markAll.pending}
            aria-busy={markAll.pending}
            onClick={() => {
              if (unread > 0 && !markAll.pending) markAll.markAll();
            }}
          >
            {markAll.pending ? 'Marking…' : 'Mark all as read'}
          </Button>
        </div>
      </div>
      <p role="status" className="sr-only">
        {markAll.marked === null ? '' : markedAnnouncement(markAll.marked)}
      </p>
      {list.pending ? (
        <SkeletonList variant="row" count={4} label="Loading notifications" />
      ) : list.notifications.length === 0 && !list.hasMore ? (
        <EmptyState
          avatar="norecord"
          message={list.failed ? 'Your notifications could not be loaded.' : emptyMessages[filter]}
        >
          {list.failed ? (
            <Button variant="outline" onClick={list.retry} disabled={list.retrying}>
              {list.retrying ? 'Trying again…' : 'Try again'}
            </Button>
          ) : null}
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            Showing {list.loadedCount} of {list.totalRecords}
          </p>
          <NotificationList
            label="Notification list"
            notifications={list.notifications}
            onOpen={setOpenId}
            onMarkRead={markRead}
            hasMore={list.hasMore}
            loadingMore={list.loadingMore}
            onLoadMore={list.loadMore}
          />
        </>
      )}
      <NotificationDetailDialog
        candidateNotificationId={openId}
        onClose={() => setOpenId(null)}
        fallbackFocus={() =>
          document.querySelector<HTMLElement>('ul[aria-label="Notification list"]')
        }
      />
    </section>
  );
}
