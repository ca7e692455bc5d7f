import * as React from 'react';
import { cva } from 'class-variance-authority';
import { CloudCheck, CloudOff, LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

const statusVariants = cva('flex items-start gap-2 rounded-md border px-3 py-2 text-sm', {
  variants: {
    state: {
      saved: 'border-border text-success',
      saving: 'border-border text-muted-foreground',
      offline: 'border-warning bg-warning/10 text-foreground',
      checking: 'border-border text-muted-foreground',
    },
  },
  defaultVariants: { state: 'saved' },
});

export type AnswerQueueState = 'saved' | 'saving' | 'offline' | 'checking';

export type AnswerQueueStatusProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Whether the portal reaches the server (false: answers wait on this device). */
  online: boolean;
  /** Answers kept on this device that the server has not confirmed yet. */
  waiting: number;
  /** The test is being submitted once the waiting answers are saved. @defaultValue false */
  submitting?: boolean;
  /**
   * This device's unsent answers are still being read (a page just opened): nothing can be called
   * saved yet. @defaultValue false
   */
  checking?: boolean;
};

const answers = (count: number) => `${count} ${count === 1 ? 'answer' : 'answers'}`;

/** The state of a test's answer outbox: a polite live region (the answer journal, issue 13). */
export function AnswerQueueStatus({
  online,
  waiting,
  submitting = false,
  checking = false,
  className,
  ...props
}: AnswerQueueStatusProps) {
  const state: AnswerQueueState = checking
    ? 'checking'
    : !online
      ? 'offline'
      : waiting > 0
        ? 'saving'
        : 'saved';
  const Icon =
    state === 'offline'
      ? CloudOff
      : state === 'saving' || state === 'checking'
        ? LoaderCircle
        : CloudCheck;
  const title =
    state === 'checking'
      ? 'Checking this device for unsent answers…'
      : state === 'offline'
      ? waiting > 0
        ? `Offline: ${answers(waiting)} waiting`
        : 'Offline'
      : state === 'saving'
        ? `Saving ${answers(waiting)}…`
        : 'All answers saved';
  const detail =
    state === 'offline'
      ? `Your answers are kept on this device and sent as soon as the connection is back.${
          submitting ? ' The test is submitted once they are saved.' : ''
        }`
      : submitting && waiting > 0
        ? 'The test is submitted once they are saved.'
        : null;
  return (
    <div
      data-slot="answer-queue-status"
      data-state={state}
      role="status"
      aria-live="polite"
      className={cn(statusVariants({ state }), className)}
      {...props}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-medium">{title}</span>
        {detail ? <span className="block text-muted-foreground">{detail}</span> : null}
      </p>
    </div>
  );
}
