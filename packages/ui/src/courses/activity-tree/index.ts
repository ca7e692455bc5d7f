export { ActivityTree, activityKey, type ActivityTreeProps } from './activity-tree';
