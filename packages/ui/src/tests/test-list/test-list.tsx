import * as React from 'react';
import type { CandidateTestFilter } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { Skeleton } from '../../primitives/skeleton/skeleton';
import { EmptyState } from '../../feedback/empty-state/empty-state';
import { TestFilter } from '../test-filter/test-filter';
import { TestListRow, type TestRowStatus } from '../test-list-row/test-list-row';

/** One row of the list, as the page maps it from a TestSummary. */
export type TestListItem = {
  /** TestId, the row's key. */
  id: number;
  /** Test name. */
  testName: string;
  /** Subject line. */
  subjectName?: string;
  /** Number of questions. */
  totalQuestions: number;
  /** Due date (ISO). */
  dueDate?: string | null;
  /** Attempt status. */
  status: TestRowStatus;
  /** Obtained percentage of an attempted test. */
  obtainedPercentage?: number;
};

export type TestListProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** Accessible name of the list ('Quizzes', 'AI quizzes'). */
  label: string;
  /** The tests loaded so far. */
  tests: TestListItem[];
  /** The attempt filter (All 0, Attempted 1, Unattempted 2). */
  filter: CandidateTestFilter;
  /** Called with the new filter. */
  onFilterChange?: (filter: CandidateTestFilter) => void;
  /** First page pending: skeletons show (spec: the tests list has skeleton placeholders). @defaultValue false */
  loading?: boolean;
  /** Skeletons shown while loading (spec: 3, 4 or 7). @defaultValue 4 */
  skeletonCount?: 3 | 4 | 7;
  /** More tests on the server (loaded < TotalRecords): Load more shows. @defaultValue false */
  hasMore?: boolean;
  /** A next page is loading (Load more is disabled). @defaultValue false */
  loadingMore?: boolean;
  /** Loads the next page. */
  onLoadMore?: () => void;
  /** Opens a test's info page (the Start button, or Details of an expired test). */
  onOpen?: (id: number) => void;
  /** Opens an attempted test's result. */
  onViewResult?: (id: number) => void;
  /** Message of the empty state. @defaultValue 'No tests to show here yet.' */
  emptyMessage?: string;
};

/** A test list (quizzes, AI quizzes): the attempt filter, skeletons, the Oops state, rows and Load more. */
export function TestList({
  label,
  tests,
  filter,
  onFilterChange,
  loading = false,
  skeletonCount = 4,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  onOpen,
  onViewResult,
  emptyMessage = 'No tests to show here yet.',
  className,
  ...props
}: TestListProps) {
  return (
    <section
      data-slot="test-list"
      aria-label={label}
      className={cn('grid grid-cols-1 gap-4', className)}
      {...props}
    >
      <TestFilter
        value={filter}
        onValueChange={onFilterChange}
        label={`Filter ${label.toLowerCase()}`}
      />
      {loading ? (
        <div aria-busy="true" className="grid gap-3">
          <span className="sr-only">Loading {label.toLowerCase()}</span>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <Skeleton key={index} className="h-[4.5rem] w-full" />
          ))}
        </div>
      ) : tests.length === 0 ? (
        <EmptyState avatar="norecord" message={emptyMessage} />
      ) : (
        <ul className="grid gap-3">
          {tests.map((test) => (
            <li key={test.id}>
              <TestListRow
                testName={test.testName}
                subjectName={test.subjectName}
                totalQuestions={test.totalQuestions}
                dueDate={test.dueDate}
                status={test.status}
                obtainedPercentage={test.obtainedPercentage}
                onStart={onOpen ? () => onOpen(test.id) : undefined}
                onViewResult={onViewResult ? () => onViewResult(test.id) : undefined}
                onViewDetails={onOpen ? () => onOpen(test.id) : undefined}
              />
            </li>
          ))}
        </ul>
      )}
      {!loading && hasMore && onLoadMore ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={loadingMore}
          onClick={onLoadMore}
        >
          {loadingMore ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </section>
  );
}
