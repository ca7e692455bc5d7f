export { TestProgressChart, type TestProgressChartProps } from './test-progress-chart';
