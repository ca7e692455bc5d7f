export * from './feedback-keys';
export * from './feedback';
