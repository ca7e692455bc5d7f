export {
  AssignmentProgressTable,
  type AssignmentProgressTableProps,
} from './assignment-progress-table';
