import * as React from 'react';
import { formatDate, type AssignmentProgress } from '@portal/domain';
import { cn } from '../../lib/cn';
import { EmptyState } from '../empty-state/empty-state';
import { Skeleton } from '../skeleton/skeleton';

export type AssignmentProgressTableProps = React.ComponentProps<'div'> & {
  /** AssignmentsProgress rows. */
  assignments: AssignmentProgress[];
  /** Shows skeleton rows while loading. @defaultValue false */
  loading?: boolean;
  /** Table caption. @defaultValue 'Assignment progress' */
  caption?: string;
};

/** Per-assignment progress: score out of total, percentage and submission date. */
export function AssignmentProgressTable({
  assignments,
  loading = false,
  caption = 'Assignment progress',
  className,
  ...props
}: AssignmentProgressTableProps) {
  if (loading) {
    return (
      <div
        data-slot="assignment-progress-table"
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
  if (assignments.length === 0) {
    return (
      <div data-slot="assignment-progress-table" className={className} {...props}>
        <EmptyState avatar="norecord" message="No assignment submitted yet." />
      </div>
    );
  }
  return (
    <div
      data-slot="assignment-progress-table"
      className={cn('overflow-x-auto rounded-lg border border-border bg-card', className)}
      {...props}
    >
      <table className="w-full text-sm text-foreground">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Assignment
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Score
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Percentage
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Submitted on
            </th>
          </tr>
        </thead>
        <tbody>
          {assignments.map((assignment, index) => (
            <tr key={`${assignment.Title}-${index}`} className="border-t border-border">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {assignment.Title}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">
                {assignment.ObtainScore} / {assignment.TotalScore}
              </td>
              <td className="px-3 py-2 text-right font-semibold tabular-nums">
                {Math.round(assignment.Percentage)}%
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {assignment.SubmittedDate ? (
                  <time dateTime={assignment.SubmittedDate}>
                    {formatDate(assignment.SubmittedDate)}
                  </time>
                ) : (
                  <span className="text-muted-foreground">Not submitted</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
