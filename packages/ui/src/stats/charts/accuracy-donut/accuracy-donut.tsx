import { Cell, Pie, PieChart } from 'recharts';
import { accuracySeries } from '@portal/domain';
import { ChartFigure, type ChartFigureProps } from '../chart-figure/chart-figure';

export type AccuracyDonutProps = Omit<
  ChartFigureProps,
  'title' | 'width' | 'height' | 'data' | 'children' | 'summary'
> & {
  /** Correct (percentage 0..100) from GetCourseTestAccuracy. */
  correct: number;
  /** Title of the figure. @defaultValue 'Test accuracy' */
  title?: string;
  /** Size in px (square). @defaultValue 200 */
  size?: number;
};

/** Test accuracy donut: Correct against 100 minus Correct (spec chart rule, domain accuracySeries). */
export function AccuracyDonut({
  correct,
  title = 'Test accuracy',
  size = 200,
  ...props
}: AccuracyDonutProps) {
  const [right, rest] = accuracySeries(correct);
  const data = [
    { name: 'Correct', value: right, fill: 'var(--success)' },
    { name: 'Not correct', value: rest, fill: 'var(--muted)' },
  ];
  const percent = `${Math.round(right)}%`;
  return (
    <ChartFigure
      data-slot="accuracy-donut"
      title={title}
      width={size}
      height={size}
      summary={`${percent} correct`}
      valueHeader="Percentage"
      data={data.map((datum) => ({ label: datum.name, value: `${Math.round(datum.value)}%` }))}
      {...props}
    >
      <PieChart width={size} height={size} accessibilityLayer={false}>
        <Pie
          data={data}
          dataKey="value"
          nameKey="name"
          innerRadius="70%"
          outerRadius="100%"
          startAngle={90}
          endAngle={-270}
          stroke="none"
          isAnimationActive={false}
          rootTabIndex={-1}
        >
          {data.map((datum) => (
            <Cell key={datum.name} fill={datum.fill} />
          ))}
        </Pie>
        <text
          x="50%"
          y="50%"
          textAnchor="middle"
          dominantBaseline="central"
          fill="var(--foreground)"
          fontSize={size / 7}
          fontWeight={700}
        >
          {percent}
        </text>
      </PieChart>
    </ChartFigure>
  );
}
