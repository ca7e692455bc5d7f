export * from './imaging-keys';
export * from './imaging';
