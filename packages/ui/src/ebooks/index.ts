// The `ebooks` area (the same name as its server module, domain routes and api services).
// Re-exports each component folder's index.ts (its named exports; no namespaces or defaults,
// so bundlers tree-shake); re-exported by src/index.ts.
export * from './ebook-card';
export * from './reader-toolbar';
export * from './selection-actions';
export * from './annotation-panel';
export * from './reader-status';
export * from './annotation-transfer';
export * from './contents-panel';
