export * from './get-countries';
export * from './get-time-zones';
export * from './location-keys';
