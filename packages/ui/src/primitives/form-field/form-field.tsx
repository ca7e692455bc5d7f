import { Children, cloneElement, createContext, isValidElement, useContext } from 'react';
import { cn } from '../../lib/cn';

/** What a control inside a FormField needs to label and describe itself. */
export type FormFieldControl = {
  /** The control's id (the label's htmlFor). */
  id: string;
  /** Ids of the hint and error elements, for aria-describedby. */
  describedBy: string | undefined;
  /** True when an error is shown. */
  invalid: boolean;
  /** True when the field is required. */
  required: boolean;
};

// Native controls get the wiring by cloning; composite controls read useFormFieldControl().
const wiredTags = new Set(['input', 'select', 'textarea']);

const FormFieldContext = createContext<FormFieldControl | null>(null);

/** Read by composite controls (PhoneInput, OtpInput...) rendered inside a FormField. */
export function useFormFieldControl(): FormFieldControl | null {
  return useContext(FormFieldContext);
}

export type FormFieldProps = Omit<React.ComponentProps<'div'>, 'id'> & {
  /** The control's id; the label points at it and the hint/error ids derive from it. */
  id: string;
  /** The visible label. */
  label: React.ReactNode;
  /** The already-worded validation message (from the domain's validationMessage); shown as an alert. */
  error?: string;
  /** Help text under the control. */
  hint?: React.ReactNode;
  /**
   * Marks the field required (an asterisk, and aria-required on the control).
   * @defaultValue false
   */
  required?: boolean;
  /** The control. A single input/select/textarea child gets id, aria-describedby, aria-invalid and aria-required. */
  children: React.ReactNode;
};

/** A labelled form control with an optional hint and an error wired through aria-describedby. */
export function FormField({
  id,
  label,
  error,
  hint,
  required = false,
  className,
  children,
  ...props
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control: FormFieldControl = { id, describedBy, invalid: Boolean(error), required };

  const only = Children.count(children) === 1 ? Children.only(children) : null;
  const wired =
    isValidElement<Record<string, unknown>>(only) &&
    typeof only.type === 'string' &&
    wiredTags.has(only.type)
      ? cloneElement(only, {
          id: only.props.id ?? id,
          'aria-describedby': only.props['aria-describedby'] ?? describedBy,
          'aria-invalid': only.props['aria-invalid'] ?? (error ? true : undefined),
          'aria-required': only.props['aria-required'] ?? (required || undefined),
        })
      : children;

  return (
    <FormFieldContext.Provider value={control}>
      <div
        data-slot="form-field"
        data-invalid={error ? '' : undefined}
        className={cn('flex flex-col gap-1.5', className)}
        {...props}
      >
        <label id={`${id}-label`} htmlFor={id} className="text-sm font-medium text-foreground">
          {label}
          {required ? (
            <span aria-hidden className="ms-0.5 text-destructive">
              *
            </span>
          ) : null}
        </label>
        {wired}
        {hint ? (
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} role="alert" className="text-xs font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </FormFieldContext.Provider>
  );
}
