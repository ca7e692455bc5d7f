import { cn } from '../../lib/cn';
import { AlertBanner } from '../alert-banner/alert-banner';
import type { AlertVariant } from '../alert-body/alert-variants';

/** One alert of the stack (the app maps its alert store's entries to these). */
export type AlertStackItem = {
  /** Unique id, reported to onDismiss. */
  id: string;
  /** The alert type. */
  variant: AlertVariant;
  /** The bold first line. */
  title: string;
  /** The text under the title. */
  message?: string;
  /**
   * Shows a close button.
   * @defaultValue true
   */
  closeable?: boolean;
};

export type AlertStackProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The alerts, oldest first. */
  alerts: readonly AlertStackItem[];
  /** Called with an alert's id when it is closed or times out. */
  onDismiss: (id: string) => void;
  /**
   * Milliseconds until each alert hides itself; null when the app's store owns the timer.
   * @defaultValue 5000 (AlertBanner's)
   */
  autoDismissMs?: number | null;
};

/** The app-wide alerts, stacked at the top centre of the screen above the page. */
export function AlertStack({
  alerts,
  onDismiss,
  autoDismissMs,
  className,
  ...props
}: AlertStackProps) {
  return (
    <div
      data-slot="alert-stack"
      className={cn(
        'pointer-events-none fixed inset-x-0 top-2 z-50 mx-auto flex w-full max-w-xl flex-col gap-2 px-4 [&>*]:pointer-events-auto',
        className,
      )}
      {...props}
    >
      {alerts.map((alert) => (
        <AlertBanner
          key={alert.id}
          variant={alert.variant}
          title={alert.title}
          message={alert.message}
          closeable={alert.closeable}
          autoDismissMs={autoDismissMs}
          onDismiss={() => onDismiss(alert.id)}
        />
      ))}
    </div>
  );
}
