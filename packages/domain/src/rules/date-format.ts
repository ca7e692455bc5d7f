import dayjs from 'dayjs';

/** spec: date formats DD-MMM-YYYY and ddd DD MMM, YYYY; time hh:mm A; transcript time HH:mm:ss. */
export const DateFormat = {
  date: 'DD-MMM-YYYY',
  dayDate: 'ddd DD MMM, YYYY',
  time: 'hh:mm A',
  transcriptTime: 'HH:mm:ss',
} as const;
export type DateFormat = (typeof DateFormat)[keyof typeof DateFormat];

type DateInput = Date | string | number | null | undefined;

/** Formats in the viewer's local time; empty string for a missing or invalid date. */
function format(value: DateInput, pattern: DateFormat): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : '';
}

/**
 * The same patterns in a named IANA time zone (the candidate's profile zone rather than the
 * device's), read through Intl so a DST change in that zone is honoured.
 */
function formatInZone(value: DateInput, pattern: DateFormat, timeZone: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  if (!date.isValid()) return '';
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    }).formatToParts(date.toDate());
  } catch {
    return format(value, pattern); // an unknown zone: the device's
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((piece) => piece.type === type)?.value ?? '';
  const hour = part('hour') === '00' ? '12' : part('hour').padStart(2, '0');
  const time = `${hour}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
  if (pattern === DateFormat.time) return time;
  if (pattern === DateFormat.dayDate) return `${part('weekday')} ${part('day')} ${part('month')}, ${part('year')}`;
  if (pattern === DateFormat.date) return `${part('day')}-${part('month')}-${part('year')}`;
  return format(value, pattern);
}

const formatter = (pattern: DateFormat) => (value: DateInput, timeZone?: string): string =>
  timeZone ? formatInZone(value, pattern, timeZone) : format(value, pattern);

/** '21-Nov-2026' (in `timeZone` when given, else the device's) */
export const formatDate = formatter(DateFormat.date);
/** 'Sat 21 Nov, 2026' (in `timeZone` when given, else the device's) */
export const formatDayDate = formatter(DateFormat.dayDate);
/** '02:05 PM' (in `timeZone` when given, else the device's) */
export const formatTime = formatter(DateFormat.time);

/** 'PKT', 'BST', 'GMT+5': the short name of `timeZone` at `value`, for a label beside a time. */
export function timeZoneAbbreviation(value: DateInput, timeZone: string): string {
  const date = dayjs(value ?? undefined);
  if (!date.isValid()) return '';
  try {
    return (
      new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' })
        .formatToParts(date.toDate())
        .find((piece) => piece.type === 'timeZoneName')?.value ?? ''
    );
  } catch {
    return '';
  }
}
/** '14:05:09' */
export const formatTranscriptTime = (value: DateInput): string =>
  format(value, DateFormat.transcriptTime);

/** A duration in seconds as HH:mm:ss (video transcript offsets, test timers). */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}
