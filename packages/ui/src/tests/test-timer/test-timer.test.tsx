import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { TestTimer } from './test-timer';

describe('TestTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down once per second and calls onExpire exactly once at zero', async () => {
    const onExpire = vi.fn();
    const screen = await render(<TestTimer remainingSeconds={3} onExpire={onExpire} />);
    await expect.element(screen.getByText('00:00:03')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1000);
    await expect.element(screen.getByText('00:00:02')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(5000);
    await expect.element(screen.getByText('00:00:00')).toBeInTheDocument();
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('does not tick while paused and turns critical under a minute', async () => {
    const screen = await render(<TestTimer remainingSeconds={59} paused />);
    await vi.advanceTimersByTimeAsync(3000);
    await expect.element(screen.getByText('00:00:59')).toBeInTheDocument();
    expect(
      screen.container.querySelector('[data-slot="test-timer"]')?.getAttribute('data-urgency'),
    ).toBe('critical');
  });
});
