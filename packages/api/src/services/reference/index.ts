export * from './get-all-messages';
export * from './get-countries';
export * from './get-message-key-enum';
export * from './get-message-type-enum';
export * from './get-messages-for-enum';
export * from './get-time-zones';
export * from './reference-keys';
export * from './reset-configuration';
export type { EnumLookup } from './enum-lookup';
