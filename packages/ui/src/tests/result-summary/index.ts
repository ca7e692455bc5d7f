export { ResultSummary, type ResultSummaryProps } from './result-summary';
