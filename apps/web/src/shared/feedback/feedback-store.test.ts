import { describe, expect, it, vi } from 'vitest';
import { AlertType } from '@portal/domain';
import { ALERT_DISMISS_MS, createFeedback, LoaderState, TOAST_DISMISS_MS } from './feedback-store';

describe('feedback store', () => {
  it('dismisses an alert after 5 s and a toast after 10 s', () => {
    vi.useFakeTimers();
    try {
      const feedback = createFeedback();
      feedback.alert(AlertType.danger, 'Wrong password');
      feedback.toast(AlertType.info, 'We are back online.', { title: 'Welcome!' });
      expect(feedback.store.getState().alerts).toHaveLength(1);
      expect(feedback.store.getState().toasts[0]).toMatchObject({
        Title: 'Welcome!',
        AppendToast: true,
      });
      vi.advanceTimersByTime(ALERT_DISMISS_MS);
      expect(feedback.store.getState().alerts).toHaveLength(0);
      expect(feedback.store.getState().toasts).toHaveLength(1);
      vi.advanceTimersByTime(TOAST_DISMISS_MS - ALERT_DISMISS_MS);
      expect(feedback.store.getState().toasts).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the loader visible until the last request settles', () => {
    const feedback = createFeedback();
    feedback.loader(LoaderState.beforeRequest);
    feedback.loader(LoaderState.beforeRequest);
    feedback.loader(LoaderState.afterRequest);
    expect(feedback.store.getState().pendingLoads).toBe(1);
    feedback.loader(LoaderState.afterRequest);
    feedback.loader(LoaderState.afterRequest);
    expect(feedback.store.getState().pendingLoads).toBe(0);
  });

  it('reset clears everything and its timers', () => {
    vi.useFakeTimers();
    try {
      const feedback = createFeedback();
      feedback.alert(AlertType.success, 'Saved');
      feedback.reset();
      expect(feedback.store.getState()).toEqual({ alerts: [], toasts: [], pendingLoads: 0 });
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('dismissAlerts takes down the alerts on screen, and their timers, but keeps the toasts', () => {
    vi.useFakeTimers();
    try {
      const feedback = createFeedback();
      feedback.alert(AlertType.success, 'Your account is created.');
      feedback.toast(AlertType.info, 'We are back online.');
      feedback.dismissAlerts();
      feedback.alert(AlertType.warning, 'Please confirm your email address first.');
      expect(feedback.store.getState().alerts.map((alert) => alert.Message)).toEqual([
        'Please confirm your email address first.',
      ]);
      expect(feedback.store.getState().toasts).toHaveLength(1);
      expect(vi.getTimerCount()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
