// The `assignments` area (the same name as its server module, domain routes and api services).
// Re-exports each component folder's index.ts; re-exported by src/index.ts.
export * from './assignment-detail';
export * from './assignment-list';
export * from './assignment-review';
export * from './assignment-submit-form';
