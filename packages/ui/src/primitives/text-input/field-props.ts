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
