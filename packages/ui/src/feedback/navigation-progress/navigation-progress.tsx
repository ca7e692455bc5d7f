import { cva } from 'class-variance-authority';
import { useEffect, useState } from 'react';
import { cn } from '../../lib/cn';

/** What the navigation is doing. */
export const NavigationState = {
  idle: 'idle',
  loading: 'loading',
  success: 'success',
  failure: 'failure',
} as const;
export type NavigationState = (typeof NavigationState)[keyof typeof NavigationState];

/** spec: default duration 3000 ms; the bar finishes once past 95 percent. */
export const NAVIGATION_PROGRESS_DURATION_MS = 3000;
const TICK_MS = 100;
const FINISH_ABOVE = 95;

const barVariants = cva('h-full transition-[width] duration-100 ease-linear', {
  variants: {
    outcome: { success: 'bg-progress-success', failure: 'bg-progress-failure' },
  },
});

export type NavigationProgressProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** 'loading' starts the bar; 'success' finishes it blue, 'failure' red; 'idle' hides it. */
  state: NavigationState;
  /**
   * How long the simulated progress takes to pass 95 %, in ms.
   * @defaultValue 3000
   */
  durationMs?: number;
  /**
   * How long a finished bar stays at 100 % before hiding, in ms; null keeps it.
   * @defaultValue 400
   */
  hideAfterMs?: number | null;
};

type Bar = { percent: number; outcome: 'success' | 'failure'; visible: boolean };

function startOf(state: NavigationState): Bar {
  switch (state) {
    case 'idle':
      return { percent: 0, outcome: 'success', visible: false };
    case 'loading':
      return { percent: 0, outcome: 'success', visible: true };
    case 'success':
    case 'failure':
      return { percent: 100, outcome: state, visible: true };
    default:
      return state satisfies never;
  }
}

/**
 * The thin (2 px) bar at the top of the page during navigation. It simulates progress in steps
 * until past 95 %, then finishes on its own (spec); a success or failure finishes it at once.
 */
export function NavigationProgress({
  state,
  durationMs = NAVIGATION_PROGRESS_DURATION_MS,
  hideAfterMs = 400,
  className,
  ...props
}: NavigationProgressProps) {
  const [bar, setBar] = useState<Bar>(() => startOf(state));
  // A new state restarts the bar (adjusting state during render, not in an effect).
  const [shownState, setShownState] = useState(state);
  if (shownState !== state) {
    setShownState(state);
    setBar(startOf(state));
  }

  // loading: equal steps so the bar passes 95 % after `durationMs`, then it finishes by itself.
  useEffect(() => {
    if (state !== 'loading') return;
    const step = (100 * TICK_MS) / Math.max(durationMs, TICK_MS);
    const interval = setInterval(() => {
      setBar((current) => {
        const percent = Math.min(current.percent + step, 100);
        return { ...current, percent: percent > FINISH_ABOVE ? 100 : percent };
      });
    }, TICK_MS);
    return () => clearInterval(interval);
  }, [state, durationMs]);

  // A finished bar (100 %) stays a moment, then hides.
  const finished = bar.visible && bar.percent >= 100;
  useEffect(() => {
    if (!finished || hideAfterMs === null) return;
    const timer = setTimeout(
      () => setBar((current) => ({ ...current, visible: false })),
      hideAfterMs,
    );
    return () => clearTimeout(timer);
  }, [finished, hideAfterMs]);

  const percent = Math.round(bar.percent);
  return (
    <div
      data-slot="navigation-progress"
      data-state={state}
      data-outcome={bar.outcome}
      role="progressbar"
      aria-label="Page loading"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-hidden={!bar.visible || undefined}
      className={cn(
        'pointer-events-none fixed inset-x-0 top-0 z-[70] h-0.5',
        !bar.visible && 'invisible',
        className,
      )}
      {...props}
    >
      <div className={barVariants({ outcome: bar.outcome })} style={{ width: `${bar.percent}%` }} />
    </div>
  );
}
