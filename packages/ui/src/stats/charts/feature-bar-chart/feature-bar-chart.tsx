import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import { truncateChartLabel } from '@portal/domain';
import { ChartFigure, chartAxisStyle, type ChartFigureProps } from '../chart-figure/chart-figure';

/** A bar of the chart. */
export type FeatureBar = {
  /** Full label; the axis shows it truncated at 15 characters plus '...'. */
  label: string;
  /** Bar value. */
  value: number;
};

export type FeatureBarChartProps = Omit<
  ChartFigureProps,
  'width' | 'height' | 'data' | 'children'
> & {
  /** The bars, in order. */
  bars: FeatureBar[];
  /** Unit appended to values in the text alternative. @defaultValue '' */
  unit?: string;
  /** Upper bound of the value axis; recharts picks one when absent. */
  maxValue?: number;
  /** Plot width in px. @defaultValue 480 */
  width?: number;
  /** Plot height in px. @defaultValue 240 */
  height?: number;
};

/** Bar chart whose x labels are cut at 15 characters plus an ellipsis (spec; domain truncateChartLabel). */
export function FeatureBarChart({
  bars,
  unit = '',
  maxValue,
  width = 480,
  height = 240,
  ...props
}: FeatureBarChartProps) {
  return (
    <ChartFigure
      data-slot="feature-bar-chart"
      width={width}
      height={height}
      data={bars.map((bar) => ({ label: bar.label, value: `${bar.value}${unit}` }))}
      {...props}
    >
      <BarChart
        width={width}
        height={height}
        data={bars}
        accessibilityLayer={false}
        margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
      >
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis
          dataKey="label"
          tickFormatter={(label: string) => truncateChartLabel(label)}
          interval={0}
          {...chartAxisStyle}
        />
        <YAxis
          domain={maxValue === undefined ? undefined : [0, maxValue]}
          {...chartAxisStyle}
          width={36}
        />
        <Bar
          dataKey="value"
          fill="var(--primary)"
          radius={[4, 4, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ChartFigure>
  );
}
