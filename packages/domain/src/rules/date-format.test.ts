import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDayDate,
  formatDuration,
  formatTime,
  formatTranscriptTime,
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
});
