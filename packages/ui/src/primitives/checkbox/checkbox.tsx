import { useId } from 'react';
import { cn } from '../../lib/cn';
import { describedByIds, FieldError, FieldHint } from '../form-field/form-field';

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
  const descriptionId = description ? `${inputId}-description` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div data-slot="checkbox" className={cn('flex items-start gap-2', className)}>
      <input
        id={inputId}
        type="checkbox"
        aria-describedby={describedByIds(descriptionId, errorId)}
        aria-invalid={error ? true : undefined}
        className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed"
        {...props}
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={inputId} className="cursor-pointer text-sm font-medium text-foreground">
          {label}
        </label>
        {description ? <FieldHint id={descriptionId}>{description}</FieldHint> : null}
        {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      </div>
    </div>
  );
}
