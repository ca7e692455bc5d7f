// The `tests` area (the same name as its server module, domain routes and api services).
// Re-exports each component folder's index.ts (its named exports; no namespaces or defaults,
// so bundlers tree-shake); re-exported by src/index.ts.
export * from './answer-queue-status';
export * from './answer-save-mark';
export * from './cat-progress';
export * from './cat-result-summary';
export * from './finish-test-dialog';
export * from './mistake-bank';
export * from './mistake-practice';
export * from './question-card';
export * from './question-navigator';
export * from './result-detail';
export * from './result-summary';
export * from './test-filter';
export * from './test-info';
export * from './test-list';
export * from './test-list-row';
export * from './test-timer';
