import type { VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { useFieldProps, type FieldProps } from '../form-field/field-props';
import { FormControl, FormField } from '../form-field/form-field';
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
export function TextInput({ size, className, type = 'text', ...props }: TextInputProps) {
  const [field, input] = useFieldProps(props);
  return (
    <FormField {...field}>
      <FormControl>
        <input
          data-slot="text-input"
          type={type}
          className={cn(inputVariants({ size }), className)}
          {...input}
        />
      </FormControl>
    </FormField>
  );
}
