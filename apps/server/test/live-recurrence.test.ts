import { describe, expect, it } from 'vitest';
import { expandRecurrence, validateRecurrence, zonedToInstant } from '../src/modules/live/recurrence';

const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

describe('recurring class expansion (RRULE in the class zone)', () => {
  it('keeps the wall-clock time across London’s spring change: the UTC instant moves an hour', () => {
    const fridays = { rule: 'FREQ=WEEKLY;BYDAY=FR;COUNT=4', timeZone: 'Europe/London', localStart: '2026-03-20T18:30' };
    expect(iso(expandRecurrence(fridays, new Date('2026-03-01T00:00:00Z'), new Date('2026-06-01T00:00:00Z')))).toEqual([
      '2026-03-20T18:30:00.000Z',
      '2026-03-27T18:30:00.000Z',
      '2026-04-03T17:30:00.000Z', // BST from 29 March
      '2026-04-10T17:30:00.000Z',
    ]);
    // The window is by instant: [from, to).
    expect(iso(expandRecurrence(fridays, new Date('2026-03-27T18:30:00Z'), new Date('2026-04-03T17:30:00Z')))).toEqual(['2026-03-27T18:30:00.000Z']);
  });

  it('keeps New York’s time across its autumn change, with BYDAY and INTERVAL', () => {
    const tuesdaysThursdays = { rule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TU,TH;UNTIL=20261106T000000', timeZone: 'America/New_York', localStart: '2026-10-27T19:00' };
    expect(iso(expandRecurrence(tuesdaysThursdays, new Date('2026-10-01T00:00:00Z'), new Date('2026-12-01T00:00:00Z')))).toEqual([
      '2026-10-27T23:00:00.000Z',
      '2026-10-29T23:00:00.000Z',
      '2026-11-04T00:00:00.000Z', // EST from 1 November: Tuesday 19:00 is Wednesday 00:00 UTC
      '2026-11-06T00:00:00.000Z',
    ]);
  });

  it('moves a skipped time forward and takes the first of a repeated one', () => {
    expect(zonedToInstant(new Date('2026-03-29T01:30:00Z'), 'Europe/London').toISOString()).toBe('2026-03-29T01:30:00.000Z'); // 02:30 BST
    expect(zonedToInstant(new Date('2026-11-01T01:30:00Z'), 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z'); // 01:30 EDT
    expect(zonedToInstant(new Date('2026-07-01T12:00:00Z'), 'Asia/Karachi').toISOString()).toBe('2026-07-01T07:00:00.000Z');
  });

  it('refuses a rule, zone or start it cannot expand', () => {
    expect(() => validateRecurrence({ rule: 'COUNT=3', timeZone: 'UTC', localStart: '2026-03-01T10:00' })).toThrow(/FREQ/);
    expect(() => validateRecurrence({ rule: 'FREQ=WEEKLY', timeZone: 'Mars/Olympus', localStart: '2026-03-01T10:00' })).toThrow(/time zone/);
    expect(() => validateRecurrence({ rule: 'FREQ=WEEKLY', timeZone: 'UTC', localStart: '1 March' })).toThrow(/YYYY-MM-DD/);
  });
});
