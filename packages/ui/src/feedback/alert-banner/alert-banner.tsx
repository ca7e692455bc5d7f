import type { AlertVariant } from '../alert-body/alert-variants';
import { DismissibleAlert } from '../alert-body/dismissible-alert';

export { ALERT_DISMISS_MS } from '../alert-body/dismissible-alert';

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
  closeable = true,
  appendToast = false,
  autoDismissMs,
  className,
  ...props
}: AlertBannerProps) {
  return (
    <DismissibleAlert
      kind={appendToast ? 'floating' : 'banner'}
      variant={variant}
      closeable={closeable}
      dismissMs={autoDismissMs}
      className={className}
      {...props}
    />
  );
}
