export { TestProgressTable, type TestProgressTableProps } from './test-progress-table';
