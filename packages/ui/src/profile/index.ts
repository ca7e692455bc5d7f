// The `profile` area (the same name as its server module, domain routes and api services).
// Re-exports each component folder's index.ts (its named exports; no namespaces or defaults,
// so bundlers tree-shake); re-exported by src/index.ts.
export * from './academic-documents-list';
export * from './academic-records-editor';
export * from './profile-form';
export * from './profile-image';
