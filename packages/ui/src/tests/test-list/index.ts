export { TestList, type TestListItem, type TestListProps } from './test-list';
