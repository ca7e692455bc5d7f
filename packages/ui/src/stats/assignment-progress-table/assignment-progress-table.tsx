import * as React from 'react';
import { formatDate, type AssignmentProgress } from '@portal/domain';
import { DataTable, type DataTableColumn } from '../../primitives/data-table/data-table';

export type AssignmentProgressTableProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** AssignmentsProgress rows. */
  assignments: AssignmentProgress[];
  /** Shows skeleton rows while loading. @defaultValue false */
  loading?: boolean;
  /** Table caption. @defaultValue 'Assignment progress' */
  caption?: string;
};

const columns: DataTableColumn<AssignmentProgress>[] = [
  {
    id: 'assignment',
    header: 'Assignment',
    rowHeader: true,
    className: 'font-medium',
    cell: (assignment) => assignment.Title,
  },
  {
    id: 'score',
    header: 'Score',
    align: 'end',
    cell: (assignment) => `${assignment.ObtainScore} / ${assignment.TotalScore}`,
  },
  {
    id: 'percentage',
    header: 'Percentage',
    align: 'end',
    className: 'font-semibold',
    cell: (assignment) => `${Math.round(assignment.Percentage)}%`,
  },
  {
    id: 'submitted-on',
    header: 'Submitted on',
    className: 'whitespace-nowrap',
    cell: (assignment) =>
      assignment.SubmittedDate ? (
        <time dateTime={assignment.SubmittedDate}>{formatDate(assignment.SubmittedDate)}</time>
      ) : (
        <span className="text-muted-foreground">Not submitted</span>
      ),
  },
];

/** Per-assignment progress: score out of total, percentage and submission date. */
export function AssignmentProgressTable({
  assignments,
  loading = false,
  caption = 'Assignment progress',
  ...props
}: AssignmentProgressTableProps) {
  return (
    <DataTable
      slot="assignment-progress-table"
      caption={caption}
      columns={columns}
      rows={assignments}
      rowKey={(assignment, index) => `${assignment.Title}-${index}`}
      loading={loading}
      emptyMessage="No assignment submitted yet."
      {...props}
    />
  );
}
