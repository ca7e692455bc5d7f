// The `commerce` area (the same name as its server module, domain routes and api services).
// Re-exports each component folder's index.ts (its named exports; no namespaces or defaults,
// so bundlers tree-shake); re-exported by src/index.ts.
export * from './cart-summary';
export * from './catalogue-course-card';
export * from './coupon-field';
export * from './credit-note-table';
export * from './invoice-row';
export * from './invoice-status-badge';
export * from './invoice-summary';
export * from './jazzcash-voucher';
export * from './money';
export * from './open-voucher';
export * from './payment-method-picker';
export * from './payment-reminder-banner';
export * from './printable-invoice';
export * from './renewal-selection';
export * from './subscription-card';
export * from './subscription-status-badge';
export * from './ubl-voucher';
