export { DashboardTab, DashboardTabs, type DashboardTabsProps } from './dashboard-tabs';
