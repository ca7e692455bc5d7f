export { NotificationItem, type NotificationItemProps } from './notification-item';
