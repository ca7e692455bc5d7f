import { cn } from '../../lib/cn';
import { Toast } from '../toast/toast';
import { AlertBody } from './alert-body';
import { alertRole, alertVariants, type AlertVariant } from './alert-variants';
import { useDismissible } from './use-auto-dismiss';

/** spec: an alert auto-dismisses after 5 s. */
export const ALERT_DISMISS_MS = 5000;

export type AlertBannerProps = Omit<React.ComponentProps<'div'>, 'title' | 'children'> & {
  /**
   * The alert type.
   * @defaultValue 'info'
   */
  variant?: AlertVariant;
  /** The bold first line (the alert's Title). */
  title: string;
  /** The alert's Message. */
  message?: string;
  /**
   * Shows a close button (the alert's Closeable).
   * @defaultValue true
   */
  closeable?: boolean;
  /**
   * Shows the alert as a toast at the bottom right (10 s) instead of a banner (the alert's AppendToast).
   * @defaultValue false
   */
  appendToast?: boolean;
  /**
   * Milliseconds until the alert hides itself; null keeps it until closed.
   * @defaultValue 5000 (10000 when appendToast)
   */
  autoDismissMs?: number | null;
  /** Called once when the alert hides (closed or timed out). */
  onDismiss?: () => void;
};

/** The app-wide alert: a coloured banner with Title and Message that hides itself after 5 s. */
export function AlertBanner({
  variant = 'info',
  title,
  message,
  closeable = true,
  appendToast = false,
  autoDismissMs,
  onDismiss,
  className,
  ...props
}: AlertBannerProps) {
  // The toast variant runs its own 10 s timer.
  const { visible, dismiss } = useDismissible(
    appendToast ? null : autoDismissMs === undefined ? ALERT_DISMISS_MS : autoDismissMs,
    onDismiss,
  );

  if (appendToast) {
    return (
      <Toast
        variant={variant}
        title={title}
        message={message}
        closeable={closeable}
        durationMs={autoDismissMs}
        onDismiss={onDismiss}
        className={cn('fixed right-4 bottom-4 z-50 w-[min(24rem,calc(100%-2rem))]', className)}
      />
    );
  }
  if (!visible) return null;
  return (
    <div
      data-slot="alert-banner"
      data-variant={variant}
      role={alertRole(variant)}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    >
      <AlertBody
        variant={variant}
        title={title}
        message={message}
        closeLabel={closeable ? 'Close alert' : undefined}
        onClose={dismiss}
      />
    </div>
  );
}
