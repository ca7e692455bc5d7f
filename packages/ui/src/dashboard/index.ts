// The `dashboard` area (the same name as its server module, domain routes and api services).
// Named re-exports only (tree-shaking); re-exported by src/index.ts.
export { DashboardTab, DashboardTabs, type DashboardTabsProps } from './dashboard-tabs';
