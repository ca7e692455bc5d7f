// The `stats` area (the same name as its server module, domain routes and api services).
// Named re-exports only (tree-shaking); re-exported by src/index.ts.
export {
  AssignmentProgressTable,
  type AssignmentProgressTableProps,
} from './assignment-progress-table';
export { Leaderboard, type LeaderboardProps } from './leaderboard';
export { TestProgressTable, type TestProgressTableProps } from './test-progress-table';
