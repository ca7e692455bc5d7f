export * from './get-notification-detail';
export * from './get-notification-filter-enum';
export * from './get-notifications';
export * from './get-unread-notification-count';
export * from './mark-notification-as-read';
export * from './notification-keys';
export * from './notification-pages';
export * from './save-push-token';
