import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { FormField } from '../form-field/form-field';
import type { FieldProps } from '../text-input/field-props';
import { inputVariants } from '../text-input/input-variants';

/** One choice of a Select. */
export type SelectOption = {
  /** The submitted value. */
  value: string;
  /** The text shown. */
  label: string;
  /** Shows the option greyed out. */
  disabled?: boolean;
};

export type SelectProps = Omit<React.ComponentProps<'select'>, 'id' | 'children'> &
  FieldProps & {
    /** The choices. */
    options: readonly SelectOption[];
    /** A first, empty choice such as 'Select a city' (selected while the value is ''). */
    placeholder?: string;
  };

/** A labelled native select (keyboard and screen-reader behaviour of the platform). */
export function Select({
  id,
  label,
  error,
  hint,
  required,
  fieldClassName,
  options,
  placeholder,
  className,
  ...props
}: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <FormField
      id={selectId}
      label={label}
      error={error}
      hint={hint}
      required={required}
      className={fieldClassName}
    >
      <div data-slot="select" className="relative">
        <select
          id={selectId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [hint ? `${selectId}-hint` : '', error ? `${selectId}-error` : ''].join(' ').trim() ||
            undefined
          }
          className={cn(inputVariants(), 'appearance-none pr-9', className)}
          {...props}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </div>
    </FormField>
  );
}
