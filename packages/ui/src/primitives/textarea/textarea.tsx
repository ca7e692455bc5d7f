import { useState } from 'react';
import { cn } from '../../lib/cn';
import { useFieldProps, type FieldProps } from '../form-field/field-props';
import { FormControl, FormField } from '../form-field/form-field';

export type TextareaProps = Omit<React.ComponentProps<'textarea'>, 'id'> &
  FieldProps & {
    /**
     * Shows 'n / maxLength' under the box when maxLength is set.
     * @defaultValue true
     */
    showCount?: boolean;
  };

/** A labelled multi-line text box, with a character count when it has a maximum length. */
export function Textarea({
  showCount = true,
  maxLength,
  className,
  onChange,
  value,
  defaultValue,
  ...props
}: TextareaProps) {
  const [field, textarea] = useFieldProps(props);
  const [uncontrolledLength, setUncontrolledLength] = useState(String(defaultValue ?? '').length);
  const length = value === undefined ? uncontrolledLength : String(value).length;
  const count = showCount && maxLength !== undefined ? `${length} / ${maxLength}` : undefined;
  return (
    <FormField {...field} hint={field.hint ?? count}>
      <FormControl>
        <textarea
          data-slot="textarea"
          maxLength={maxLength}
          value={value}
          defaultValue={defaultValue}
          onChange={(event) => {
            setUncontrolledLength(event.target.value.length);
            onChange?.(event);
          }}
          className={cn(
            'min-h-24 w-full rounded-md border border-input bg-background px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:opacity-60 aria-invalid:border-destructive',
            className,
          )}
          {...textarea}
        />
      </FormControl>
    </FormField>
  );
}
