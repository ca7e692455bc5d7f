export { TestListRow, type TestListRowProps, type TestRowStatus } from './test-list-row';
