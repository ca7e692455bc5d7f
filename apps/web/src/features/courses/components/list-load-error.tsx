import { Button, InlineAlert } from '@portal/ui';

/** A study list that could not be loaded: what failed and a way to ask again. */
export function ListLoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <InlineAlert variant="danger" title={`Your ${what} could not be loaded.`} message="Check your connection and try again." />
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
