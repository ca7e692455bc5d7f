import * as React from 'react';
import { MeetingStatus } from '@portal/domain';
import { cn } from '../../lib/cn';

const pad = (value: number) => String(value).padStart(2, '0');

/** '2 d 03:04:05' / '03:04:05' for a positive span of milliseconds. */
export function countdownText(milliseconds: number): string {
  const total = Math.max(0, Math.floor(milliseconds / 1000));
  const days = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days} d ${clock}` : clock;
}

/** The screen-reader wording of the same span, in whole minutes (read once, not every second). */
function spokenSpan(milliseconds: number): string {
  const minutes = Math.max(1, Math.ceil(milliseconds / 60_000));
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `about ${hours} hour${hours === 1 ? '' : 's'}`;
  return `about ${Math.round(hours / 24)} days`;
}

export type MeetingCountdownProps = React.ComponentProps<'p'> & {
  /** Start date-time (ISO). */
  startTime: string;
  /** Meeting status (Scheduled 1, Started 2, Completed 3, Cancelled 4). */
  status: MeetingStatus;
  /** The current time in milliseconds (the page ticks it, corrected by the server's clock). */
  now: number;
};

/** Time left before a scheduled session starts; for the other states, what the state means. */
export function MeetingCountdown({ startTime, status, now, className, ...props }: MeetingCountdownProps) {
  const left = new Date(startTime).getTime() - now;
  let text: string;
  let spoken: string;
  if (status === MeetingStatus.Started) text = spoken = 'The session is live now.';
  else if (status === MeetingStatus.Completed) text = spoken = 'This session has ended.';
  else if (status === MeetingStatus.Cancelled) text = spoken = 'This session was cancelled.';
  else if (left <= 0) text = spoken = 'Starting now: waiting for the teacher.';
  else {
    text = `Starts in ${countdownText(left)}`;
    spoken = `Starts in ${spokenSpan(left)}`;
  }
  return (
    <p data-slot="meeting-countdown" data-status={status} className={cn('text-sm font-medium text-foreground', className)} {...props}>
      {text === spoken ? (
        text
      ) : (
        <>
          <span aria-hidden className="tabular-nums">
            {text}
          </span>
          <span className="sr-only">{spoken}</span>
        </>
      )}
    </p>
  );
}
