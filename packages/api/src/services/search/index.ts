export * from './search-keys';
export * from './search';
