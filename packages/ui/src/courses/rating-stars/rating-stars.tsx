import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';

const starVariants = cva('shrink-0 transition-[color,background-color,border-color]', {
  variants: {
    size: { sm: 'size-4', md: 'size-6', lg: 'size-8' },
    filled: { true: 'fill-warning text-warning', false: 'fill-transparent text-muted-foreground' },
  },
  defaultVariants: { size: 'md', filled: false },
});

export type RatingStarsProps = Omit<React.ComponentProps<'div'>, 'onChange'> &
  Pick<VariantProps<typeof starVariants>, 'size'> & {
    /** Accessible name of the group, e.g. 'Rate this course'. @defaultValue 'Rating' */
    label?: string;
    /** Current rating, 0 when not rated. @defaultValue 0 */
    value?: number;
    /** Number of stars. @defaultValue 5 */
    max?: number;
    /** Shows the rating without letting the user change it. @defaultValue false */
    readOnly?: boolean;
    /** Disables every star. @defaultValue false */
    disabled?: boolean;
    /** Name shared by the radio inputs; generated when absent. */
    name?: string;
    /** Called with the chosen rating (1..max). */
    onValueChange?: (value: number) => void;
  };

/**
 * Star rating as a native radio group: Tab enters the group, arrow keys move and select, so it is
 * keyboard operable without custom key handling. Read-only ratings render as a single image.
 */
export function RatingStars({
  label = 'Rating',
  value = 0,
  max = 5,
  readOnly = false,
  disabled = false,
  name,
  size,
  onValueChange,
  className,
  ...props
}: RatingStarsProps) {
  const generatedName = React.useId();
  const groupName = name ?? generatedName;
  const stars = Array.from({ length: max }, (_, index) => index + 1);

  if (readOnly) {
    return (
      <div
        data-slot="rating-stars"
        role="img"
        aria-label={`${label}: ${value} out of ${max}`}
        className={cn('inline-flex items-center gap-0.5', className)}
        {...props}
      >
        {stars.map((star) => (
          <Star key={star} aria-hidden className={starVariants({ size, filled: star <= value })} />
        ))}
      </div>
    );
  }

  return (
    <div
      data-slot="rating-stars"
      role="radiogroup"
      aria-label={label}
      aria-disabled={disabled || undefined}
      className={cn('inline-flex items-center gap-0.5', className)}
      {...props}
    >
      {stars.map((star) => (
        <label
          key={star}
          className={cn(
            'relative rounded-sm p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
            disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
          )}
        >
          <input
            type="radio"
            name={groupName}
            value={star}
            checked={star === value}
            disabled={disabled}
            onChange={() => onValueChange?.(star)}
            className="sr-only"
            aria-label={`${star} star${star === 1 ? '' : 's'}`}
          />
          <Star aria-hidden className={starVariants({ size, filled: star <= value })} />
        </label>
      ))}
    </div>
  );
}
