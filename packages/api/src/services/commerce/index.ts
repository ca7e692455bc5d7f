export * from './commerce-keys';
export * from './commerce';
