import * as React from 'react';
import { formatTheta } from '@portal/domain';
import { cn } from '../../lib/cn';

export type CatProgressProps = React.ComponentProps<'section'> & {
  /** Questions answered so far (CatProgress.ItemsAnswered). */
  itemsAnswered: number;
  /** The test does not stop before this many answers (MinimumItems). */
  minimumItems: number;
  /** The test stops at this many answers at the latest (MaximumItems). */
  maximumItems: number;
  /** θ̂ after the last answer; null before the first. */
  theta: number | null;
  /** Its standard error; null before the first answer. */
  standardError: number | null;
};

/**
 * Where an adaptive test stands: answers given against the most it can ask, and the ability
 * estimate so far with its uncertainty. The count is a progress bar up to the maximum (the test
 * may end sooner, once the estimate is precise enough).
 */
export function CatProgress({
  itemsAnswered,
  minimumItems,
  maximumItems,
  theta,
  standardError,
  className,
  ...props
}: CatProgressProps) {
  const id = React.useId();
  const percent = Math.min(100, Math.round((itemsAnswered / maximumItems) * 100));
  return (
    <section
      data-slot="cat-progress"
      aria-labelledby={`${id}-title`}
      className={cn(
        'grid gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground',
        className,
      )}
      {...props}
    >
      <h2 id={`${id}-title`} className="text-sm font-semibold">
        Adaptive test
      </h2>
      <div className="grid gap-1.5">
        <p id={`${id}-count`} className="text-sm">
          {itemsAnswered} answered
          <span className="text-muted-foreground">
            {' '}
            · ends between {minimumItems} and {maximumItems} questions
          </span>
        </p>
        <div
          role="progressbar"
          aria-labelledby={`${id}-count`}
          aria-valuemin={0}
          aria-valuemax={maximumItems}
          aria-valuenow={itemsAnswered}
          className="h-2 w-full overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <dl className="grid gap-0.5">
        <dt className="text-sm text-muted-foreground">Ability estimate</dt>
        <dd className="text-sm font-medium" data-testid="cat-theta">
          {theta === null || standardError === null
            ? 'Shown after your first answer'
            : `${formatTheta(theta)} (±${standardError.toFixed(2)})`}
        </dd>
      </dl>
      <p className="text-xs text-muted-foreground">
        Each question is chosen for your level from your answers so far; there is no going back.
      </p>
    </section>
  );
}
