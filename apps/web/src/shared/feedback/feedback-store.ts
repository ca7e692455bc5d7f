import { AlertType, type Alert } from '@portal/domain';
import { createStore, useStore } from '../create-store';

/*
 * Alerts, toasts and the global loader (spec 4). An alert auto-dismisses after 5 s; a toast hides
 * after 10 s at the bottom right. The loader counts requests in flight: before request -> visible,
 * after request -> hidden when the last one settles.
 */

export const ALERT_DISMISS_MS = 5_000;
export const TOAST_DISMISS_MS = 10_000;

export const LoaderState = { default: 0, beforeRequest: 1, afterRequest: 2 } as const;
export type LoaderState = (typeof LoaderState)[keyof typeof LoaderState];

export interface FeedbackState {
  readonly alerts: readonly Alert[];
  readonly toasts: readonly Alert[];
  readonly pendingLoads: number;
}

export interface ShowOptions {
  title?: string;
  closeable?: boolean;
}

export function createFeedback(
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
) {
  const store = createStore<FeedbackState>({ alerts: [], toasts: [], pendingLoads: 0 });
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  let sequence = 0;

  function dismiss(id: string) {
    const timer = pending.get(id);
    if (timer !== undefined) timers.clearTimeout(timer);
    pending.delete(id);
    store.setState((state) => ({
      ...state,
      alerts: state.alerts.filter((alert) => alert.Id !== id),
      toasts: state.toasts.filter((toast) => toast.Id !== id),
    }));
  }

  function show(
    type: AlertType,
    message: string,
    asToast: boolean,
    options: ShowOptions = {},
  ): string {
    sequence += 1;
    const alert: Alert = {
      Id: `feedback-${sequence}`,
      Title: options.title ?? '',
      Message: message,
      Type: type,
      AppendToast: asToast,
      Closeable: options.closeable ?? true,
    };
    store.setState((state) =>
      asToast
        ? { ...state, toasts: [...state.toasts, alert] }
        : { ...state, alerts: [...state.alerts, alert] },
    );
    pending.set(
      alert.Id,
      timers.setTimeout(() => dismiss(alert.Id), asToast ? TOAST_DISMISS_MS : ALERT_DISMISS_MS),
    );
    return alert.Id;
  }

  return {
    store,
    dismiss,
    alert: (type: AlertType, message: string, options?: ShowOptions) =>
      show(type, message, false, options),
    toast: (type: AlertType, message: string, options?: ShowOptions) =>
      show(type, message, true, options),
    /**
     * Takes down the alerts on screen (not the toasts): a page's new message replaces what an earlier
     * step said, so two alerts never contradict each other (issue 11, item 10).
     */
    dismissAlerts() {
      for (const alert of store.getState().alerts) dismiss(alert.Id);
    },
    error: (message: string) => show(AlertType.danger, message, false),
    success: (message: string) => show(AlertType.success, message, false),
    loader(state: LoaderState) {
      store.setState((previous) => {
        if (state === LoaderState.beforeRequest)
          return { ...previous, pendingLoads: previous.pendingLoads + 1 };
        if (state === LoaderState.afterRequest)
          return { ...previous, pendingLoads: Math.max(0, previous.pendingLoads - 1) };
        return { ...previous, pendingLoads: 0 };
      });
    },
    reset() {
      for (const timer of pending.values()) timers.clearTimeout(timer);
      pending.clear();
      store.setState({ alerts: [], toasts: [], pendingLoads: 0 });
    },
  };
}

export type Feedback = ReturnType<typeof createFeedback>;

export function useFeedback<Selected>(
  feedback: Feedback,
  select: (state: FeedbackState) => Selected,
): Selected {
  return useStore(feedback.store, select);
}
