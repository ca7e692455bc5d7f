export { TestInfo, type TestInfoProps } from './test-info';
