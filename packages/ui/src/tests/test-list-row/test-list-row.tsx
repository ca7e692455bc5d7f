import * as React from 'react';
import { cva } from 'class-variance-authority';
import { ClipboardCheck } from 'lucide-react';
import { formatDate } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge/badge';
import { Button } from '../../primitives/button/button';

/** unattempted / attempted / expired: what the candidate can do with the test. */
export type TestRowStatus = 'unattempted' | 'attempted' | 'expired';

const rowVariants = cva(
  'flex flex-wrap items-center gap-4 rounded-lg border bg-card p-4 text-card-foreground',
  {
    variants: {
      status: {
        unattempted: 'border-border',
        attempted: 'border-success',
        expired: 'border-border opacity-90',
      },
    },
    defaultVariants: { status: 'unattempted' },
  },
);

const statusBadge = {
  unattempted: { variant: 'info', label: 'Not attempted' },
  attempted: { variant: 'success', label: 'Attempted' },
  expired: { variant: 'destructive', label: 'Expired' },
} as const;

export type TestListRowProps = React.ComponentProps<'article'> & {
  /** Test name. */
  testName: string;
  /** Subject line. */
  subjectName?: string;
  /** Number of questions. */
  totalQuestions: number;
  /** Due date (ISO), shown as DD-MMM-YYYY. */
  dueDate?: string | null;
  /** Attempt status of the row. */
  status: TestRowStatus;
  /** Obtained percentage of an attempted test. */
  obtainedPercentage?: number;
  /** Opens the test info page (to start the test). */
  onStart?: () => void;
  /** Opens the result of an attempted test. */
  onViewResult?: () => void;
  /** Opens the info page of an expired test (a Details button; its info page says why it cannot start). */
  onViewDetails?: () => void;
};

/** One test in the quizzes / AI quizzes list. */
export function TestListRow({
  testName,
  subjectName,
  totalQuestions,
  dueDate,
  status,
  obtainedPercentage,
  onStart,
  onViewResult,
  onViewDetails,
  className,
  ...props
}: TestListRowProps) {
  const badge = statusBadge[status];
  return (
    <article
      data-slot="test-list-row"
      data-status={status}
      aria-label={testName}
      className={cn(rowVariants({ status }), className)}
      {...props}
    >
      <span
        aria-hidden
        className="inline-flex size-10 items-center justify-center rounded-md bg-muted text-muted-foreground"
      >
        <ClipboardCheck className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="truncate font-semibold">{testName}</h3>
        <p className="text-sm text-muted-foreground">
          {[subjectName, `${totalQuestions} questions`].filter(Boolean).join(' · ')}
          {dueDate ? (
            <>
              {' · Due '}
              <time dateTime={dueDate}>{formatDate(dueDate)}</time>
            </>
          ) : null}
        </p>
      </div>
      <div className="flex items-center gap-3">
        {status === 'attempted' && obtainedPercentage !== undefined ? (
          <span className="text-sm font-semibold tabular-nums">
            {Math.round(obtainedPercentage)}%
          </span>
        ) : null}
        <Badge variant={badge.variant}>{badge.label}</Badge>
        {status === 'attempted' && onViewResult ? (
          <Button
            size="sm"
            variant="outline"
            onClick={onViewResult}
            aria-label={`View result of ${testName}`}
          >
            Result
          </Button>
        ) : null}
        {status === 'expired' && onViewDetails ? (
          <Button
            size="sm"
            variant="outline"
            onClick={onViewDetails}
            aria-label={`Details of ${testName}`}
          >
            Details
          </Button>
        ) : null}
        {status === 'unattempted' && onStart ? (
          <Button size="sm" onClick={onStart} aria-label={`Start ${testName}`}>
            Start
          </Button>
        ) : null}
      </div>
    </article>
  );
}
