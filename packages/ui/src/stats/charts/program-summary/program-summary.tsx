import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import type { CourseSummary } from '@portal/domain';
import { ChartFigure, chartAxisStyle, type ChartFigureProps } from '../chart-figure/chart-figure';

export type ProgramSummaryProps = Omit<
  ChartFigureProps,
  'title' | 'width' | 'height' | 'data' | 'children' | 'legend' | 'summary'
> & {
  /** GetCourseSummary: done and total per content kind. */
  summary: CourseSummary;
  /** Title of the figure. @defaultValue 'Program summary' */
  title?: string;
  /** Plot width in px. @defaultValue 480 */
  width?: number;
  /** Plot height in px. @defaultValue 240 */
  height?: number;
};

/** Videos watched, readings read, tests attempted and assignments submitted, each against its total. */
export function ProgramSummary({
  summary,
  title = 'Program summary',
  width = 480,
  height = 240,
  ...props
}: ProgramSummaryProps) {
  const rows = [
    { label: 'Videos', done: summary.WatchedVideos, total: summary.TotalVideos },
    { label: 'Readings', done: summary.ReadReadings, total: summary.TotalReadings },
    { label: 'Tests', done: summary.AttemptedTests, total: summary.TotalTests },
    { label: 'Assignments', done: summary.SubmittedAssignments, total: summary.TotalAssignments },
  ].map((row) => ({ ...row, remaining: Math.max(0, row.total - row.done) }));
  return (
    <ChartFigure
      data-slot="program-summary"
      title={title}
      width={width}
      height={height}
      valueHeader="Done"
      data={rows.map((row) => ({ label: row.label, value: `${row.done} of ${row.total}` }))}
      legend={[
        { label: 'Done', color: 'var(--primary)' },
        { label: 'Remaining', color: 'var(--secondary)' },
      ]}
      {...props}
    >
      <BarChart
        width={width}
        height={height}
        data={rows}
        accessibilityLayer={false}
        margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
      >
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="label" interval={0} {...chartAxisStyle} />
        <YAxis allowDecimals={false} {...chartAxisStyle} width={36} />
        <Bar dataKey="done" stackId="summary" fill="var(--primary)" isAnimationActive={false} />
        <Bar
          dataKey="remaining"
          stackId="summary"
          fill="var(--secondary)"
          radius={[4, 4, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ChartFigure>
  );
}
