import * as React from 'react';
import { catAbilityBand, catAbilityInterval, catScaledScore, formatTheta } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Card, CardContent, CardHeader, CardTitle } from '../../primitives/card/card';

export type CatResultSummaryProps = React.ComponentProps<'div'> & {
  /** Final θ̂ (CatResult.Theta). */
  theta: number;
  /** Its standard error (CatResult.StandardError). */
  standardError: number;
  /** Questions answered. */
  itemsAnswered: number;
  /** Why the test ended, in plain words (CatResult.StopReasonText). */
  stopReasonText: string;
  /** Heading of the card. @defaultValue 'Your adaptive test result' */
  title?: string;
};

/**
 * The outcome of an adaptive test in plain words: a scaled score (100–900, 500 = the average
 * candidate) with its band label, the ability estimate with its 95% range, and why the test ended.
 */
export function CatResultSummary({
  theta,
  standardError,
  itemsAnswered,
  stopReasonText,
  title = 'Your adaptive test result',
  className,
  ...props
}: CatResultSummaryProps) {
  const { low, high } = catAbilityInterval(theta, standardError);
  return (
    <Card data-slot="cat-result-summary" className={cn('w-full', className)} {...props}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="flex flex-wrap items-end gap-x-8 gap-y-3">
          <div className="flex flex-col">
            <dt className="text-sm text-muted-foreground">Scaled score</dt>
            <dd className="text-3xl font-bold text-foreground">
              {catScaledScore(theta)}
              <span className="text-lg font-medium text-muted-foreground"> / 900</span>
            </dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-sm text-muted-foreground">Band</dt>
            <dd className="text-2xl font-semibold text-foreground">{catAbilityBand(theta)}</dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-sm text-muted-foreground">Ability estimate</dt>
            <dd className="text-base font-medium text-foreground">
              {formatTheta(theta)}{' '}
              <span className="text-muted-foreground">
                (95% range {formatTheta(low)} to {formatTheta(high)})
              </span>
            </dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-sm text-muted-foreground">Questions</dt>
            <dd className="text-base font-medium text-foreground">{itemsAnswered}</dd>
          </div>
        </dl>
        <p className="text-sm text-foreground">{stopReasonText}</p>
        <p className="text-xs text-muted-foreground">
          500 is the average candidate; each 100 points is one standard deviation of ability.
        </p>
      </CardContent>
    </Card>
  );
}
