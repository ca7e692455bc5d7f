// The `contact` area (the same name as its server module, domain routes and api services).
// Re-exports each component folder's index.ts (its named exports; no namespaces or defaults,
// so bundlers tree-shake); re-exported by src/index.ts.
export * from './teacher-support-form';
export * from './support-thread-list';
