import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { FormField } from '../form-field/form-field';
import type { FieldProps } from '../text-input/field-props';
import { inputVariants } from '../text-input/input-variants';

export type PasswordInputProps = Omit<React.ComponentProps<'input'>, 'id' | 'type' | 'size'> &
  FieldProps & {
    /**
     * Shows the password as plain text at first.
     * @defaultValue false
     */
    defaultVisible?: boolean;
  };

/** A labelled password input with a show/hide toggle. */
export function PasswordInput({
  id,
  label,
  error,
  hint,
  required,
  fieldClassName,
  defaultVisible = false,
  className,
  autoComplete = 'current-password',
  ...props
}: PasswordInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <FormField
      id={inputId}
      label={label}
      error={error}
      hint={hint}
      required={required}
      className={fieldClassName}
    >
      <div data-slot="password-input" className="relative">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].join(' ').trim() ||
            undefined
          }
          className={cn(inputVariants(), 'pr-10', className)}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          aria-controls={inputId}
          className="absolute inset-y-0 right-0 flex w-10 cursor-pointer items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground [&_svg]:size-4"
        >
          {visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
        </button>
      </div>
    </FormField>
  );
}
