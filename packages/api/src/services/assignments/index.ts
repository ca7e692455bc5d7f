export * from './assignment-keys';
export * from './get-assignments';
export * from './submit-assignment';
