// The '@portal/ui/charts' entry: recharts-based charts, loaded lazily by the portal.
// Everything that imports recharts lives under src/stats/charts/ and is exported only from here
// (never from src/stats/index.ts or src/index.ts). Named re-exports only (tree-shaking).
export {
  ChartFigure,
  chartAxisStyle,
  type ChartDatum,
  type ChartFigureProps,
} from './chart-figure';
export { AccuracyDonut, type AccuracyDonutProps } from './accuracy-donut';
export { SubjectsDonut, type SubjectSlice, type SubjectsDonutProps } from './subjects-donut';
export { FeatureBarChart, type FeatureBar, type FeatureBarChartProps } from './feature-bar-chart';
export { SubjectScoreChart, type SubjectScoreChartProps } from './subject-score-chart';
export {
  SubjectCompletionChart,
  type SubjectCompletionChartProps,
} from './subject-completion-chart';
export { ProgramCompletion, type ProgramCompletionProps } from './program-completion';
export { ProgramSummary, type ProgramSummaryProps } from './program-summary';
