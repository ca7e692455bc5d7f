import { describe, expect, it } from 'vitest';
import { ianaTimeZones, timeZonePlaceName, utcOffsetMinutes } from './time-zones';

describe('ianaTimeZones', () => {
  const january = new Date('2026-01-15T12:00:00Z');

  it('lists every IANA zone the runtime knows, plus UTC, with its offset and a readable name', () => {
    const zones = ianaTimeZones(january);
    expect(zones.length).toBeGreaterThan(400);
    expect(zones).toContainEqual({ TimeZoneId: 'Asia/Karachi', DisplayName: '(UTC+05:00) Karachi, Asia', UtcOffsetMinutes: 300 });
    expect(zones).toContainEqual({ TimeZoneId: 'UTC', DisplayName: '(UTC+00:00) UTC', UtcOffsetMinutes: 0 });
    expect(zones.find((zone) => zone.TimeZoneId === 'America/St_Johns')?.DisplayName).toBe('(UTC-03:30) St Johns, America');
    const offsets = zones.map((zone) => zone.UtcOffsetMinutes);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });

  it('reads the offset in force at the given moment (summer time included)', () => {
    expect(utcOffsetMinutes('Europe/London', january)).toBe(0);
    expect(utcOffsetMinutes('Europe/London', new Date('2026-07-15T12:00:00Z'))).toBe(60);
    expect(utcOffsetMinutes('Asia/Kolkata', january)).toBe(330);
    expect(timeZonePlaceName('America/Argentina/Buenos_Aires')).toBe('Buenos Aires, Argentina, America');
  });
});
