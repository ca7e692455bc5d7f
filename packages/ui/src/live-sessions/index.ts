// The `live-sessions` area (the same name as its server module, domain routes and api services).
// Re-exports each component folder's index.ts (its named exports; no namespaces or defaults,
// so bundlers tree-shake); re-exported by src/index.ts.
export * from './live-class-card';
export * from './meeting-badges';
export * from './schedule-card';
export * from './meeting-countdown';
export * from './meeting-room';
export * from './meeting-service-notice';
export * from './calendar-feed-panel';
export * from './agenda';
