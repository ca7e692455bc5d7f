export {
  ActivityTypeIcon,
  activityTypeLabel,
  type ActivityTypeIconProps,
} from './activity-type-icon';
