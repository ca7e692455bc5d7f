import * as React from 'react';
import { BookX, LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';

export type ReaderStatusProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Loading the book, or the book could not be opened. */
  state: 'loading' | 'error';
  /** What went wrong (error), or what is loading. */
  message?: string;
  /** Offers "Try again" on an error. */
  onRetry?: () => void;
  /** Offers a way back (to My Ebooks) on an error. */
  onBack?: () => void;
};

/** The reader's page area while the book loads, or when it cannot be opened. */
export function ReaderStatus({
  state,
  message,
  onRetry,
  onBack,
  className,
  ...props
}: ReaderStatusProps) {
  const loading = state === 'loading';
  return (
    <div
      role={loading ? 'status' : 'alert'}
      data-slot="reader-status"
      data-state={state}
      className={cn(
        'flex min-h-80 flex-col items-center justify-center gap-3 rounded-lg border border-border bg-card p-8 text-center text-card-foreground',
        className,
      )}
      {...props}
    >
      {loading ? (
        <LoaderCircle
          aria-hidden
          className="size-10 animate-spin text-muted-foreground motion-reduce:animate-none"
        />
      ) : (
        <BookX aria-hidden className="size-10 text-destructive" />
      )}
      <p className="text-base font-semibold">
        {loading ? (message ?? 'Opening the book…') : 'This book could not be opened.'}
      </p>
      {!loading && message ? (
        <p className="max-w-md text-sm text-muted-foreground">{message}</p>
      ) : null}
      {!loading && (onRetry || onBack) ? (
        <div className="flex gap-2">
          {onRetry ? <Button onClick={onRetry}>Try again</Button> : null}
          {onBack ? (
            <Button variant="outline" onClick={onBack}>
              Back to My Ebooks
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
