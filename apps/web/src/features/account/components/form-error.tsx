import { InlineAlert } from '../../../shared/components/inline-alert';

/** The form-level error (a failed call), announced to screen readers. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <div className="mb-4" data-testid="form-error">
      <InlineAlert variant="danger" title={message} />
    </div>
  );
}
