export { FeatureBarChart, type FeatureBar, type FeatureBarChartProps } from './feature-bar-chart';
