export {
  ActivityTree,
  type ActivityTreeActivity,
  type ActivityTreeDay,
  type ActivityTreeGroup,
  type ActivityTreeProps,
} from './activity-tree';
