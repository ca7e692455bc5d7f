import * as React from 'react';
import { AssignmentFilter, formatDate, type AssignmentDisplayState } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { SegmentedFilter, type SegmentedFilterOption } from '../../primitives/segmented-filter/segmented-filter';
import { Skeleton } from '../../primitives/skeleton/skeleton';
import { EmptyState } from '../../feedback/empty-state/empty-state';
import { AssignmentStateBadge } from './assignment-state-badge';

/** spec: assignment filter All -1, Without Submission 1, Submitted 2, Pending 3, Reviewed 4. */
export const assignmentFilterOptions = [
  { value: AssignmentFilter.All, label: 'All' },
  { value: AssignmentFilter.WithoutSubmission, label: 'Without Submission' },
  { value: AssignmentFilter.Submitted, label: 'Submitted' },
  { value: AssignmentFilter.Pending, label: 'Pending' },
  { value: AssignmentFilter.Reviewed, label: 'Reviewed' },
] as const satisfies readonly SegmentedFilterOption<AssignmentFilter>[];

/** One row of the list, as the page maps it from an Assignment. */
export type AssignmentListItem = {
  /** AssignmentId, the row's key. */
  id: number;
  /** Title. */
  title: string;
  /** Subject line. */
  subjectName: string;
  /** Due date (ISO), shown as DD-MMM-YYYY. */
  dueDate: string | null;
  /** What the candidate can do with it. */
  state: AssignmentDisplayState;
  /** Score of a reviewed one. */
  obtainedScore?: number | null;
  /** Full marks. */
  totalScore: number;
};

export type AssignmentListProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The assignments loaded so far. */
  assignments: AssignmentListItem[];
  /** The selected filter. */
  filter: AssignmentFilter;
  /** Called with the new filter. */
  onFilterChange?: (filter: AssignmentFilter) => void;
  /** First page pending: skeletons show (spec: the assignments list has skeleton placeholders). @defaultValue false */
  loading?: boolean;
  /** More on the server (loaded < TotalRecords): Load more shows. @defaultValue false */
  hasMore?: boolean;
  /** A next page is loading. @defaultValue false */
  loadingMore?: boolean;
  /** Loads the next page. */
  onLoadMore?: () => void;
  /** Opens an assignment (not offered for a locked one). */
  onOpen?: (id: number) => void;
  /** Message of the empty state. @defaultValue 'There are no assignments to show here.' */
  emptyMessage?: string;
};

/** The assignments of a course: the filter, skeletons, the Oops state, one row each, Load more. */
export function AssignmentList({
  assignments,
  filter,
  onFilterChange,
  loading = false,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  onOpen,
  emptyMessage = 'There are no assignments to show here.',
  className,
  ...props
}: AssignmentListProps) {
  return (
    <section data-slot="assignment-list" aria-label="Assignments" className={cn('grid grid-cols-1 gap-4', className)} {...props}>
      <SegmentedFilter<AssignmentFilter> label="Filter assignments" options={assignmentFilterOptions} value={filter} onValueChange={onFilterChange} />
      {loading ? (
        <div aria-busy="true" className="grid gap-3">
          <span className="sr-only">Loading assignments</span>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-[4.5rem] w-full" />
          ))}
        </div>
      ) : assignments.length === 0 ? (
        <EmptyState avatar="norecord" message={emptyMessage} />
      ) : (
        <ul className="grid gap-3">
          {assignments.map((assignment) => (
            <li key={assignment.id}>
              <article
                aria-labelledby={`assignment-${assignment.id}-title`}
                className="flex flex-wrap items-center gap-4 rounded-lg border bg-card p-4 text-card-foreground"
              >
                <div className="grid min-w-0 flex-1 gap-1">
                  <h2 id={`assignment-${assignment.id}-title`} className="text-base font-medium">
                    {assignment.title}
                  </h2>
                  <p className="text-sm text-muted-foreground">
                    {assignment.subjectName}
                    {assignment.dueDate ? ` · Due ${formatDate(assignment.dueDate)}` : ''}
                    {assignment.state === 'reviewed' && assignment.obtainedScore != null ? ` · Score ${assignment.obtainedScore} / ${assignment.totalScore}` : ''}
                  </p>
                </div>
                <AssignmentStateBadge state={assignment.state} />
                {onOpen && assignment.state !== 'locked' ? (
                  <Button variant="outline" size="sm" aria-label={`Open ${assignment.title}`} onClick={() => onOpen(assignment.id)}>
                    Open
                  </Button>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
      {!loading && hasMore && onLoadMore ? (
        <Button variant="outline" className="justify-self-center" disabled={loadingMore} onClick={onLoadMore}>
          {loadingMore ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </section>
  );
}
