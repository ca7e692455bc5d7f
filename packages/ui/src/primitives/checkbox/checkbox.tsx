import { useId } from 'react';
import { cn } from '../../lib/cn';

export type CheckboxProps = Omit<React.ComponentProps<'input'>, 'type' | 'id'> & {
  /** The control's id; a stable one is generated when omitted. */
  id?: string;
  /** The text beside the box. */
  label: React.ReactNode;
  /** Extra text under the label. */
  description?: React.ReactNode;
  /** The already-worded validation message. */
  error?: string;
};

/** A labelled native checkbox (label beside the box). */
export function Checkbox({ id, label, description, error, className, ...props }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const describedBy =
    [description ? `${inputId}-description` : '', error ? `${inputId}-error` : '']
      .join(' ')
      .trim() || undefined;
  return (
    <div data-slot="checkbox" className={cn('flex items-start gap-2', className)}>
      <input
        id={inputId}
        type="checkbox"
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed"
        {...props}
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={inputId} className="cursor-pointer text-sm font-medium text-foreground">
          {label}
        </label>
        {description ? (
          <p id={`${inputId}-description`} className="text-xs text-muted-foreground">
            {description}
          </p>
        ) : null}
        {error ? (
          <p id={`${inputId}-error`} role="alert" className="text-xs font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
