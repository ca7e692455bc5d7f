import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { advanceTimers } from '../../lib/testing/advance-timers';
import { TOAST_DISMISS_MS, Toaster, connectivityToast } from './toast';

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hides each toast after 10 s (spec) and reports its id', async () => {
    expect(TOAST_DISMISS_MS).toBe(10_000);
    const onDismiss = vi.fn();
    const screen = await render(
      <Toaster toasts={[{ id: 'offline', ...connectivityToast(false) }]} onDismiss={onDismiss} />,
    );
    expect(screen.container.textContent).toContain('Check your internet connection and try again.');

    await advanceTimers(9999);
    expect(screen.container.querySelector('[data-slot="toast"]')).not.toBeNull();
    expect(onDismiss).not.toHaveBeenCalled();

    await advanceTimers(1);
    expect(screen.container.querySelector('[data-slot="toast"]')).toBeNull();
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('offline');
  });

  it('words the connectivity toasts as the spec does', () => {
    expect(connectivityToast(true)).toEqual({
      variant: 'info',
      title: 'Welcome!',
      message: 'We are back online.',
    });
    expect(connectivityToast(false)).toEqual({
      variant: 'warning',
      title: 'Ooops...',
      message: 'Check your internet connection and try again.',
    });
  });
});
