import * as React from 'react';
import type { CatalogueCourse, CataloguePlan } from '@portal/domain';
import { Card } from '../../primitives/card/card';
import { Money } from '../money/money';

export type CatalogueCourseCardProps = Omit<React.ComponentProps<'article'>, 'onChange'> & {
  /** A course on sale with its plans (GetCatalogue). */
  course: CatalogueCourse;
  /** The chosen plan's SOSPaymentPlanId, or null. */
  selectedPlanId: number | null;
  /** Chooses a plan; choosing the chosen one again clears the choice. */
  onSelectPlan?: (plan: CataloguePlan | null) => void;
};

/** One course of the portal's catalogue: its description, subjects, and plans with prices (one may be chosen). */
export function CatalogueCourseCard({
  course,
  selectedPlanId,
  onSelectPlan,
  className,
  ...props
}: CatalogueCourseCardProps) {
  const headingId = React.useId();
  return (
    <Card padding="compact" className={className}>
      <article data-slot="catalogue-course-card" aria-labelledby={headingId} {...props}>
        <h2 id={headingId} className="text-lg font-semibold text-foreground">
          {course.CourseName}
        </h2>
        <p className="text-sm text-muted-foreground">{course.Description}</p>
        <p className="mt-1 text-sm text-foreground">Subjects: {course.Subjects.join(', ')}</p>
        <fieldset className="mt-3 grid gap-2">
          <legend className="text-sm font-medium text-foreground">
            Plans for {course.CourseName}
          </legend>
          {course.Plans.map((plan) => {
            const id = `plan-${plan.SOSPaymentPlanId}`;
            const checked = selectedPlanId === plan.SOSPaymentPlanId;
            return (
              <label
                key={plan.SOSPaymentPlanId}
                htmlFor={id}
                className="flex items-center gap-2 text-sm text-foreground"
              >
                <input
                  id={id}
                  type="checkbox"
                  className="size-4"
                  checked={checked}
                  onChange={() => onSelectPlan?.(checked ? null : plan)}
                />
                <span>
                  {plan.PackageName}, {plan.Months} {plan.Months === 1 ? 'month' : 'months'}:{' '}
                  <Money amountMinor={plan.PriceMinor} currency={plan.Currency} emphasis="strong" />
                </span>
              </label>
            );
          })}
        </fieldset>
      </article>
    </Card>
  );
}
