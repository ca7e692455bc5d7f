// Primitives, feedback, placeholders, forms and shell components (re-exported by src/index.ts).
// Named re-exports only (tree-shaking); nothing here may import recharts (that lives in src/charts/).
export * from './components/button';
export * from './components/card';
export * from './components/badge';
export * from './components/dialog';
export * from './components/tabs';
export * from './components/skeleton';
export * from './components/empty-state';
export * from './components/form-field';
export * from './components/alert-banner';
export * from './components/toast';
export * from './components/confirmation-dialog';
export * from './components/message-popup';
export * from './components/global-loader';
export * from './components/navigation-progress';
export * from './components/list-skeleton';
export * from './components/not-found-page';
export * from './components/missing-feature-page';
