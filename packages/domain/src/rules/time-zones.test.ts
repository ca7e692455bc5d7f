import { describe, expect, it } from 'vitest';
import { ianaTimeZones, listedTimeZone, timeZonePlaceName, utcOffsetMinutes } from './time-zones';

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

describe('listedTimeZone', () => {
  it('finds the zone under its own id or under an alias of it', () => {
    expect(listedTimeZone('Asia/Karachi', ['Europe/London', 'Asia/Karachi'])).toBe('Asia/Karachi');
    // Kolkata and Calcutta are one zone; whichever the list holds is chosen.
    expect(listedTimeZone('Asia/Kolkata', ['Asia/Calcutta'])).toBe('Asia/Calcutta');
    expect(listedTimeZone('Asia/Calcutta', ['Asia/Kolkata'])).toBe('Asia/Kolkata');
  });

  it('gives nothing for an empty, unknown or unlisted zone', () => {
    expect(listedTimeZone('', ['UTC'])).toBeUndefined();
    expect(listedTimeZone('Mars/Olympus', ['UTC'])).toBeUndefined();
    expect(listedTimeZone('Asia/Tokyo', ['Asia/Karachi'])).toBeUndefined();
  });
});
