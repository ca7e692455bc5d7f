import { CartesianGrid, Line, LineChart, XAxis, YAxis } from 'recharts';
import { formatDate, truncateChartLabel, type TestProgress } from '@portal/domain';
import { ChartFigure, chartAxisStyle, type ChartFigureProps } from '../chart-figure/chart-figure';

export type TestProgressChartProps = Omit<
  ChartFigureProps,
  'title' | 'width' | 'height' | 'data' | 'children' | 'legend'
> & {
  /** TestsProgress from GetCourseTestProgress, oldest attempt first. */
  tests: TestProgress[];
  /** Title of the figure. @defaultValue 'Test progress over time' */
  title?: string;
  /** Colour of the line (the selected subject's colour). @defaultValue 'var(--primary)' */
  color?: string;
  /** Plot width in px. @defaultValue 560 */
  width?: number;
  /** Plot height in px. @defaultValue 240 */
  height?: number;
};

/**
 * The percentage of each attempt in the order it was taken (0..100 %). X labels are the test
 * names cut at 15 characters plus an ellipsis (spec chart rule, domain truncateChartLabel); the
 * chart is hidden from assistive tech and a table reads every attempt (name, date, percentage).
 */
export function TestProgressChart({
  tests,
  title = 'Test progress over time',
  color = 'var(--primary)',
  width = 560,
  height = 240,
  ...props
}: TestProgressChartProps) {
  const rows = tests.map((test, index) => ({ key: index, name: test.TestName, percentage: Math.round(test.Percentage * 10) / 10 }));
  return (
    <ChartFigure
      data-slot="test-progress-chart"
      title={title}
      width={width}
      height={height}
      valueHeader="Percentage"
      data={tests.map((test) => ({
        label: `${test.TestName} (${formatDate(test.TestAttemptDate)})`,
        value: `${Math.round(test.Percentage * 10) / 10}%`,
      }))}
      {...props}
    >
      <LineChart
        width={width}
        height={height}
        data={rows}
        accessibilityLayer={false}
        margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
      >
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis
          dataKey="key"
          tickFormatter={(index: number) => truncateChartLabel(rows[index]?.name ?? '')}
          interval="preserveStartEnd"
          {...chartAxisStyle}
        />
        <YAxis domain={[0, 100]} unit="%" width={44} {...chartAxisStyle} />
        <Line
          dataKey="percentage"
          stroke={color}
          strokeWidth={2}
          dot={{ r: 3, fill: color }}
          isAnimationActive={false}
        />
      </LineChart>
    </ChartFigure>
  );
}
