// The `notifications` area (the same name as its server module, domain routes and api services).
// Named re-exports only (tree-shaking); re-exported by src/index.ts.
export { NotificationFilter, type NotificationFilterProps } from './notification-filter';
export { NotificationItem, type NotificationItemProps } from './notification-item';
export {
  NotificationList,
  type NotificationListEntry,
  type NotificationListProps,
} from './notification-list';
