export {
  ChartFigure,
  chartAxisStyle,
  type ChartDatum,
  type ChartFigureProps,
} from './chart-figure';
