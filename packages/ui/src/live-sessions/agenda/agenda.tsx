import * as React from 'react';
import { BookOpenCheck, ClipboardList, Presentation, Video } from 'lucide-react';
import {
  AgendaItemKind,
  MeetingStatus,
  formatDayDate,
  formatTime,
  timeZoneAbbreviation,
  type AgendaItem,
} from '@portal/domain';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge/badge';
import { SegmentedFilter } from '../../primitives/segmented-filter/segmented-filter';
import { Select } from '../../primitives/select/select';
import { Skeleton } from '../../primitives/skeleton/skeleton';
import { EmptyState } from '../../feedback/empty-state/empty-state';
import { MeetingStatusBadge } from '../meeting-badges/meeting-badges';

/** The type filter: every kind, or one. */
export type AgendaKindFilter = 'all' | AgendaItemKind;

const kindLabel: Record<AgendaItemKind, string> = {
  liveClass: 'Live class',
  webinar: 'Webinar',
  test: 'Quiz due',
  assignment: 'Assignment due',
};

const kindIcon: Record<AgendaItemKind, React.ComponentType<{ className?: string }>> = {
  liveClass: Video,
  webinar: Presentation,
  test: BookOpenCheck,
  assignment: ClipboardList,
};

const kindOptions: { value: AgendaKindFilter; label: string }[] = [
  { value: 'all', label: 'Everything' },
  { value: AgendaItemKind.liveClass, label: 'Classes' },
  { value: AgendaItemKind.webinar, label: 'Webinars' },
  { value: AgendaItemKind.test, label: 'Quizzes' },
  { value: AgendaItemKind.assignment, label: 'Assignments' },
];

export type AgendaProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The dated items, by StartTime (GetAgenda's order). */
  items: readonly AgendaItem[];
  /** The current time (ms; the server-corrected clock): which day is today, what is under way. */
  now: number;
  /** IANA zone the days and times are shown in (the candidate's profile zone); the device's when absent. */
  timeZone?: string;
  /** Shows skeletons while the agenda loads. @defaultValue false */
  loading?: boolean;
  /**
   * 'page': the filters and every day; 'panel': a compact list without filters (the dashboard's
   * "This week"). @defaultValue 'page'
   */
  variant?: 'page' | 'panel';
  /** Heading of the list. @defaultValue 'Agenda' */
  title?: string;
  /** The course filter's choices (candidateSOSId as text, and the course name); no course filter when absent. */
  courses?: readonly { value: string; label: string }[];
  /** The chosen course ('' for every course). @defaultValue '' */
  course?: string;
  onCourseChange?: (course: string) => void;
  /** The chosen type. @defaultValue 'all' */
  kind?: AgendaKindFilter;
  onKindChange?: (kind: AgendaKindFilter) => void;
  /** Wraps an item's title in a link (the portal's router); plain text when absent. */
  renderLink?: (item: AgendaItem, children: React.ReactNode) => React.ReactNode;
  /** What the empty state says. @defaultValue 'Nothing on your agenda for these days.' */
  emptyMessage?: string;
};

function timeText(item: AgendaItem, timeZone: string | undefined) {
  const zone = timeZone ? ` ${timeZoneAbbreviation(item.StartTime, timeZone)}` : '';
  if (item.DurationMinutes === null) return `Due ${formatTime(item.StartTime, timeZone)}${zone}`;
  const end = new Date(Date.parse(item.StartTime) + item.DurationMinutes * 60_000).toISOString();
  return `${formatTime(item.StartTime, timeZone)} – ${formatTime(end, timeZone)}${zone}`;
}

/**
 * The study agenda: one time-ordered list of the candidate's classes, webinars and due dates,
 * grouped by day (today marked, what is under way marked), with course and type filters.
 */
export function Agenda({
  items,
  now,
  timeZone,
  loading = false,
  variant = 'page',
  title = 'Agenda',
  courses,
  course = '',
  onCourseChange,
  kind = 'all',
  onKindChange,
  renderLink,
  emptyMessage = 'Nothing on your agenda for these days.',
  className,
  ...props
}: AgendaProps) {
  const headingId = React.useId();
  const shown = items.filter(
    (item) =>
      (course === '' || String(item.CandidateSOSId) === course) &&
      (kind === 'all' || item.Kind === kind),
  );
  const today = formatDayDate(new Date(now), timeZone);
  const days: { day: string; items: AgendaItem[] }[] = [];
  for (const item of shown) {
    const day = formatDayDate(item.StartTime, timeZone);
    const last = days.at(-1);
    if (last && last.day === day) last.items.push(item);
    else days.push({ day, items: [item] });
  }
  const compact = variant === 'panel';
  return (
    <section
      data-slot="agenda"
      data-variant={variant}
      aria-labelledby={headingId}
      className={cn('grid gap-4', className)}
      {...props}
    >
      <h2 id={headingId} className={compact ? 'text-lg font-semibold' : 'sr-only'}>
        {title}
      </h2>
      {compact ? null : (
        <div className="flex flex-wrap items-end gap-4">
          {courses && courses.length > 1 ? (
            <Select
              label="Course"
              minWidth="lg"
              options={[{ value: '', label: 'All courses' }, ...courses]}
              value={course}
              onChange={(event) => onCourseChange?.(event.target.value)}
            />
          ) : null}
          <SegmentedFilter
            label="Show"
            options={kindOptions}
            value={kind}
            onValueChange={onKindChange}
          />
        </div>
      )}
      {loading ? (
        <div aria-busy="true" className="grid gap-2">
          <span className="sr-only">Loading your agenda</span>
          {Array.from({ length: compact ? 3 : 4 }, (_, index) => (
            <Skeleton key={index} className="h-16 w-full" />
          ))}
        </div>
      ) : days.length === 0 ? (
        <EmptyState avatar="norecord" message={emptyMessage} />
      ) : (
        <ol className="grid gap-4">
          {days.map((group) => {
            const isToday = group.day === today;
            return (
              <li key={group.day} data-today={isToday || undefined} className="grid gap-2">
                <h3 className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
                  {isToday ? (
                    <>
                      <span className="text-foreground">Today</span>
                      <span aria-hidden>·</span>
                    </>
                  ) : null}
                  <span>{group.day}</span>
                </h3>
                <ul className="grid gap-2">
                  {group.items.map((item) => {
                    const Icon = kindIcon[item.Kind];
                    const start = Date.parse(item.StartTime);
                    const underway =
                      item.DurationMinutes !== null &&
                      item.MeetingStatus !== MeetingStatus.Cancelled &&
                      now >= start &&
                      now < start + item.DurationMinutes * 60_000;
                    const cancelled = item.MeetingStatus === MeetingStatus.Cancelled;
                    return (
                      <li
                        key={item.Key}
                        data-kind={item.Kind}
                        className={cn(
                          'flex items-start gap-3 rounded-lg border bg-card text-card-foreground',
                          compact ? 'p-3' : 'p-4',
                          underway ? 'border-success' : 'border-border',
                        )}
                      >
                        <span
                          aria-hidden
                          className="inline-flex size-9 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground"
                        >
                          <Icon className="size-4" />
                        </span>
                        <div className="min-w-0 flex-1">
                          <p className={cn('font-semibold', cancelled && 'line-through')}>
                            {renderLink ? renderLink(item, item.Title) : item.Title}
                          </p>
                          <p className="text-sm text-muted-foreground">
                            <time dateTime={item.StartTime}>{timeText(item, timeZone)}</time>
                            {' · '}
                            {item.Detail}
                            {compact ? null : ` · ${item.CourseName}`}
                          </p>
                        </div>
                        <div className="flex shrink-0 flex-col items-end gap-1">
                          <Badge variant="outline">{kindLabel[item.Kind]}</Badge>
                          {item.MeetingStatus !== null &&
                          item.MeetingStatus !== MeetingStatus.Scheduled ? (
                            <MeetingStatusBadge status={item.MeetingStatus} />
                          ) : null}
                        </div>
                      </li>
                    );
                  })}
                </ul>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
