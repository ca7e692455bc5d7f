export {
  TestFilter,
  quizTypeFilterOptions,
  testAttemptFilterOptions,
  type TestFilterProps,
} from './test-filter';
