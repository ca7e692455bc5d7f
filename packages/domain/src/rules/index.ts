export * from './validation-message';
