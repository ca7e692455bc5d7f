import * as React from 'react';
import { cva } from 'class-variance-authority';
import { MeetingStatus, formatDayDate, formatTime, timeZoneAbbreviation, type MeetingType } from '@portal/domain';
import { cn } from '../../lib/cn';
import { MeetingStatusBadge, MeetingTypeBadge } from '../meeting-badges/meeting-badges';

const scheduleVariants = cva(
  'flex items-center gap-4 rounded-lg border bg-card p-4 text-card-foreground',
  {
    variants: {
      status: {
        [MeetingStatus.Scheduled]: 'border-border',
        [MeetingStatus.Started]: 'border-success',
        [MeetingStatus.Completed]: 'border-border',
        [MeetingStatus.Cancelled]: 'border-border [&_[data-topic]]:line-through',
      },
    },
  },
);

export type ScheduleCardProps = React.ComponentProps<'article'> & {
  /** Topic of the scheduled session. */
  topic: string;
  /** Start date-time (ISO). */
  startTime: string;
  /** End date-time (ISO). */
  endTime?: string;
  /**
   * IANA zone to show the times in (the candidate's profile zone), with its short name; the
   * device's zone when not given.
   */
  timeZone?: string;
  /** Teacher's name. */
  teacherName?: string;
  /** Meeting type (Instant, Scheduled, recurring with or without fixed time). */
  meetingType: MeetingType;
  /** Meeting status. */
  status: MeetingStatus;
};

/** One entry of the upcoming class schedule: date block, topic, time range, type and status. */
export function ScheduleCard({
  topic,
  startTime,
  endTime,
  timeZone,
  teacherName,
  meetingType,
  status,
  className,
  ...props
}: ScheduleCardProps) {
  const [weekday = '', dayMonth = ''] = formatDayDate(startTime, timeZone).split(' ', 2);
  const day = dayMonth.padStart(2, '0');
  return (
    <article
      data-slot="schedule-card"
      data-status={status}
      aria-label={topic}
      className={cn(scheduleVariants({ status }), className)}
      {...props}
    >
      <div
        aria-hidden
        className="flex w-14 shrink-0 flex-col items-center rounded-md bg-muted py-2 text-foreground"
      >
        <span className="text-xs uppercase">{weekday}</span>
        <span className="text-xl font-bold">{day}</span>
      </div>
      <div className="min-w-0 flex-1">
        <h3 data-topic className="truncate font-semibold">
          {topic}
        </h3>
        <p className="text-sm text-muted-foreground">
          <time dateTime={startTime}>{formatDayDate(startTime, timeZone)}</time>
          {' · '}
          {formatTime(startTime, timeZone)}
          {endTime ? ` – ${formatTime(endTime, timeZone)}` : ''}
          {timeZone ? ` ${timeZoneAbbreviation(startTime, timeZone)}` : ''}
          {teacherName ? ` · ${teacherName}` : ''}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <MeetingStatusBadge status={status} />
          <MeetingTypeBadge type={meetingType} />
        </div>
      </div>
    </article>
  );
}
