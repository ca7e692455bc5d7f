import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDayDate,
  formatDuration,
  formatTime,
  formatTranscriptTime,
  timeZoneAbbreviation,
} from './date-format';

// Local-time strings (no offset) so the tests hold in any time zone.
const moment = '2026-11-21T14:05:09';

describe('date formats', () => {
  it('uses the spec patterns', () => {
    expect(formatDate(moment)).toBe('21-Nov-2026');
    expect(formatDayDate(moment)).toBe('Sat 21 Nov, 2026');
    expect(formatTime(moment)).toBe('02:05 PM');
    expect(formatTime('2026-11-21T09:30:00')).toBe('09:30 AM');
    expect(formatTranscriptTime(moment)).toBe('14:05:09');
    expect(formatDate(new Date(2026, 0, 5))).toBe('05-Jan-2026');
  });
  it('returns an empty string for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
  it('formats durations as HH:mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(3725)).toBe('01:02:05');
    expect(formatDuration(-4)).toBe('00:00:00');
    expect(formatDuration(Number.NaN)).toBe('00:00:00');
  });

  it('formats in a named time zone across its DST change (the candidate profile zone, not the device)', () => {
    // 17:30 UTC on the Friday before and the Friday after London's clocks went forward (29 Mar 2026).
    expect(formatTime('2026-03-27T18:30:00Z', 'Europe/London')).toBe('06:30 PM');
    expect(formatTime('2026-04-03T17:30:00Z', 'Europe/London')).toBe('06:30 PM');
    expect(formatDayDate('2026-04-03T17:30:00Z', 'Europe/London')).toBe('Fri 03 Apr, 2026');
    expect(formatDate('2026-04-03T20:30:00Z', 'Asia/Karachi')).toBe('04-Apr-2026');
    expect(formatTime('2026-04-03T19:00:00Z', 'Asia/Karachi')).toBe('12:00 AM');
    expect(timeZoneAbbreviation('2026-04-03T17:30:00Z', 'Europe/London')).toBe('BST');
    expect(timeZoneAbbreviation('2026-03-27T18:30:00Z', 'Europe/London')).toBe('GMT');
    // An unknown zone falls back to the device's zone rather than throwing.
    expect(formatTime(moment, 'Not/AZone')).toBe('02:05 PM');
  });
});
