import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { fieldErrors } from '@portal/domain';

/*
 * Form state validated by a domain zod schema (DESIGN: "the portal's forms validate with them").
 * Field errors use the domain's wording; the ui FormField wires them to the control
 * (aria-invalid, aria-describedby), so screen readers announce them.
 */

type ZodErrorLike = Parameters<typeof fieldErrors>[0];

interface SchemaLike<Output> {
  safeParse(
    value: unknown,
  ): { success: true; data: Output } | { success: false; error: ZodErrorLike };
}

/**
 * The form's schema, or a loader for it: a form that paints before zod has loaded (the login form,
 * issue #10) validates once the loader resolves. The loader is started on the first input, so the
 * schema is usually in by the time the form is submitted.
 */
export type SchemaSource<Output> = SchemaLike<Output> | (() => Promise<SchemaLike<Output>>);

/** Field name -> its first error; payload-only fields (e.g. phoneCode) may appear too. */
export type FieldErrorMap = Partial<Record<string, string>>;

/** What `field(name)` gives an input: id, name, value, onChange and its error. */
export interface FieldProps {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  error: string | undefined;
}

export interface ZodForm<Values extends Record<string, string>, Output> {
  values: Values;
  errors: FieldErrorMap;
  setValue: (name: keyof Values, value: string) => void;
  setErrors: (errors: FieldErrorMap) => void;
  /** Props for an input, its error included (the ui inputs show it). */
  field: (name: keyof Values & string) => FieldProps;
  /** The form's onSubmit: validates, shows the errors or calls `onValid` with the parsed payload. */
  handleSubmit: (onValid: (data: Output) => void) => (event: FormEvent<HTMLFormElement>) => void;
}

export function useZodForm<Values extends Record<string, string>, Output>(
  schema: SchemaSource<Output>,
  initial: Values,
  toPayload: (values: Values) => unknown = (values) => values,
  idPrefix = 'form',
): ZodForm<Values, Output> {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const loader = typeof schema === 'function' ? schema : undefined;
  const warmed = useRef(false);

  const setValue = useCallback((name: keyof Values, value: string) => {
    if (loader && !warmed.current) {
      warmed.current = true;
      loader().catch(() => undefined);
    }
    setValues((previous) => ({ ...previous, [name]: value }));
    // The user is fixing this field: its old error no longer applies.
    setErrors((previous) => {
      if (previous[name as string] === undefined) return previous;
      const next = { ...previous };
      delete next[name as string];
      return next;
    });
  }, [loader]);

  const validate = (onValid: (data: Output) => void, resolved: SchemaLike<Output>) => {
    const result = resolved.safeParse(toPayload(values));
    if (result.success) {
      setErrors({});
      onValid(result.data);
      return;
    }
    const next: FieldErrorMap = {};
    for (const error of fieldErrors(result.error)) {
      const name = error.field.split('.')[0] ?? 'form';
      next[name] ??= error.message;
    }
    setErrors(next);
    // Move focus to the first invalid field so keyboard users land on the problem.
    const first = Object.keys(next)[0];
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
  };

  return {
    values,
    errors,
    setValue,
    setErrors,
    field: (name) => ({
      id: `${idPrefix}-${name}`,
      name,
      value: values[name] ?? '',
      onChange: (event) => setValue(name, event.target.value),
      error: errors[name],
    }),
    handleSubmit: (onValid) => (event) => {
      event.preventDefault();
      if (typeof schema !== 'function') {
        validate(onValid, schema);
        return;
      }
      schema().then(
        (resolved) => validate(onValid, resolved),
        (error: unknown) => console.error('[form] its validation did not load', error),
      );
    },
  };
}

/** The message a failed call shows: the API error's message, else a generic one. */
export function errorMessage(error: unknown): string {
  if (
    error &&
    typeof error === 'object' &&
    'message' in error &&
    typeof error.message === 'string' &&
    error.message
  ) {
    return error.message;
  }
  return 'Something went wrong. Please try later.';
}
