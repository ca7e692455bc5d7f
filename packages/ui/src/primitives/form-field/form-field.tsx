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

const FormFieldContext = createContext<FormFieldControl | null>(null);

/** Read by composite controls (OtpInput...) rendered inside a FormField; null outside one. */
export function useFormFieldControl(): FormFieldControl | null {
  return useContext(FormFieldContext);
}

/** The ids an aria-describedby lists, or undefined when there are none. */
export function describedByIds(...ids: Array<string | false | undefined>): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

export type FormControlProps = {
  /** The one element that is the field's control (an input, select or textarea). */
  children: React.ReactElement;
};

/**
 * Gives its one child the enclosing FormField's wiring: id (the label's htmlFor),
 * aria-describedby (hint and error), aria-invalid and aria-required, as shadcn's FormControl does.
 * Props set on the child itself win. Outside a FormField it renders the child unchanged.
 */
export function FormControl({ children }: FormControlProps) {
  const field = useFormFieldControl();
  if (!field || !isValidElement<Record<string, unknown>>(children)) return children;
  const own = children.props;
  return cloneElement(children, {
    id: own.id ?? field.id,
    'aria-describedby': own['aria-describedby'] ?? field.describedBy,
    'aria-invalid': own['aria-invalid'] ?? (field.invalid || undefined),
    'aria-required': own['aria-required'] ?? (field.required || undefined),
  });
}

/** The red asterisk after a required field's label (hidden from assistive technology). */
export function RequiredMark() {
  return (
    <span aria-hidden className="ms-0.5 text-destructive">
      *
    </span>
  );
}

/** Help text under a control; its id goes into the control's aria-describedby. */
export function FieldHint({ className, ...props }: React.ComponentProps<'p'>) {
  return <p className={cn('text-xs text-muted-foreground', className)} {...props} />;
}

/** The already-worded validation message under a control, announced as an alert. */
export function FieldError({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p role="alert" className={cn('text-xs font-medium text-destructive', className)} {...props} />
  );
}

// A native control given directly as the child is wired without an explicit FormControl.
const nativeControls = new Set(['input', 'select', 'textarea']);

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
  /**
   * The label's element: 'span' (id only, no htmlFor) when the control names itself with
   * aria-labelledby, as FilePicker does (its button is the clickable label).
   * @defaultValue 'label'
   */
  labelAs?: 'label' | 'span';
  /**
   * The control: a single input/select/textarea child is wired as by FormControl; a composite
   * control wraps its own element in FormControl or reads useFormFieldControl().
   */
  children: React.ReactNode;
};

/** A labelled form control with an optional hint and an error wired through aria-describedby. */
export function FormField({
  id,
  label,
  error,
  hint,
  required = false,
  labelAs = 'label',
  className,
  children,
  ...props
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control: FormFieldControl = {
    id,
    describedBy: describedByIds(hintId, errorId),
    invalid: Boolean(error),
    required,
  };

  const only = Children.count(children) === 1 ? Children.only(children) : null;
  const wired =
    isValidElement(only) && typeof only.type === 'string' && nativeControls.has(only.type) ? (
      <FormControl>{only}</FormControl>
    ) : (
      children
    );
  const labelText = (
    <>
      {label}
      {required ? <RequiredMark /> : null}
    </>
  );

  return (
    <FormFieldContext.Provider value={control}>
      <div
        data-slot="form-field"
        data-invalid={error ? '' : undefined}
        className={cn('flex flex-col gap-1.5', className)}
        {...props}
      >
        {labelAs === 'span' ? (
          <span id={`${id}-label`} className="text-sm font-medium text-foreground">
            {labelText}
          </span>
        ) : (
          <label id={`${id}-label`} htmlFor={id} className="text-sm font-medium text-foreground">
            {labelText}
          </label>
        )}
        {wired}
        {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
        {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      </div>
    </FormFieldContext.Provider>
  );
}
