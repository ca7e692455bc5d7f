import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

export type GlobalLoaderProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Shows the loader (the app sets it between "before request" and "after request"). */
  active: boolean;
  /**
   * The text read by screen readers and shown under the spinner.
   * @defaultValue 'Loading...'
   */
  label?: string;
};

/** The app-wide loader: a dimmed full-screen overlay with a spinner while requests are pending. */
export function GlobalLoader({
  active,
  label = 'Loading...',
  className,
  ...props
}: GlobalLoaderProps) {
  if (!active) return null;
  return (
    <div
      data-slot="global-loader"
      role="status"
      aria-live="polite"
      className={cn('fixed inset-0 z-[60] grid place-items-center bg-overlay', className)}
      {...props}
    >
      <div className="flex flex-col items-center gap-3 rounded-lg bg-card px-6 py-5 text-card-foreground shadow-popover">
        <LoaderCircle aria-hidden className="size-8 animate-spin text-primary" />
        <span className="text-sm font-medium">{label}</span>
      </div>
    </div>
  );
}
