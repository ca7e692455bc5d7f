import { cn } from '../../lib/cn';
import { AlertBody } from '../alert-banner/alert-body';
import { alertRole, alertVariants, type AlertVariant } from '../alert-banner/alert-variants';
import { useDismissible } from '../alert-banner/use-auto-dismiss';

/** spec: toasts hide after 10 s. */
export const TOAST_DISMISS_MS = 10_000;

/** A toast as the Toaster lists it. */
export type ToastItem = {
  /** Unique key of the toast. */
  id: string;
  /** The alert type. */
  variant: AlertVariant;
  /** The bold first line. */
  title: string;
  /** The text under the title. */
  message?: string;
};

/** spec: the toast shown when the browser goes online ('Welcome!') or offline ('Ooops...'). */
export function connectivityToast(online: boolean): Omit<ToastItem, 'id'> {
  return online
    ? { variant: 'info', title: 'Welcome!', message: 'We are back online.' }
    : {
        variant: 'warning',
        title: 'Ooops...',
        message: 'Check your internet connection and try again.',
      };
}

export type ToastProps = Omit<React.ComponentProps<'div'>, 'title' | 'children'> & {
  /**
   * The alert type.
   * @defaultValue 'info'
   */
  variant?: AlertVariant;
  /** The bold first line. */
  title: string;
  /** The text under the title. */
  message?: string;
  /**
   * Shows a close button.
   * @defaultValue true
   */
  closeable?: boolean;
  /**
   * Milliseconds until the toast hides itself; null keeps it until closed.
   * @defaultValue 10000
   */
  durationMs?: number | null;
  /** Called once when the toast hides (closed or timed out). */
  onDismiss?: () => void;
};

/** One toast: Title and Message, hides itself after 10 s. */
export function Toast({
  variant = 'info',
  title,
  message,
  closeable = true,
  durationMs,
  onDismiss,
  className,
  ...props
}: ToastProps) {
  const { visible, dismiss } = useDismissible(
    durationMs === undefined ? TOAST_DISMISS_MS : durationMs,
    onDismiss,
  );
  if (!visible) return null;
  return (
    <div
      data-slot="toast"
      data-variant={variant}
      role={alertRole(variant)}
      className={cn(alertVariants({ variant }), 'shadow-popover', className)}
      {...props}
    >
      <AlertBody
        variant={variant}
        title={title}
        message={message}
        closeLabel={closeable ? 'Close notification' : undefined}
        onClose={dismiss}
      />
    </div>
  );
}

export type ToasterProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The toasts to show, oldest first. */
  toasts: readonly ToastItem[];
  /** Called with a toast's id when it is closed or times out (remove it from `toasts`). */
  onDismiss: (id: string) => void;
  /**
   * Milliseconds each toast stays; null keeps them until closed.
   * @defaultValue 10000
   */
  durationMs?: number | null;
};

/** The stack of toasts at the bottom right of the screen. */
export function Toaster({ toasts, onDismiss, durationMs, className, ...props }: ToasterProps) {
  return (
    <section
      data-slot="toaster"
      aria-label="Notifications"
      className={cn(
        'pointer-events-none fixed right-4 bottom-4 z-50 flex w-[min(24rem,calc(100%-2rem))] flex-col gap-2 [&>*]:pointer-events-auto',
        className,
      )}
      {...props}
    >
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          variant={toast.variant}
          title={toast.title}
          message={toast.message}
          durationMs={durationMs}
          onDismiss={() => onDismiss(toast.id)}
        />
      ))}
    </section>
  );
}
