// The `stats` area: progress tables and the leaderboard. Its charts (./charts, recharts) are
// deliberately not re-exported: they are the separate, lazily loaded `@portal/ui/charts` entry.
// Re-exports each component folder's index.ts (its named exports; no namespaces or defaults,
// so bundlers tree-shake); re-exported by src/index.ts.
export * from './assignment-progress-table';
export * from './leaderboard';
export * from './next-steps';
export * from './test-progress-table';
