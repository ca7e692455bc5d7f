import * as React from 'react';
import { formatDate, type TestProgress } from '@portal/domain';
import { DataTable, type DataTableColumn } from '../../primitives/data-table/data-table';

export type TestProgressTableProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** TestsProgress rows. */
  tests: TestProgress[];
  /** Shows skeleton rows while loading. @defaultValue false */
  loading?: boolean;
  /** Table caption. @defaultValue 'Test progress' */
  caption?: string;
};

const columns: DataTableColumn<TestProgress>[] = [
  {
    id: 'test',
    header: 'Test',
    rowHeader: true,
    className: 'font-medium',
    cell: (test) => test.TestName,
  },
  { id: 'questions', header: 'Questions', align: 'end', cell: (test) => test.TotalQuestion },
  {
    id: 'correct',
    header: 'Correct',
    align: 'end',
    className: 'text-success',
    cell: (test) => test.CorrectQuestions,
  },
  {
    id: 'wrong',
    header: 'Wrong',
    align: 'end',
    className: 'text-destructive',
    cell: (test) => test.WrongQuestions,
  },
  { id: 'not-attempted', header: 'Not attempted', align: 'end', cell: (test) => test.NotAttempted },
  {
    id: 'score',
    header: 'Score',
    align: 'end',
    cell: (test) => `${test.Score} / ${test.TotalMarks}`,
  },
  {
    id: 'percentage',
    header: 'Percentage',
    align: 'end',
    className: 'font-semibold',
    cell: (test) => `${Math.round(test.Percentage)}%`,
  },
  {
    id: 'attempted-on',
    header: 'Attempted on',
    className: 'whitespace-nowrap',
    cell: (test) => <time dateTime={test.TestAttemptDate}>{formatDate(test.TestAttemptDate)}</time>,
  },
];

/** Per-test progress: questions, correct, wrong, not attempted, score, percentage and attempt date. */
export function TestProgressTable({
  tests,
  loading = false,
  caption = 'Test progress',
  ...props
}: TestProgressTableProps) {
  return (
    <DataTable
      slot="test-progress-table"
      caption={caption}
      columns={columns}
      rows={tests}
      rowKey={(test, index) => `${test.TestName}-${index}`}
      loading={loading}
      emptyMessage="No test attempted yet."
      {...props}
    />
  );
}
