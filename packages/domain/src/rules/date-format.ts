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

/** '21-Nov-2026' */
export const formatDate = (value: DateInput): string => format(value, DateFormat.date);
/** 'Sat 21 Nov, 2026' */
export const formatDayDate = (value: DateInput): string => format(value, DateFormat.dayDate);
/** '02:05 PM' */
export const formatTime = (value: DateInput): string => format(value, DateFormat.time);
/** '14:05:09' */
export const formatTranscriptTime = (value: DateInput): string =>
  format(value, DateFormat.transcriptTime);

/** A duration in seconds as HH:mm:ss (video transcript offsets, test timers). */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}
