import * as React from 'react';
import { CandidateTestFilter, QuizTypeFilter } from '@portal/domain';
import {
  SegmentedFilter,
  type SegmentedFilterOption,
} from '../../primitives/segmented-filter/segmented-filter';

/** Attempt filter of test and quiz lists (all 0, attempted 1, unattempted 2; the quiz filter has the same numbers). */
export const testAttemptFilterOptions = [
  { value: CandidateTestFilter.all, label: 'All' },
  { value: CandidateTestFilter.attempted, label: 'Attempted' },
  { value: CandidateTestFilter.unattempted, label: 'Unattempted' },
] as const satisfies readonly SegmentedFilterOption<CandidateTestFilter>[];

/** Quiz type filter of AI quiz lists (All 0, Question-wise Rectification 1, Topic-wise Improvement 2). */
export const quizTypeFilterOptions = [
  { value: QuizTypeFilter.All, label: 'All' },
  { value: QuizTypeFilter.QuestionWiseRectification, label: 'Question-wise Rectification' },
  { value: QuizTypeFilter.TopicWiseImprovement, label: 'Topic-wise Improvement' },
] as const satisfies readonly SegmentedFilterOption<QuizTypeFilter>[];

export type TestFilterProps<Value extends number> = Omit<
  React.ComponentProps<typeof SegmentedFilter<Value>>,
  'options' | 'label'
> & {
  /** The filter's options. @defaultValue testAttemptFilterOptions */
  options?: readonly SegmentedFilterOption<Value>[];
  /** Accessible name. @defaultValue 'Filter tests' */
  label?: string;
};

/** A filter above the test list: by attempt (default) or, with quizTypeFilterOptions, by quiz type. */
export function TestFilter<Value extends number = CandidateTestFilter>({
  options = testAttemptFilterOptions as unknown as readonly SegmentedFilterOption<Value>[],
  label = 'Filter tests',
  ...props
}: TestFilterProps<Value>) {
  return (
    <SegmentedFilter<Value> data-slot="test-filter" label={label} options={options} {...props} />
  );
}
