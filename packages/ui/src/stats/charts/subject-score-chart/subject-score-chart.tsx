import { Bar, BarChart, CartesianGrid, Cell, XAxis, YAxis } from 'recharts';
import { truncateChartLabel, type SubjectScore } from '@portal/domain';
import { ChartFigure, chartAxisStyle, type ChartFigureProps } from '../chart-figure/chart-figure';

export type SubjectScoreChartProps = Omit<
  ChartFigureProps,
  'title' | 'width' | 'height' | 'data' | 'children'
> & {
  /** SubjectsScore from GetCourseSubjectScore. */
  scores: SubjectScore[];
  /** Title of the figure. @defaultValue 'Subject score' */
  title?: string;
  /** Plot width in px. @defaultValue 480 */
  width?: number;
  /** Plot height in px. @defaultValue 240 */
  height?: number;
};

/** Score per subject (0..100), each bar in the subject's colour. */
export function SubjectScoreChart({
  scores,
  title = 'Subject score',
  width = 480,
  height = 240,
  ...props
}: SubjectScoreChartProps) {
  return (
    <ChartFigure
      data-slot="subject-score-chart"
      title={title}
      width={width}
      height={height}
      valueHeader="Score"
      data={scores.map((score) => ({ label: score.SubjectName, value: `${score.Score}%` }))}
      {...props}
    >
      <BarChart
        width={width}
        height={height}
        data={scores}
        accessibilityLayer={false}
        margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
      >
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis
          dataKey="SubjectName"
          interval={0}
          tickFormatter={(label: string) => truncateChartLabel(label)}
          {...chartAxisStyle}
        />
        <YAxis domain={[0, 100]} {...chartAxisStyle} width={36} />
        <Bar dataKey="Score" radius={[4, 4, 0, 0]} isAnimationActive={false}>
          {scores.map((score) => (
            <Cell key={score.SubjectName} fill={score.SubjectColor} />
          ))}
        </Bar>
      </BarChart>
    </ChartFigure>
  );
}
