export { AccuracyDonut, type AccuracyDonutProps } from './accuracy-donut';
