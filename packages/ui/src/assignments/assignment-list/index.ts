export { AssignmentList, assignmentFilterOptions, type AssignmentListItem, type AssignmentListProps } from './assignment-list';
export { AssignmentStateBadge } from './assignment-state-badge';
