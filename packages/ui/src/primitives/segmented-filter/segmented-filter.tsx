import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

const optionVariants = cva(
  'inline-flex cursor-pointer items-center justify-center rounded-md font-medium text-muted-foreground transition-[color,background-color,border-color] hover:text-foreground has-[:checked]:bg-card has-[:checked]:text-foreground has-[:checked]:shadow-card has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
  {
    variants: { size: { sm: 'h-7 px-2.5 text-xs', md: 'h-9 px-3 text-sm' } },
    defaultVariants: { size: 'md' },
  },
);

export type SegmentedFilterOption<Value extends string | number> = {
  /** The enum value the option stands for. */
  value: Value;
  /** Visible text. */
  label: string;
};

export type SegmentedFilterProps<Value extends string | number> = Omit<
  React.ComponentProps<'div'>,
  'onChange'
> &
  VariantProps<typeof optionVariants> & {
    /** Accessible name of the group, e.g. 'Filter notifications'. */
    label: string;
    /** The options, in display order. */
    options: readonly SegmentedFilterOption<Value>[];
    /** The selected value. */
    value: Value;
    /** Called with the newly selected value. */
    onValueChange?: (value: Value) => void;
  };

/**
 * A one-choice filter shown as a segmented control. It is a native radio group, so Tab enters it
 * and arrow keys move the selection.
 */
export function SegmentedFilter<Value extends string | number>({
  label,
  options,
  value,
  onValueChange,
  size,
  className,
  ...props
}: SegmentedFilterProps<Value>) {
  const name = React.useId();
  return (
    <div
      data-slot="segmented-filter"
      role="radiogroup"
      aria-label={label}
      className={cn('inline-flex flex-wrap gap-1 rounded-lg bg-muted p-1', className)}
      {...props}
    >
      {options.map((option) => (
        <label key={String(option.value)} className={optionVariants({ size })}>
          <input
            type="radio"
            className="sr-only"
            name={name}
            value={String(option.value)}
            checked={option.value === value}
            onChange={() => onValueChange?.(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
