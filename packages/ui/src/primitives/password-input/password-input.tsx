import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import { useFieldProps, type FieldProps } from '../form-field/field-props';
import { FormControl, FormField } from '../form-field/form-field';
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
  defaultVisible = false,
  className,
  autoComplete = 'current-password',
  ...props
}: PasswordInputProps) {
  const [field, input] = useFieldProps(props);
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <FormField {...field}>
      <div data-slot="password-input" className="relative">
        <FormControl>
          <input
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            className={cn(inputVariants(), 'pr-10', className)}
            {...input}
          />
        </FormControl>
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          aria-controls={field.id}
          className="absolute inset-y-0 right-0 flex w-10 cursor-pointer items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground [&_svg]:size-4"
        >
          {visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
        </button>
      </div>
    </FormField>
  );
}
