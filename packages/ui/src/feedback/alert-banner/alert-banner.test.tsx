import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { advanceTimers } from '../../lib/testing/advance-timers';
import { ALERT_DISMISS_MS, AlertBanner } from './alert-banner';

describe('AlertBanner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('dismisses itself after 5 s (spec), not before, and reports it once', async () => {
    expect(ALERT_DISMISS_MS).toBe(5000);
    const onDismiss = vi.fn();
    const screen = await render(
      <AlertBanner variant="danger" title="Login failed" onDismiss={onDismiss} />,
    );
    expect(screen.container.querySelector('[role="alert"]')).not.toBeNull();

    await advanceTimers(4999);
    expect(screen.container.querySelector('[role="alert"]')).not.toBeNull();
    expect(onDismiss).not.toHaveBeenCalled();

    await advanceTimers(1);
    expect(screen.container.querySelector('[role="alert"]')).toBeNull();
    expect(onDismiss).toHaveBeenCalledTimes(1);

    await advanceTimers(10_000);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('stays when auto-dismiss is off', async () => {
    const screen = await render(<AlertBanner variant="info" title="Pinned" autoDismissMs={null} />);
    await advanceTimers(60_000);
    expect(screen.container.querySelector('[role="status"]')).not.toBeNull();
  });

  it('as a toast (AppendToast) it stays 10 s instead of 5 s', async () => {
    const onDismiss = vi.fn();
    await render(
      <AlertBanner variant="warning" title="Ooops..." appendToast onDismiss={onDismiss} />,
    );
    await advanceTimers(9999);
    expect(document.querySelector('[data-slot="toast"]')).not.toBeNull();
    await advanceTimers(1);
    expect(document.querySelector('[data-slot="toast"]')).toBeNull();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
