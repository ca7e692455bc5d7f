import { useState } from 'react';
import { NotificationFilter as Filter } from '@portal/domain';
import { Button, EmptyState, NotificationFilter, NotificationList, SkeletonList } from '@portal/ui';
import { NotificationDetailDialog } from '../components/notification-detail-dialog';
import { useMarkNotificationRead } from '../hooks/use-mark-read';
import { useNotificationFilter } from '../hooks/use-notification-filter';
import { useNotificationPages } from '../hooks/use-notification-pages';

const emptyMessages: Record<Filter, string> = {
  [Filter.all]: 'You have no notifications yet.',
  [Filter.read]: 'You have no read notifications.',
  [Filter.unread]: 'You have no unread notifications.',
};

/** spec 2: /dashboard/notifications: filter, cursor-paged list, detail, mark read. */
export default function NotificationsPage() {
  const [filter, chooseFilter] = useNotificationFilter();
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useNotificationPages(filter);
  const markRead = useMarkNotificationRead();

  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="page-title" className="text-2xl font-semibold">
          Notifications
        </h1>
        <NotificationFilter value={filter} onValueChange={chooseFilter} />
      </div>
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
          <p className="text-sm text-muted-foreground" aria-live="polite">
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
