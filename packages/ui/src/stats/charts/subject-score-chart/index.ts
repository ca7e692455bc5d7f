export { SubjectScoreChart, type SubjectScoreChartProps } from './subject-score-chart';
