import ICAL from 'ical.js';
import { MeetingStatus } from '@portal/domain';

/**
 * The candidate's private iCalendar feed (RFC 5545), built with ical.js (escaping, line folding,
 * RRULE and DURATION values by the library). A recurring class is one VEVENT: DTSTART with its zone's
 * TZID, RRULE and DURATION, its cancelled occurrences as overrides (RECURRENCE-ID, STATUS:CANCELLED);
 * the zone's VTIMEZONE is written from the runtime's time-zone data. One-off sessions and webinars
 * are in UTC. UIDs are stable (they name the class, meeting or webinar), so calendars update in place.
 */

export interface FeedRecurringClass {
  readonly topicId: number;
  readonly title: string;
  readonly description: string;
  readonly rule: string;
  readonly timeZone: string;
  /** First start, wall-clock time in `timeZone` ('2026-03-20T18:30'). */
  readonly localStart: string;
  readonly durationMinutes: number;
  /** Occurrences cancelled by the teacher (their UTC instants). */
  readonly cancelled: readonly Date[];
}

export interface FeedEvent {
  /** Stable, e.g. 'meeting-100101'. */
  readonly uid: string;
  readonly title: string;
  readonly description: string;
  readonly start: Date;
  readonly durationMinutes: number;
  readonly status: MeetingStatus;
  readonly url?: string | null;
}

const uidDomain = 'candidate-portal.local';
const minute = 60_000;

/** A cached Intl reading of a zone's offset (minutes east of UTC) at an instant. */
function offsetReader(timeZone: string): (instant: number) => number {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
  return (instant) => {
    const name = format.formatToParts(new Date(instant)).find((part) => part.type === 'timeZoneName')?.value ?? '';
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    if (!match) return 0;
    const minutes = Number(match[2]) * 60 + Number(match[3]);
    return match[1] === '-' ? -minutes : minutes;
  };
}

/** Every offset change of `timeZone` in [from, to): found week by week, then to the minute. */
export function zoneTransitions(timeZone: string, from: Date, to: Date): { at: number; from: number; to: number }[] {
  const offset = offsetReader(timeZone);
  const week = 7 * 24 * 60 * minute;
  const found: { at: number; from: number; to: number }[] = [];
  for (let start = from.getTime(); start < to.getTime(); start += week) {
    const end = Math.min(start + week, to.getTime());
    const before = offset(start);
    const after = offset(end);
    if (before === after) continue;
    let low = start;
    let high = end;
    while (high - low > minute) {
      const middle = low + Math.floor((high - low) / 2 / minute) * minute;
      if (offset(middle) === before) low = middle;
      else high = middle;
    }
    found.push({ at: high, from: before, to: after });
  }
  return found;
}

const icalOffset = (minutes: number) => ICAL.UtcOffset.fromSeconds(minutes * 60);

/** A floating ICAL.Time from wall-clock fields. */
function floatingTime(wall: Date): ICAL.Time {
  return ICAL.Time.fromData({
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: 0,
    isDate: false,
  });
}

/**
 * The VTIMEZONE of an IANA zone over [from, to): one observance per offset change (STANDARD when
 * the offset goes back, DAYLIGHT when forward), each DTSTART the local time before the change, plus
 * the offset in force at `from`. A zone without changes gets one STANDARD observance.
 */
export function vtimezone(timeZone: string, from: Date, to: Date): ICAL.Component {
  const zone = new ICAL.Component('vtimezone');
  zone.addPropertyWithValue('tzid', timeZone);
  const initial = offsetReader(timeZone)(from.getTime());
  const observance = (kind: 'standard' | 'daylight', start: Date, offsetFrom: number, offsetTo: number) => {
    const part = new ICAL.Component(kind);
    part.addPropertyWithValue('dtstart', floatingTime(start));
    part.addPropertyWithValue('tzoffsetfrom', icalOffset(offsetFrom));
    part.addPropertyWithValue('tzoffsetto', icalOffset(offsetTo));
    zone.addSubcomponent(part);
  };
  observance('standard', new Date(Date.UTC(1970, 0, 1)), initial, initial);
  for (const change of zoneTransitions(timeZone, from, to)) {
    observance(change.to < change.from ? 'standard' : 'daylight', new Date(change.at + change.from * minute), change.from, change.to);
  }
  return zone;
}

const utcTime = (instant: Date) => ICAL.Time.fromJSDate(instant, true);

function baseEvent(uid: string, title: string, description: string, stamp: Date): ICAL.Component {
  const event = new ICAL.Component('vevent');
  event.addPropertyWithValue('uid', `${uid}@${uidDomain}`);
  event.addPropertyWithValue('dtstamp', utcTime(stamp));
  event.addPropertyWithValue('summary', title);
  event.addPropertyWithValue('description', description);
  return event;
}

function zonedStart(event: ICAL.Component, name: 'dtstart' | 'recurrence-id', wall: Date, timeZone: string) {
  const property = event.addPropertyWithValue(name, floatingTime(wall));
  property.setParameter('tzid', timeZone);
}

const statusText = (status: MeetingStatus) => (status === MeetingStatus.Cancelled ? 'CANCELLED' : 'CONFIRMED');

/** The whole feed as text/calendar. */
export function buildCalendarFeed(input: { recurring: readonly FeedRecurringClass[]; events: readonly FeedEvent[]; now: Date; zoneFrom: Date; zoneTo: Date }): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('prodid', '-//Candidate Portal//Live classes and webinars//EN');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', 'PUBLISH');
  calendar.addPropertyWithValue('x-wr-calname', 'Candidate Portal: live classes');
  for (const timeZone of new Set(input.recurring.map((item) => item.timeZone))) {
    calendar.addSubcomponent(vtimezone(timeZone, input.zoneFrom, input.zoneTo));
  }
  for (const item of input.recurring) {
    const [date = '', time = ''] = item.localStart.split('T');
    const wall = new Date(`${date}T${time}:00Z`);
    const event = baseEvent(`class-${item.topicId}`, item.title, item.description, input.now);
    zonedStart(event, 'dtstart', wall, item.timeZone);
    event.addPropertyWithValue('duration', ICAL.Duration.fromSeconds(item.durationMinutes * 60));
    event.addPropertyWithValue('rrule', ICAL.Recur.fromString(item.rule.replace(/^RRULE:/i, '')));
    event.addPropertyWithValue('status', 'CONFIRMED');
    calendar.addSubcomponent(event);
    const offset = offsetReader(item.timeZone);
    for (const instant of item.cancelled) {
      const cancelled = baseEvent(`class-${item.topicId}`, item.title, item.description, input.now);
      const localWall = new Date(instant.getTime() + offset(instant.getTime()) * minute);
      zonedStart(cancelled, 'recurrence-id', localWall, item.timeZone);
      zonedStart(cancelled, 'dtstart', localWall, item.timeZone);
      cancelled.addPropertyWithValue('duration', ICAL.Duration.fromSeconds(item.durationMinutes * 60));
      cancelled.addPropertyWithValue('status', 'CANCELLED');
      calendar.addSubcomponent(cancelled);
    }
  }
  for (const item of input.events) {
    const event = baseEvent(item.uid, item.title, item.description, input.now);
    event.addPropertyWithValue('dtstart', utcTime(item.start));
    event.addPropertyWithValue('dtend', utcTime(new Date(item.start.getTime() + item.durationMinutes * minute)));
    event.addPropertyWithValue('status', statusText(item.status));
    if (item.url) event.addPropertyWithValue('url', item.url);
    calendar.addSubcomponent(event);
  }
  return calendar.toString();
}
