import * as React from 'react';
import { cva } from 'class-variance-authority';
import { CircleAlert, CloudCheck, CloudOff, LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

/**
 * saved: the server holds the answer; pending: a change is on its way; failed: it could not be saved
 * yet; offline: kept on this device until the connection is back.
 */
export type AnswerSaveStatus = 'saved' | 'pending' | 'failed' | 'offline';

const markVariants = cva('inline-flex items-center gap-1.5 text-xs font-medium', {
  variants: {
    status: {
      saved: 'text-success',
      pending: 'text-muted-foreground',
      failed: 'text-destructive',
      offline: 'text-foreground',
    },
  },
  defaultVariants: { status: 'saved' },
});

const labels: Record<AnswerSaveStatus, string> = {
  saved: 'Answer saved',
  pending: 'Saving…',
  failed: 'Not saved yet: retrying',
  offline: 'Kept on this device',
};

export type AnswerSaveMarkProps = Omit<React.ComponentProps<'p'>, 'children'> & {
  /** Whether the question's current answer is on the server. */
  status: AnswerSaveStatus;
};

/** The saved/pending mark of one question's answer (the answer journal). A polite live region. */
export function AnswerSaveMark({ status, className, ...props }: AnswerSaveMarkProps) {
  const Icon = {
    saved: CloudCheck,
    pending: LoaderCircle,
    failed: CircleAlert,
    offline: CloudOff,
  }[status];
  return (
    <p
      data-slot="answer-save-mark"
      data-status={status}
      role="status"
      aria-live="polite"
      className={cn(markVariants({ status }), className)}
      {...props}
    >
      <Icon aria-hidden className="size-4" />
      {labels[status]}
    </p>
  );
}
