// The `tests` area (the same name as its server module, domain routes and api services).
// Named re-exports only (tree-shaking); re-exported by src/index.ts.
export { FinishTestDialog, type FinishTestDialogProps } from './finish-test-dialog';
export { QuestionCard, type AnswerOption, type QuestionCardProps } from './question-card';
export {
  QuestionNavigator,
  type NavigatorQuestion,
  type QuestionNavigatorProps,
} from './question-navigator';
export { ResultDetail, type ResultDetailProps, type ResultOutcome } from './result-detail';
export { ResultSummary, type ResultSummaryProps } from './result-summary';
export {
  TestFilter,
  quizTypeFilterOptions,
  testAttemptFilterOptions,
  type TestFilterProps,
} from './test-filter';
export { TestInfo, type TestInfoProps } from './test-info';
export { TestListRow, type TestListRowProps, type TestRowStatus } from './test-list-row';
export { TestTimer, type TestTimerProps } from './test-timer';
