import { useId } from 'react';
import { cn } from '../../lib/cn';
import { FieldError, FieldHint, RequiredMark } from '../form-field/form-field';

/** One choice of a RadioGroup. */
export type RadioOption = {
  /** The submitted value. */
  value: string;
  /** The text beside the radio. */
  label: string;
  /** Extra text under the label. */
  description?: string;
  /** Greys the choice out. */
  disabled?: boolean;
};

export type RadioGroupProps = Omit<
  React.ComponentProps<'fieldset'>,
  'onChange' | 'defaultValue'
> & {
  /** The group's visible question (the fieldset legend). */
  label: React.ReactNode;
  /** The radios' shared name; a stable one is generated when omitted. */
  name?: string;
  /** The choices. */
  options: readonly RadioOption[];
  /** The chosen value (controlled). */
  value?: string;
  /** The initially chosen value (uncontrolled). */
  defaultValue?: string;
  /** Called with the newly chosen value. */
  onValueChange?: (value: string) => void;
  /** The already-worded validation message. */
  error?: string;
  /**
   * Marks a choice as required.
   * @defaultValue false
   */
  required?: boolean;
  /**
   * Lays the choices out in a row.
   * @defaultValue 'vertical'
   */
  orientation?: 'vertical' | 'horizontal';
};

/** A labelled group of native radios: arrow keys move between choices (platform behaviour). */
export function RadioGroup({
  label,
  name,
  options,
  value,
  defaultValue,
  onValueChange,
  error,
  required = false,
  orientation = 'vertical',
  disabled,
  className,
  ...props
}: RadioGroupProps) {
  const generatedName = useId();
  const groupName = name ?? generatedName;
  const errorId = error ? `${groupName}-error` : undefined;
  return (
    <fieldset
      data-slot="radio-group"
      disabled={disabled}
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      <legend className="mb-1 text-sm font-medium text-foreground">
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      <div
        className={cn(
          'flex',
          orientation === 'vertical' ? 'flex-col gap-2' : 'flex-row flex-wrap gap-4',
        )}
      >
        {options.map((option) => {
          const optionId = `${groupName}-${option.value}`;
          return (
            <div key={option.value} className="flex items-start gap-2">
              <input
                id={optionId}
                type="radio"
                name={groupName}
                value={option.value}
                required={required}
                disabled={option.disabled}
                checked={value === undefined ? undefined : value === option.value}
                defaultChecked={
                  defaultValue === undefined ? undefined : defaultValue === option.value
                }
                onChange={(event) => {
                  if (event.target.checked) onValueChange?.(option.value);
                }}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
                className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed"
              />
              <div className="flex flex-col gap-0.5">
                <label htmlFor={optionId} className="cursor-pointer text-sm text-foreground">
                  {option.label}
                </label>
                {option.description ? (
                  <FieldHint id={`${optionId}-description`}>{option.description}</FieldHint>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
