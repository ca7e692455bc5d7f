// Feedback: alerts, toasts, message dialogs, loaders, progress, empty and error states; and the
// subject feedback form of the learning area named `feedback`.
// Re-exports each component folder's index.ts (its named exports; no namespaces or defaults,
// so bundlers tree-shake); re-exported by src/index.ts.
export * from './alert-banner';
export * from './alert-body';
export * from './alert-stack';
export * from './empty-state';
export * from './feedback-form';
export * from './global-loader';
export * from './inline-alert';
export * from './list-skeleton';
export * from './message-dialog';
export * from './missing-feature-page';
export * from './navigation-progress';
export * from './not-found-page';
export * from './toast';
export * from './upload-progress';
