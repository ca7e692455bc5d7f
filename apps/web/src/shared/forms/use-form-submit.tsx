import { useState, type ReactNode } from 'react';
import { Button, InlineAlert } from '@portal/ui';
import { errorMessage } from './use-zod-form';

/** What the hook needs of a TanStack mutation: whether it is running. */
interface Pending {
  readonly isPending: boolean;
}

export interface FormSubmit {
  /**
   * Wraps a submit handler: the form error is cleared first, and a failure (the API error's message,
   * spec 8) becomes the form error. Other actions of the form (resend a code) use it too.
   */
  run: <Args extends unknown[]>(
    handler: (...args: Args) => Promise<unknown>,
  ) => (...args: Args) => Promise<void>;
  /** Shows a message as the form error (a refusal that is not a failed call). */
  fail: (message: string) => void;
  /** The form-level error banner, or nothing. */
  errorAlert: ReactNode;
  /** The submit button, disabled and relabelled while the mutation runs. */
  submitButton: (label: string, pendingLabel: string) => ReactNode;
}

/** The form-level error and the busy submit button of a form that submits through `mutation`. */
export function useFormSubmit(mutation: Pending): FormSubmit {
  const [message, setMessage] = useState<string>();
  return {
    run:
      (handler) =>
      async (...args) => {
        setMessage(undefined);
        try {
          await handler(...args);
        } catch (error) {
          setMessage(errorMessage(error));
        }
      },
    fail: setMessage,
    errorAlert: message ? (
      <InlineAlert variant="danger" title={message} data-testid="form-error" />
    ) : null,
    submitButton: (label, pendingLabel) => (
      <Button type="submit" disabled={mutation.isPending} className="w-full">
        {mutation.isPending ? pendingLabel : label}
      </Button>
    ),
  };
}
