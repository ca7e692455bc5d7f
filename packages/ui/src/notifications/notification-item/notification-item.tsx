import * as React from 'react';
import { cva } from 'class-variance-authority';
import { Bell } from 'lucide-react';
import { formatDate, formatTime } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';

const itemVariants = cva('flex gap-3 rounded-lg border p-4 text-left', {
  variants: {
    read: {
      true: 'border-border bg-card text-card-foreground',
      false: 'border-primary bg-accent text-accent-foreground',
    },
  },
  defaultVariants: { read: false },
});

export type NotificationItemProps = React.ComponentProps<'article'> & {
  /** Short title of the notification. */
  title: string;
  /** Body text. */
  message: string;
  /** When it was sent (ISO date-time). */
  createdOn: string;
  /** Whether the candidate has read it (IsRead). @defaultValue false */
  isRead?: boolean;
  /** Opens the notification's detail; opening an unread notification marks it read upstream. */
  onOpen?: () => void;
  /** Marks the notification read without opening it; the button shows only while unread. */
  onMarkRead?: () => void;
  /** Level of the title heading, to fit the page's outline. @defaultValue 3 */
  headingLevel?: 2 | 3 | 4;
};

/** One entry of the notification list; unread entries are highlighted and say so to screen readers. */
export function NotificationItem({
  title,
  message,
  createdOn,
  isRead = false,
  onOpen,
  onMarkRead,
  headingLevel = 3,
  className,
  ...props
}: NotificationItemProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      data-slot="notification-item"
      data-read={isRead}
      className={cn(itemVariants({ read: isRead }), className)}
      {...props}
    >
      <span
        aria-hidden
        className={cn(
          'mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full',
          isRead ? 'bg-muted text-muted-foreground' : 'bg-primary text-primary-foreground',
        )}
      >
        <Bell className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <Heading className="text-sm font-semibold">
          {onOpen ? (
            <button
              type="button"
              onClick={onOpen}
              className="text-left hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              {title}
            </button>
          ) : (
            title
          )}
          {isRead ? null : <span className="sr-only"> (unread)</span>}
        </Heading>
        <p className="mt-1 line-clamp-2 text-sm">{message}</p>
        <p className="mt-2 text-xs opacity-90">
          <time dateTime={createdOn}>
            {formatDate(createdOn)} {formatTime(createdOn)}
          </time>
        </p>
      </div>
      {!isRead && onMarkRead ? (
        <Button variant="ghost" size="sm" onClick={onMarkRead} className="self-start">
          Mark as read
        </Button>
      ) : null}
    </article>
  );
}
