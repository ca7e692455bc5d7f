import { useEffect } from 'react';
import { AlertStack, connectivityToast, Toaster } from '@portal/ui';
import { watchNetworkStatus } from '../platform/network-status';
import { useFeedback } from '../shared/feedback/feedback-store';
import { feedback } from '../shared/app-state';

/*
 * The alert banners and toasts of the feedback store (spec 2: the app root holds an alert banner).
 * Both are empty when a page first renders, so they load beside the page, not in the entry chunk
 * the login route waits for (bench/bundle-size.mjs); the store itself lives in the entry, so
 * nothing raised meanwhile is lost.
 */

/** spec 4: online shows 'Welcome!' / 'We are back online.'; offline 'Ooops...' / 'Check your internet connection and try again.' */
function useNetworkToasts() {
  useEffect(
    () =>
      watchNetworkStatus((online) => {
        const toast = connectivityToast(online);
        feedback.toast(toast.variant, toast.message ?? '', { title: toast.title });
      }),
    [],
  );
}

export function FeedbackAlerts() {
  const alerts = useFeedback(feedback, (state) => state.alerts);
  return (
    <AlertStack
      alerts={alerts.map((alert) => ({
        id: alert.Id,
        variant: alert.Type,
        title: alert.Title || alert.Message,
        message: alert.Title ? alert.Message : undefined,
        closeable: alert.Closeable,
      }))}
      // The feedback store owns the 5 s timer (one clock for banners and toasts).
      autoDismissMs={null}
      onDismiss={(id) => feedback.dismiss(id)}
    />
  );
}

export function FeedbackToasts() {
  const toasts = useFeedback(feedback, (state) => state.toasts);
  useNetworkToasts();
  return (
    <Toaster
      toasts={toasts.map((toast) => ({
        id: toast.Id,
        variant: toast.Type,
        title: toast.Title || toast.Message,
        message: toast.Title ? toast.Message : undefined,
      }))}
      // The feedback store owns the 10 s timer.
      durationMs={null}
      onDismiss={(id) => feedback.dismiss(id)}
    />
  );
}
