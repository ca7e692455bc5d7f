import * as React from 'react';
import { cva } from 'class-variance-authority';
import { ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge/badge';

const subjectCardVariants = cva(
  'group flex w-full items-center gap-4 rounded-lg border bg-card p-4 text-left text-card-foreground shadow-card transition-[color,background-color,border-color] hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring',
  {
    variants: { flp: { true: 'border-info', false: 'border-border' } },
    defaultVariants: { flp: false },
  },
);

export type SubjectCardProps = Omit<React.ComponentProps<'button'>, 'children'> & {
  /** Subject name. */
  subjectName: string;
  /** IsFLP: a full-length practice subject, shown only on request and marked. @defaultValue false */
  isFLP?: boolean;
  /** Completion percentage 0..100; the bar is hidden when absent. */
  completion?: number;
  /** Line under the name, e.g. '12 groups'. */
  description?: string;
};

/** A subject of a course; FLP subjects carry a marker. The whole card is one button. */
export function SubjectCard({
  subjectName,
  isFLP = false,
  completion,
  description,
  className,
  ...props
}: SubjectCardProps) {
  const percent =
    completion === undefined ? undefined : Math.min(100, Math.max(0, Math.round(completion)));
  return (
    <button
      type="button"
      data-slot="subject-card"
      data-flp={isFLP}
      className={cn(subjectCardVariants({ flp: isFLP }), className)}
      {...props}
    >
      <span
        aria-hidden
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-md bg-primary text-lg font-bold text-primary-foreground"
      >
        {subjectName.slice(0, 1).toUpperCase()}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2">
          <span className="truncate font-semibold">{subjectName}</span>
          {isFLP ? (
            <Badge variant="info" title="Full-length practice">
              FLP
            </Badge>
          ) : null}
        </span>
        {description ? (
          <span className="mt-0.5 block text-sm text-muted-foreground group-hover:text-inherit">
            {description}
          </span>
        ) : null}
        {percent !== undefined ? (
          <span className="mt-2 flex items-center gap-2 text-xs">
            <span
              role="progressbar"
              aria-label={`${subjectName} completion`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-1.5 flex-1 overflow-hidden rounded-full bg-muted"
            >
              <span
                className="block h-full rounded-full bg-primary"
                style={{ width: `${percent}%` }}
              />
            </span>
            <span aria-hidden>{percent}%</span>
          </span>
        ) : null}
      </span>
      <ChevronRight aria-hidden className="size-5 shrink-0" />
    </button>
  );
}
