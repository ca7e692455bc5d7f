export { ProgramSummary, type ProgramSummaryProps } from './program-summary';
