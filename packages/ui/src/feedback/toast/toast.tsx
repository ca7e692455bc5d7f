import { cn } from '../../lib/cn';
import type { AlertVariant } from '../alert-body/alert-variants';
import { DismissibleAlert } from '../alert-body/dismissible-alert';

export { TOAST_DISMISS_MS } from '../alert-body/dismissible-alert';

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
export function Toast({ variant = 'info', closeable = true, durationMs, ...props }: ToastProps) {
  return (
    <DismissibleAlert
      kind="toast"
      variant={variant}
      closeable={closeable}
      dismissMs={durationMs}
      {...props}
    />
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

/**
 * The stack of toasts at the bottom right of the screen: a landmark named "Messages" (not
 * "Notifications", which is the page of the candidate's notifications in the navigation).
 */
export function Toaster({ toasts, onDismiss, durationMs, className, ...props }: ToasterProps) {
  return (
    <section
      data-slot="toaster"
      aria-label="Messages"
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
