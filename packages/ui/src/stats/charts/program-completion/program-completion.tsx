import { PolarAngleAxis, RadialBar, RadialBarChart } from 'recharts';
import type { CourseCompletion } from '@portal/domain';
import { ChartFigure, type ChartFigureProps } from '../chart-figure/chart-figure';

export type ProgramCompletionProps = Omit<
  ChartFigureProps,
  'title' | 'width' | 'height' | 'data' | 'children' | 'summary'
> & {
  /** GetCourseCompletion: completed and total activities, and the percentage. */
  completion: CourseCompletion;
  /** Title of the figure. @defaultValue 'Program completion' */
  title?: string;
  /** Size in px (square). @defaultValue 200 */
  size?: number;
};

/** How much of the program (course) is done: a radial gauge with the percentage and activity counts. */
export function ProgramCompletion({
  completion,
  title = 'Program completion',
  size = 200,
  ...props
}: ProgramCompletionProps) {
  const percent = Math.round(Math.min(100, Math.max(0, completion.CompletionPercentage)));
  return (
    <ChartFigure
      data-slot="program-completion"
      title={title}
      width={size}
      height={size}
      summary={`${completion.CompletedActivities} of ${completion.TotalActivities} activities completed`}
      data={[
        { label: 'Completed', value: `${percent}%` },
        {
          label: 'Activities completed',
          value: `${completion.CompletedActivities} of ${completion.TotalActivities}`,
        },
      ]}
      {...props}
    >
      <RadialBarChart
        width={size}
        height={size}
        data={[{ name: 'Completed', value: percent }]}
        innerRadius="72%"
        outerRadius="100%"
        startAngle={90}
        endAngle={-270}
        accessibilityLayer={false}
      >
        <PolarAngleAxis type="number" domain={[0, 100]} tick={false} axisLine={false} />
        <RadialBar
          dataKey="value"
          fill="var(--primary)"
          background={{ fill: 'var(--muted)' }}
          cornerRadius={size / 20}
          isAnimationActive={false}
        />
        <text
          x="50%"
          y="50%"
          textAnchor="middle"
          dominantBaseline="central"
          fill="var(--foreground)"
          fontSize={size / 7}
          fontWeight={700}
        >
          {`${percent}%`}
        </text>
      </RadialBarChart>
    </ChartFigure>
  );
}
