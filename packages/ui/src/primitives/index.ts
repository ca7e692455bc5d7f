// Primitives: buttons, cards, badges, dialogs, tabs, tables, skeletons and the form controls.
// Re-exports each component folder's index.ts (its named exports; no namespaces or defaults,
// so bundlers tree-shake); re-exported by src/index.ts.
export * from './badge';
export * from './button';
export * from './card';
export * from './checkbox';
export * from './data-table';
export * from './date-input';
export * from './dialog';
export * from './dropdown-menu';
export * from './email-input';
export * from './file-picker';
export * from './form-field';
export * from './otp-input';
export * from './password-input';
export * from './phone-input';
export * from './radio-group';
export * from './segmented-filter';
export * from './select';
export * from './skeleton';
export * from './tabs';
export * from './text-input';
export * from './text-link';
export * from './textarea';
