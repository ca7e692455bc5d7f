import { useId } from 'react';
import type { VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { FormField } from '../form-field/form-field';
import type { FieldProps } from './field-props';
import { inputVariants } from './input-variants';

export type TextInputProps = Omit<React.ComponentProps<'input'>, 'id' | 'size'> &
  FieldProps & {
    /**
     * The control's height.
     * @defaultValue 'md'
     */
    size?: VariantProps<typeof inputVariants>['size'];
  };

/** A labelled single-line text input with hint and error. */
export function TextInput({
  id,
  label,
  error,
  hint,
  required,
  fieldClassName,
  size,
  className,
  type = 'text',
  ...props
}: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FormField
      id={inputId}
      label={label}
      error={error}
      hint={hint}
      required={required}
      className={fieldClassName}
    >
      <input
        data-slot="text-input"
        type={type}
        required={required}
        className={cn(inputVariants({ size }), className)}
        {...props}
      />
    </FormField>
  );
}
