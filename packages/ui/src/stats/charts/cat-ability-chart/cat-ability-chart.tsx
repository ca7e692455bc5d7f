import { Area, CartesianGrid, ComposedChart, Line, ReferenceLine, XAxis, YAxis } from 'recharts';
import {
  CAT_BAND_Z,
  CAT_THETA_RANGE,
  catAbilityInterval,
  formatTheta,
  type CatResultStep,
} from '@portal/domain';
import { ChartFigure, chartAxisStyle, type ChartFigureProps } from '../chart-figure/chart-figure';

export type CatAbilityChartProps = Omit<
  ChartFigureProps,
  'title' | 'width' | 'height' | 'data' | 'children' | 'legend'
> & {
  /** CatResult.Steps: θ̂ and SE after every answer, the item's difficulty and whether it was right. */
  steps: CatResultStep[];
  /** Title of the figure. @defaultValue 'Your ability estimate, question by question' */
  title?: string;
  /** Plot width in px. @defaultValue 560 */
  width?: number;
  /** Plot height in px. @defaultValue 260 */
  height?: number;
};

const colors = {
  theta: 'var(--primary)',
  band: 'var(--primary)',
  difficulty: 'var(--muted-foreground)',
} as const;

/**
 * A CAT's ability estimate (θ̂) after every question, with its 95% band (θ̂ ± 1.96·SE) and the
 * difficulty of each question given. The chart is hidden from assistive tech; a table reads every
 * step instead (ability, band, difficulty, right or wrong).
 */
export function CatAbilityChart({
  steps,
  title = 'Your ability estimate, question by question',
  width = 560,
  height = 260,
  summary,
  ...props
}: CatAbilityChartProps) {
  const rows = steps.map((step, index) => {
    const { low, high } = catAbilityInterval(step.Theta, step.StandardError);
    return {
      question: index + 1,
      theta: Math.round(step.Theta * 100) / 100,
      band: [low, high] as [number, number],
      difficulty: Math.round(step.Difficulty * 100) / 100,
      correct: step.IsCorrect,
      low,
      high,
    };
  });
  return (
    <ChartFigure
      data-slot="cat-ability-chart"
      title={title}
      width={width}
      height={height}
      valueHeader={`Ability estimate (95% band: ±${CAT_BAND_Z}·SE), question difficulty`}
      summary={summary}
      legend={[
        { label: 'Ability estimate', color: colors.theta },
        { label: '95% band', color: 'color-mix(in oklab, var(--primary) 25%, transparent)' },
        { label: 'Question difficulty', color: colors.difficulty },
      ]}
      data={rows.map((row) => ({
        label: `Question ${row.question} (${row.correct ? 'right' : 'wrong'})`,
        value: `${formatTheta(row.theta)}, band ${formatTheta(row.low)} to ${formatTheta(row.high)}; difficulty ${formatTheta(row.difficulty)}`,
      }))}
      {...props}
    >
      <ComposedChart
        width={width}
        height={height}
        data={rows}
        accessibilityLayer={false}
        margin={{ top: 8, right: 12, bottom: 8, left: 0 }}
      >
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="question" {...chartAxisStyle} />
        <YAxis
          domain={[CAT_THETA_RANGE.min, CAT_THETA_RANGE.max]}
          ticks={[-4, -2, 0, 2, 4]}
          width={32}
          {...chartAxisStyle}
        />
        <ReferenceLine y={0} stroke="var(--border)" />
        <Area
          dataKey="band"
          stroke="none"
          fill={colors.band}
          fillOpacity={0.18}
          isAnimationActive={false}
        />
        <Line
          dataKey="difficulty"
          stroke={colors.difficulty}
          strokeDasharray="4 3"
          dot={{ r: 3, fill: colors.difficulty }}
          isAnimationActive={false}
        />
        <Line
          dataKey="theta"
          stroke={colors.theta}
          strokeWidth={2}
          dot={{ r: 3, fill: colors.theta }}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ChartFigure>
  );
}
