export {
  SubjectCompletionChart,
  type SubjectCompletionChartProps,
} from './subject-completion-chart';
