// The `courses` area (the same name as its server module, domain routes and api services).
// Re-exports each component folder's index.ts (its named exports; no namespaces or defaults,
// so bundlers tree-shake); re-exported by src/index.ts.
export * from './activity-tree';
export * from './activity-type-icon';
export * from './bookmark-list';
export * from './bookmark-toggle';
export * from './content-type-filter';
export * from './course-breadcrumbs';
export * from './course-card';
export * from './course-sidebar';
export * from './note-editor-dialog';
export * from './note-list';
export * from './rating-stars';
export * from './reading-view';
export * from './report-problem-dialog';
export * from './subject-card';
export * from './video-frame';
