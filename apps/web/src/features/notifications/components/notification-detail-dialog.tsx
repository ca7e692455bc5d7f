import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { applyNotificationRead, notificationDetailQueryOptions } from '@portal/api';
import { formatDate, formatTime } from '@portal/domain';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Skeleton,
  textLinkVariants,
} from '@portal/ui';
import { notificationLink } from '../../../shared/notifications/notification-link';
import { apiClient, queryClient } from '../../../shared/services';

export interface NotificationDetailDialogProps {
  /** The notification being shown; null closes the dialog. */
  candidateNotificationId: number | null;
  onClose: () => void;
  /**
   * Where focus goes on close when the element that opened the dialog is gone (under the unread
   * filter the opened notification leaves the list once read).
   */
  fallbackFocus?: () => HTMLElement | null;
}

/**
 * One notification in full. Opening it marks it read (the server's detail call does). A notification
 * with a target links to its page (issue 11, item 7); one whose target this build cannot place shows
 * no link. Closing returns focus to the button that opened it.
 */
export function NotificationDetailDialog({
  candidateNotificationId,
  onClose,
  fallbackFocus,
}: NotificationDetailDialogProps) {
  const id = candidateNotificationId ?? 0;
  const opener = useRef<Element | null>(null);
  // A layout effect runs before the dialog's own focus effect: this is still the opening element.
  useLayoutEffect(() => {
    if (candidateNotificationId !== null) opener.current = document.activeElement;
  }, [candidateNotificationId]);
  const detail = useQuery({
    ...notificationDetailQueryOptions(apiClient, id),
    enabled: candidateNotificationId !== null,
    // Every opening reads it again: the detail call is what marks it read.
    staleTime: 0,
  });

  useEffect(() => {
    if (detail.data) void applyNotificationRead(queryClient, detail.data.CandidateNotificationId);
  }, [detail.data]);
  useEffect(() => {
    if (detail.error) console.warn('[notifications] detail failed to load', detail.error);
  }, [detail.error]);

  const notification = detail.data;
  const link = notification ? notificationLink(notification.Target) : null;
  return (
    <Dialog open={candidateNotificationId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (opener.current?.isConnected) return;
          event.preventDefault();
          fallbackFocus?.()?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{notification?.Title ?? 'Notification'}</DialogTitle>
          <DialogDescription>
            {notification ? (
              <time dateTime={notification.CreatedOn}>
                {formatDate(notification.CreatedOn)} {formatTime(notification.CreatedOn)}
              </time>
            ) : detail.isError ? (
              'This notification could not be loaded.'
            ) : (
              'Loading…'
            )}
          </DialogDescription>
        </DialogHeader>
        {notification ? (
          <>
            <p className="text-sm whitespace-pre-line">{notification.Message}</p>
            {link ? (
              <Link to={link.to} className={textLinkVariants({ className: 'w-fit text-sm' })}>
                {link.label}
              </Link>
            ) : null}
          </>
        ) : detail.isPending ? (
          <div aria-hidden className="flex flex-col gap-2">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
