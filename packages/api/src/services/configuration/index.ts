export * from './configuration-keys';
export * from './reset-configuration';
