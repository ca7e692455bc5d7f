import * as React from 'react';
import { CalendarDays, CheckCircle2, Clock, UserRound, Users } from 'lucide-react';
import { MeetingStatus, formatDayDate, formatTime, timeZoneAbbreviation, type MeetingType } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { MeetingCountdown } from '../meeting-countdown/meeting-countdown';
import { MeetingStatusBadge, MeetingTypeBadge } from '../meeting-badges/meeting-badges';

export type MeetingRoomProps = React.ComponentProps<'section'> & {
  /** Topic of the session. */
  topic: string;
  /** Subject line. */
  subjectName?: string;
  /** Teacher's name. */
  teacherName: string;
  /** Start date-time (ISO). */
  startTime: string;
  /** IANA zone to show the time in (the candidate's profile zone); the device's when not given. */
  timeZone?: string;
  /** Length in minutes. */
  durationMinutes: number;
  /** Meeting type. */
  meetingType: MeetingType;
  /** Meeting status now. */
  status: MeetingStatus;
  /** The current time in milliseconds, for the countdown (corrected by the server's clock). */
  now: number;
  /** Whether the candidate subscribed to the class (joining needs it). */
  isSubscribed: boolean;
  /** Whether joining is open now (started, or from 10 minutes before the start). */
  canJoin: boolean;
  /** When the candidate joined (ISO), or null. */
  joinedAt: string | null;
  /** Candidates of the course in this session. */
  attendeeCount: number;
  /** Disables the join button while the request runs. @defaultValue false */
  pending?: boolean;
  /** Joins the session (records attendance). */
  onJoin?: () => void;
  /** What sits in the room once joined (the meeting itself, or what stands in for it). */
  children?: React.ReactNode;
};

function joinHint(status: MeetingStatus, isSubscribed: boolean): string {
  if (!isSubscribed) return 'Subscribe to this class on the Live classes page to join it.';
  if (status === MeetingStatus.Completed) return 'This session has ended.';
  if (status === MeetingStatus.Cancelled) return 'This session was cancelled.';
  return 'Joining opens 10 minutes before the start.';
}

/** The meeting room: the session, its status and countdown, the join button, and attendance once joined. */
export function MeetingRoom({
  topic,
  subjectName,
  teacherName,
  startTime,
  timeZone,
  durationMinutes,
  meetingType,
  status,
  now,
  isSubscribed,
  canJoin,
  joinedAt,
  attendeeCount,
  pending = false,
  onJoin,
  children,
  className,
  ...props
}: MeetingRoomProps) {
  const hintId = React.useId();
  return (
    <section data-slot="meeting-room" data-status={status} aria-labelledby={`${hintId}-title`} className={cn('grid gap-4 rounded-lg border border-border bg-card p-6 text-card-foreground', className)} {...props}>
      <div className="flex flex-wrap items-center gap-2">
        <MeetingStatusBadge status={status} />
        <MeetingTypeBadge type={meetingType} />
      </div>
      <div className="grid gap-1">
        <h2 id={`${hintId}-title`} className="text-xl font-semibold">
          {topic}
        </h2>
        {subjectName ? <p className="text-sm text-muted-foreground">{subjectName}</p> : null}
      </div>
      <ul className="grid gap-1.5 text-sm">
        <li className="flex items-center gap-2">
          <CalendarDays aria-hidden className="size-4 text-muted-foreground" />
          <time dateTime={startTime}>{formatDayDate(startTime, timeZone)}</time>
        </li>
        <li className="flex items-center gap-2">
          <Clock aria-hidden className="size-4 text-muted-foreground" />
          {formatTime(startTime, timeZone)}
          {timeZone ? ` ${timeZoneAbbreviation(startTime, timeZone)}` : ''} · {durationMinutes} min
        </li>
        <li className="flex items-center gap-2">
          <UserRound aria-hidden className="size-4 text-muted-foreground" />
          {teacherName}
        </li>
        <li className="flex items-center gap-2">
          <Users aria-hidden className="size-4 text-muted-foreground" />
          {attendeeCount === 1 ? '1 student in the room' : `${attendeeCount} students in the room`}
        </li>
      </ul>
      <MeetingCountdown startTime={startTime} status={status} now={now} />
      {joinedAt ? (
        <div className="grid gap-3">
          <p role="status" className="flex items-center gap-2 text-sm font-medium text-foreground">
            <CheckCircle2 aria-hidden className="size-4 text-success" />
            You joined at {formatTime(joinedAt)}: your attendance is recorded.
          </p>
          {children}
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button disabled={!canJoin || pending} aria-describedby={canJoin ? undefined : `${hintId}-hint`} onClick={onJoin}>
            Join session
          </Button>
          {canJoin ? null : (
            <p id={`${hintId}-hint`} className="text-sm text-muted-foreground">
              {joinHint(status, isSubscribed)}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
