export {
  NotificationList,
  type NotificationListEntry,
  type NotificationListProps,
} from './notification-list';
