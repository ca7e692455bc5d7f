import { useId } from 'react';
import type { FormFieldProps } from './form-field';

/** The label/hint/error props every labelled control takes (they are passed to FormField). */
export type FieldProps = {
  /** The control's id; a stable one is generated when omitted. */
  id?: string;
  /** The visible label. */
  label: React.ReactNode;
  /** The already-worded validation message (e.g. validationMessage('required', { field })). */
  error?: string;
  /** Help text under the control. */
  hint?: React.ReactNode;
  /**
   * Marks the field required.
   * @defaultValue false
   */
  required?: boolean;
  /** Class names for the field wrapper (label + control + messages). */
  fieldClassName?: string;
};

/**
 * Splits a labelled control's props into its FormField's (with a generated id when none is given)
 * and the control element's own. `required` goes to both: the field shows the asterisk and sets
 * aria-required, the native control keeps its own validation.
 */
export function useFieldProps<Props extends FieldProps>({
  id,
  label,
  error,
  hint,
  required,
  fieldClassName,
  ...control
}: Props) {
  const generatedId = useId();
  const field = {
    id: id ?? generatedId,
    label,
    error,
    hint,
    required,
    className: fieldClassName,
  } satisfies Omit<FormFieldProps, 'children'>;
  return [field, { ...control, required }] as const;
}
