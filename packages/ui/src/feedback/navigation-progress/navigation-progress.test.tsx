import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { advanceTimers } from '../../lib/testing/advance-timers';
import { NAVIGATION_PROGRESS_DURATION_MS, NavigationProgress } from './navigation-progress';

const valueOf = (bar: Element | null) => Number(bar?.getAttribute('aria-valuenow'));
const barOf = (container: HTMLElement) =>
  container.querySelector('[data-slot="navigation-progress"]');

describe('NavigationProgress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('trickles for the default 3000 ms, finishes once past 95 % and then hides', async () => {
    expect(NAVIGATION_PROGRESS_DURATION_MS).toBe(3000);
    const screen = await render(<NavigationProgress state="loading" />);
    const bar = barOf(screen.container);
    expect(valueOf(bar)).toBe(0);
    expect(bar?.getAttribute('aria-hidden')).toBeNull();

    await advanceTimers(1500);
    expect(valueOf(bar)).toBe(50);
    await advanceTimers(1300); // 2800 ms: 93 %, not finished yet
    expect(valueOf(bar)).toBe(93);
    await advanceTimers(100); // the next step passes 95 %: finished
    expect(valueOf(bar)).toBe(100);
    expect(bar?.getAttribute('data-outcome')).toBe('success');

    await advanceTimers(400);
    expect(bar?.getAttribute('aria-hidden')).toBe('true');
  });

  it('finishes at once, blue on success and red on failure', async () => {
    const screen = await render(<NavigationProgress state="loading" />);
    await advanceTimers(500);
    expect(valueOf(barOf(screen.container))).toBeLessThan(95);

    await screen.rerender(<NavigationProgress state="failure" />);
    const bar = barOf(screen.container);
    expect(valueOf(bar)).toBe(100);
    expect(bar?.getAttribute('data-outcome')).toBe('failure');
    const fill = bar?.firstElementChild as HTMLElement;
    expect(getComputedStyle(fill).backgroundColor).toBe('rgb(220, 38, 38)'); // --progress-failure (light)

    await screen.rerender(<NavigationProgress state="loading" />);
    expect(valueOf(barOf(screen.container))).toBe(0);
    await screen.rerender(<NavigationProgress state="success" />);
    expect(barOf(screen.container)?.getAttribute('data-outcome')).toBe('success');
    const successFill = barOf(screen.container)?.firstElementChild as HTMLElement;
    expect(getComputedStyle(successFill).backgroundColor).toBe('rgb(37, 99, 235)'); // --progress-success
  });

  it('is 2 px high', async () => {
    const screen = await render(<NavigationProgress state="loading" />);
    expect((barOf(screen.container) as HTMLElement).getBoundingClientRect().height).toBe(2);
  });
});
