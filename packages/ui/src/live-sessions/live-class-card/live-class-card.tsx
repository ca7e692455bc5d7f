import * as React from 'react';
import { cva } from 'class-variance-authority';
import { CalendarDays, Clock, UserRound } from 'lucide-react';
import {
  MeetingStatus,
  formatDayDate,
  formatTime,
  timeZoneAbbreviation,
  type MeetingType,
} from '@portal/domain';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../primitives/card/card';
import { MeetingStatusBadge, MeetingTypeBadge } from '../meeting-badges/meeting-badges';

const cardVariants = cva('w-full max-w-md', {
  variants: {
    live: { true: 'border-success', false: '' },
  },
  defaultVariants: { live: false },
});

export type LiveClassCardProps = React.ComponentProps<'div'> & {
  /** Topic of the lecture, doubt session or exclusive session. */
  topic: string;
  /** Subject line. */
  subjectName?: string;
  /** Teacher's name. */
  teacherName?: string;
  /** Start date-time (ISO); shown as 'ddd DD MMM, YYYY' and 'hh:mm A'. */
  startTime: string;
  /**
   * IANA zone to show the time in (the candidate's profile zone), with its short name; the device's
   * zone when not given.
   */
  timeZone?: string;
  /** Length in minutes. */
  durationMinutes?: number;
  /** Meeting type. */
  meetingType: MeetingType;
  /** Meeting status; Started means the candidate can join. */
  status: MeetingStatus;
  /** Whether the candidate subscribed (it then appears under Subscribed classes). @defaultValue false */
  isSubscribed?: boolean;
  /** Disables actions while a request runs. @defaultValue false */
  pending?: boolean;
  /** Subscribes (the portal first confirms with application message 175). */
  onSubscribe?: () => void;
  /** Joins the started session. */
  onJoin?: () => void;
  /**
   * Whether joining is open (the portal's rule: started, or from 10 minutes before the start).
   * @defaultValue status === Started
   */
  canJoin?: boolean;
};

/** A live class, doubt session or exclusive session: when, who, status, and subscribe or join. */
export function LiveClassCard({
  topic,
  subjectName,
  teacherName,
  startTime,
  timeZone,
  durationMinutes,
  meetingType,
  status,
  isSubscribed = false,
  pending = false,
  onSubscribe,
  onJoin,
  canJoin,
  className,
  ...props
}: LiveClassCardProps) {
  const joinOpen = canJoin ?? status === MeetingStatus.Started;
  const open = status === MeetingStatus.Scheduled || status === MeetingStatus.Started;
  return (
    <Card
      data-slot="live-class-card"
      data-status={status}
      className={cn(cardVariants({ live: status === MeetingStatus.Started }), className)}
      {...props}
    >
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <MeetingStatusBadge status={status} />
          <MeetingTypeBadge type={meetingType} />
        </div>
        <CardTitle size="sm">{topic}</CardTitle>
        {subjectName ? <CardDescription>{subjectName}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-1.5 text-sm text-foreground">
        <p className="flex items-center gap-2">
          <CalendarDays aria-hidden className="size-4 text-muted-foreground" />
          <time dateTime={startTime}>{formatDayDate(startTime, timeZone)}</time>
        </p>
        <p className="flex items-center gap-2">
          <Clock aria-hidden className="size-4 text-muted-foreground" />
          <span>
            {formatTime(startTime, timeZone)}
            {timeZone ? ` ${timeZoneAbbreviation(startTime, timeZone)}` : ''}
            {durationMinutes ? ` · ${durationMinutes} min` : ''}
          </span>
        </p>
        {teacherName ? (
          <p className="flex items-center gap-2">
            <UserRound aria-hidden className="size-4 text-muted-foreground" />
            {teacherName}
          </p>
        ) : null}
      </CardContent>
      {open && (onSubscribe || onJoin) ? (
        <CardFooter className="justify-end gap-2">
          {!isSubscribed && onSubscribe ? (
            <Button
              variant={status === MeetingStatus.Started ? 'outline' : 'primary'}
              disabled={pending}
              onClick={onSubscribe}
            >
              Subscribe
            </Button>
          ) : null}
          {isSubscribed && status === MeetingStatus.Scheduled && !(joinOpen && onJoin) ? (
            <p className="text-sm text-muted-foreground">Subscribed</p>
          ) : null}
          {joinOpen && isSubscribed && onJoin ? (
            <Button disabled={pending} onClick={onJoin} aria-label={`Join now: ${topic}`}>
              Join now
            </Button>
          ) : null}
        </CardFooter>
      ) : null}
    </Card>
  );
}
