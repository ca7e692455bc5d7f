import * as React from 'react';
import { formatDate, type TestProgress } from '@portal/domain';
import { cn } from '../../lib/cn';
import { EmptyState } from '../empty-state/empty-state';
import { Skeleton } from '../skeleton/skeleton';

export type TestProgressTableProps = React.ComponentProps<'div'> & {
  /** TestsProgress rows. */
  tests: TestProgress[];
  /** Shows skeleton rows while loading. @defaultValue false */
  loading?: boolean;
  /** Table caption. @defaultValue 'Test progress' */
  caption?: string;
};

/** Per-test progress: questions, correct, wrong, not attempted, score, percentage and attempt date. */
export function TestProgressTable({
  tests,
  loading = false,
  caption = 'Test progress',
  className,
  ...props
}: TestProgressTableProps) {
  if (loading) {
    return (
      <div
        data-slot="test-progress-table"
        aria-busy="true"
        className={cn('grid gap-2', className)}
        {...props}
      >
        <span className="sr-only">Loading {caption.toLowerCase()}</span>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (tests.length === 0) {
    return (
      <div data-slot="test-progress-table" className={className} {...props}>
        <EmptyState avatar="norecord" message="No test attempted yet." />
      </div>
    );
  }
  return (
    <div
      data-slot="test-progress-table"
      className={cn('overflow-x-auto rounded-lg border border-border bg-card', className)}
      {...props}
    >
      <table className="w-full text-sm text-foreground">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Test
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Questions
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Correct
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Wrong
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Not attempted
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Score
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Percentage
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Attempted on
            </th>
          </tr>
        </thead>
        <tbody>
          {tests.map((test, index) => (
            <tr key={`${test.TestName}-${index}`} className="border-t border-border">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {test.TestName}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{test.TotalQuestion}</td>
              <td className="px-3 py-2 text-right text-success tabular-nums">
                {test.CorrectQuestions}
              </td>
              <td className="px-3 py-2 text-right text-destructive tabular-nums">
                {test.WrongQuestions}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{test.NotAttempted}</td>
              <td className="px-3 py-2 text-right tabular-nums">
                {test.Score} / {test.TotalMarks}
              </td>
              <td className="px-3 py-2 text-right font-semibold tabular-nums">
                {Math.round(test.Percentage)}%
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                <time dateTime={test.TestAttemptDate}>{formatDate(test.TestAttemptDate)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
