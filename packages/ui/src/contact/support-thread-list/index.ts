export { SupportThreadList, type SupportThreadListProps } from './support-thread-list';
