import * as React from 'react';
import type { SupportThread } from '@portal/domain';
import { MessageCircleQuestion } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge/badge';

export type SupportThreadListProps = React.ComponentProps<'section'> & {
  /** The enrolment's threads, newest first (ContactService/GetSupportThreads). */
  threads: readonly SupportThread[];
  /** Called when the candidate opens a thread that has an unread reply (mark it read). */
  onOpenUnread?: (contactMessageId: number) => void;
};

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * The candidate's questions to the course's teachers and the replies (issue 14). A thread with a
 * reply the candidate has not opened says "New reply"; opening it calls onOpenUnread.
 */
export function SupportThreadList({ threads, onOpenUnread, className, ...props }: SupportThreadListProps) {
  const headingId = React.useId();
  return (
    <section data-slot="support-thread-list" aria-labelledby={headingId} className={cn('grid gap-3', className)} {...props}>
      <h2 id={headingId} className="text-lg font-semibold">
        Your questions
      </h2>
      {threads.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <MessageCircleQuestion aria-hidden className="size-4" />
          You have not asked your teachers anything in this course yet.
        </p>
      ) : (
        <ul className="grid gap-3">
          {threads.map((thread) => (
            <li key={thread.ContactMessageId} data-thread={thread.ContactMessageId}>
              <details
                className="rounded-lg border border-border bg-card text-card-foreground"
                onToggle={(event) => {
                  if (event.currentTarget.open && !thread.IsRead) onOpenUnread?.(thread.ContactMessageId);
                }}
              >
                <summary className="flex cursor-pointer flex-wrap items-center gap-2 p-4">
                  <span className="font-medium">{thread.Subject}</span>
                  {thread.IsRead ? null : <Badge variant="info">New reply</Badge>}
                  <span className="ml-auto text-sm text-muted-foreground">
                    {thread.SubjectName ?? 'General'} · {day(thread.CreatedOn)} ·{' '}
                    {thread.Replies.length === 0 ? 'Awaiting a reply' : `${thread.Replies.length} ${thread.Replies.length === 1 ? 'reply' : 'replies'}`}
                  </span>
                </summary>
                <div className="grid gap-3 border-t border-border p-4">
                  <p className="whitespace-pre-line text-sm">{thread.Message}</p>
                  {thread.Replies.map((reply) => (
                    <article key={reply.SupportReplyId} className="grid gap-1 rounded-md bg-muted p-3">
                      <h3 className="text-sm font-semibold">
                        {reply.TeacherName} <span className="font-normal text-muted-foreground">replied on {day(reply.CreatedOn)}</span>
                      </h3>
                      <p className="whitespace-pre-line text-sm">{reply.Message}</p>
                    </article>
                  ))}
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
