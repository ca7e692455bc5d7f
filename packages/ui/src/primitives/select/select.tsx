import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useFieldProps, type FieldProps } from '../form-field/field-props';
import { FormControl, FormField } from '../form-field/form-field';
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
    /**
     * The narrowest it gets, however short its options: 'md' (12rem) or 'lg' (14rem) beside filters.
     * @defaultValue 'none'
     */
    minWidth?: 'none' | 'md' | 'lg';
  };

const minWidths = { none: 'min-w-0', md: 'min-w-48', lg: 'min-w-56' } as const;

/** A labelled native select (keyboard and screen-reader behaviour of the platform). */
export function Select({
  options,
  placeholder,
  minWidth = 'none',
  className,
  ...props
}: SelectProps) {
  const [field, select] = useFieldProps(props);
  return (
    <FormField {...field}>
      <div data-slot="select" className="relative">
        <FormControl>
          <select
            className={cn(
              inputVariants({ width: 'custom' }),
              'w-full',
              minWidths[minWidth],
              'appearance-none pr-9',
              className,
            )}
            {...select}
          >
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
        </FormControl>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </div>
    </FormField>
  );
}
