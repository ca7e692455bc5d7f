import { cn } from '../../lib/cn';
import { AlertBody } from './alert-body';
import { alertRole, alertVariants, type AlertVariant } from './alert-variants';
import { useDismissible } from './use-dismissible';

/** spec: an alert auto-dismisses after 5 s. */
export const ALERT_DISMISS_MS = 5000;

/** spec: toasts hide after 10 s. */
export const TOAST_DISMISS_MS = 10_000;

/**
 * The ways an alert is shown: a banner in the page, or a toast at the bottom right (in the
 * Toaster's stack, or floating on its own: AlertBanner's appendToast).
 */
const kinds = {
  banner: { slot: 'alert-banner', closeLabel: 'Close alert', dismissMs: ALERT_DISMISS_MS },
  toast: { slot: 'toast', closeLabel: 'Close notification', dismissMs: TOAST_DISMISS_MS },
  floating: { slot: 'toast', closeLabel: 'Close notification', dismissMs: TOAST_DISMISS_MS },
} as const;

export type DismissibleAlertProps = Omit<React.ComponentProps<'div'>, 'title' | 'children'> & {
  /** Banner (5 s, 'Close alert'), or toast, in the stack or floating (10 s, 'Close notification'). */
  kind: keyof typeof kinds;
  /** The alert type. */
  variant: AlertVariant;
  /** The bold first line. */
  title: string;
  /** The text under the title. */
  message?: string;
  /** Shows a close button. */
  closeable: boolean;
  /**
   * Milliseconds until the alert hides itself; null keeps it until closed.
   * @defaultValue the kind's: 5000 for a banner, 10000 for a toast
   */
  dismissMs?: number | null;
  /** Called once when the alert hides (closed or timed out). */
  onDismiss?: () => void;
};

/**
 * What AlertBanner and Toast both are: a coloured alert that hides itself after its kind's time or
 * when closed, and reports that once. Neither component imports the other; both render this.
 */
export function DismissibleAlert({
  kind,
  variant,
  title,
  message,
  closeable,
  dismissMs,
  onDismiss,
  className,
  ...props
}: DismissibleAlertProps) {
  const { slot, closeLabel, dismissMs: kindDismissMs } = kinds[kind];
  const { visible, dismiss } = useDismissible(
    dismissMs === undefined ? kindDismissMs : dismissMs,
    onDismiss,
  );
  if (!visible) return null;
  return (
    <div
      data-slot={slot}
      data-variant={variant}
      role={alertRole(variant)}
      className={cn(alertVariants({ variant, kind }), className)}
      {...props}
    >
      <AlertBody
        variant={variant}
        title={title}
        message={message}
        closeLabel={closeable ? closeLabel : undefined}
        onClose={dismiss}
      />
    </div>
  );
}
