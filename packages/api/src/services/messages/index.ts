export * from './get-all-messages';
export * from './get-message-key-enum';
export * from './get-message-type-enum';
export * from './get-messages-for-enum';
export * from './message-keys';
export type { EnumLookup } from './enum-lookup';
