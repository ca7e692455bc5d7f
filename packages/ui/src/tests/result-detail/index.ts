export { ResultDetail, type ResultDetailProps, type ResultOutcome } from './result-detail';
