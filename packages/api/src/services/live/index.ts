export * from './live-keys';
export * from './live-classes';
export * from './webinars';
export * from './calendar-feed';
export * from './agenda';
