export * from './get-stats';
export * from './stats-keys';
