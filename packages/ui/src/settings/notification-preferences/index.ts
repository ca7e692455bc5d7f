export {
  NotificationPreferences,
  type NotificationPreferencesProps,
  type NotificationPreferencesValue,
} from './notification-preferences';
