import * as React from 'react';
import { cva } from 'class-variance-authority';
import { Timer } from 'lucide-react';
import { formatDuration } from '@portal/domain';
import { cn } from '../../lib/cn';

const timerVariants = cva(
  'inline-flex items-center gap-2 rounded-md border px-3 py-1.5 font-mono text-base font-semibold tabular-nums',
  {
    variants: {
      urgency: {
        normal: 'border-border bg-card text-card-foreground',
        warning: 'border-warning bg-card text-warning',
        critical: 'border-destructive bg-card text-destructive',
      },
    },
    defaultVariants: { urgency: 'normal' },
  },
);

export type TestTimerProps = React.ComponentProps<'div'> & {
  /** Seconds left when the timer mounts (or when this value changes). */
  remainingSeconds: number;
  /** Stops the countdown (e.g. while a dialog is open, or for stable screenshots). @defaultValue false */
  paused?: boolean;
  /** Seconds left at which the timer turns to the warning colour. @defaultValue 300 */
  warningAtSeconds?: number;
  /** Seconds left at which the timer turns to the critical colour. @defaultValue 60 */
  criticalAtSeconds?: number;
  /** Called once when the countdown reaches zero. */
  onExpire?: () => void;
};

/** Countdown for a timed test. Announces only the minute marks to screen readers, not every tick. */
export function TestTimer({
  remainingSeconds,
  paused = false,
  warningAtSeconds = 300,
  criticalAtSeconds = 60,
  onExpire,
  className,
  ...props
}: TestTimerProps) {
  const [secondsLeft, setSecondsLeft] = React.useState(remainingSeconds);
  const onExpireRef = React.useRef(onExpire);
  React.useEffect(() => {
    onExpireRef.current = onExpire;
  });

  // Restart from a new remainingSeconds prop (adjusting state during render, not in an effect).
  const [startedFrom, setStartedFrom] = React.useState(remainingSeconds);
  if (startedFrom !== remainingSeconds) {
    setStartedFrom(remainingSeconds);
    setSecondsLeft(remainingSeconds);
  }

  React.useEffect(() => {
    if (paused || secondsLeft <= 0) return;
    const id = window.setTimeout(() => {
      const next = secondsLeft - 1;
      setSecondsLeft(next);
      if (next <= 0) onExpireRef.current?.();
    }, 1000);
    return () => window.clearTimeout(id);
  }, [paused, secondsLeft]);

  const urgency =
    secondsLeft <= criticalAtSeconds
      ? 'critical'
      : secondsLeft <= warningAtSeconds
        ? 'warning'
        : 'normal';
  const minutesLeft = Math.ceil(Math.max(0, secondsLeft) / 60);
  return (
    <div
      data-slot="test-timer"
      data-urgency={urgency}
      className={cn(timerVariants({ urgency }), className)}
      {...props}
    >
      <Timer aria-hidden className="size-4" />
      <span aria-hidden>{formatDuration(secondsLeft)}</span>
      <span className="sr-only" role="timer" aria-live="polite">
        {secondsLeft <= 0
          ? 'Time is up'
          : `About ${minutesLeft} minute${minutesLeft === 1 ? '' : 's'} left`}
      </span>
    </div>
  );
}
