export { NotificationFilter, type NotificationFilterProps } from './notification-filter';
