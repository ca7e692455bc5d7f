import { Bar, BarChart, CartesianGrid, Cell, XAxis, YAxis } from 'recharts';
import { truncateChartLabel, type SubjectCompletion } from '@portal/domain';
import { ChartFigure, chartAxisStyle, type ChartFigureProps } from '../chart-figure/chart-figure';

export type SubjectCompletionChartProps = Omit<
  ChartFigureProps,
  'title' | 'width' | 'height' | 'data' | 'children'
> & {
  /** SubjectsCompletion from GetCourseSubjectCompletion. */
  subjects: SubjectCompletion[];
  /** Title of the figure. @defaultValue 'Subject completion' */
  title?: string;
  /** Plot width in px. @defaultValue 480 */
  width?: number;
  /** Height per subject row in px. @defaultValue 40 */
  rowHeight?: number;
};

/** Completion per subject as horizontal bars (0..100 %), each in the subject's colour. */
export function SubjectCompletionChart({
  subjects,
  title = 'Subject completion',
  width = 480,
  rowHeight = 40,
  ...props
}: SubjectCompletionChartProps) {
  const height = Math.max(1, subjects.length) * rowHeight + 32;
  return (
    <ChartFigure
      data-slot="subject-completion-chart"
      title={title}
      width={width}
      height={height}
      valueHeader="Completed"
      data={subjects.map((subject) => ({
        label: subject.SubjectName,
        value: `${subject.SubjectProgress}%`,
      }))}
      {...props}
    >
      <BarChart
        width={width}
        height={height}
        data={subjects}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ top: 4, right: 16, bottom: 4, left: 8 }}
      >
        <CartesianGrid horizontal={false} stroke="var(--border)" />
        <XAxis type="number" domain={[0, 100]} unit="%" {...chartAxisStyle} />
        <YAxis
          type="category"
          dataKey="SubjectName"
          width={120}
          tickFormatter={(label: string) => truncateChartLabel(label)}
          {...chartAxisStyle}
        />
        <Bar
          dataKey="SubjectProgress"
          radius={[0, 4, 4, 0]}
          barSize={16}
          background={{ fill: 'var(--muted)' }}
          isAnimationActive={false}
        >
          {subjects.map((subject) => (
            <Cell key={subject.SubjectName} fill={subject.Color} />
          ))}
        </Bar>
      </BarChart>
    </ChartFigure>
  );
}
