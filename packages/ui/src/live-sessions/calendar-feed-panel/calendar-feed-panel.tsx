import * as React from 'react';
import { CalendarPlus } from 'lucide-react';
import { formatDate } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { TextInput } from '../../primitives/text-input/text-input';

export type CalendarFeedPanelProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** Whether the candidate has a feed (its URL is known to the server only as a hash). */
  isActive: boolean;
  /** When the current feed was made (ISO), or null. */
  createdAt: string | null;
  /** The absolute feed URL, only right after it was made (shown once). */
  feedUrl?: string | null;
  /** Disables the actions while a request runs. @defaultValue false */
  pending?: boolean;
  /** Makes a new feed URL (replacing any earlier one). */
  onCreate: () => void;
  /** Revokes the feed. */
  onRevoke: () => void;
  /** Copies the URL; the panel says "Copied" once it resolves. Defaults to the clipboard API. */
  onCopy?: (url: string) => Promise<void>;
};

/**
 * The private calendar feed: make a link to subscribe to in Google Calendar, Outlook or Apple
 * Calendar (shown once, with Copy), regenerate it, or revoke it.
 */
export function CalendarFeedPanel({ isActive, createdAt, feedUrl, pending = false, onCreate, onRevoke, onCopy, className, ...props }: CalendarFeedPanelProps) {
  // The URL last copied: a new link is not "copied" until it is.
  const [copy_, setCopy] = React.useState<{ url: string; ok: boolean } | null>(null);
  const copyState = feedUrl != null && copy_?.url === feedUrl ? copy_ : null;
  const titleId = React.useId();
  const copy = async () => {
    if (!feedUrl) return;
    try {
      await (onCopy ?? ((url: string) => navigator.clipboard.writeText(url)))(feedUrl);
      setCopy({ url: feedUrl, ok: true });
    } catch {
      // No clipboard permission: the candidate copies from the field.
      setCopy({ url: feedUrl, ok: false });
    }
  };
  return (
    <section
      data-slot="calendar-feed-panel"
      aria-labelledby={titleId}
      className={cn('flex flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground', className)}
      {...props}
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
        <CalendarPlus aria-hidden className="size-5 text-muted-foreground" />
        Calendar feed
      </h2>
      <p className="text-sm text-muted-foreground">
        Subscribe to your live classes and webinars in Google Calendar, Outlook or Apple Calendar with a private link. Anyone with
        the link sees your schedule: revoke it if it leaks.
      </p>
      {feedUrl ? (
        <div className="flex flex-col gap-2">
          <TextInput label="Your private calendar link" hint="Shown only now: copy it into your calendar application." value={feedUrl} readOnly onFocus={(event) => event.currentTarget.select()} />
          <div className="flex flex-wrap items-center gap-2">
            <Button onClick={() => void copy()} disabled={pending}>
              Copy link
            </Button>
            <span role="status" className="text-sm text-foreground">
              {copyState ? (copyState.ok ? 'Copied to the clipboard.' : 'Could not copy: select the link above and copy it.') : ''}
            </span>
          </div>
        </div>
      ) : isActive ? (
        <p className="text-sm">
          You have a calendar link{createdAt ? ` (made ${formatDate(createdAt)})` : ''}. For your security it is not shown again: make a new one to copy it
          (the old one stops working).
        </p>
      ) : (
        <p className="text-sm">You have no calendar link yet.</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant={isActive ? 'outline' : 'primary'} onClick={onCreate} disabled={pending}>
          {isActive ? 'Make a new link' : 'Make a calendar link'}
        </Button>
        {isActive ? (
          <Button variant="outline" onClick={onRevoke} disabled={pending}>
            Revoke the link
          </Button>
        ) : null}
      </div>
    </section>
  );
}
