export { CatResultSummary, type CatResultSummaryProps } from './cat-result-summary';
