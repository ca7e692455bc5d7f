import { utcOffsetMinutes } from '@portal/domain';
import * as rruleModule from 'rrule';

// rrule ships a CommonJS main (Node, tsx) and an ES module (Vite, vitest): take RRule from either.
const { RRule } = (rruleModule as unknown as { default?: typeof rruleModule }).default?.RRule
  ? (rruleModule as unknown as { default: typeof rruleModule }).default
  : rruleModule;

/**
 * A recurring class stored once (issue 15): an RFC 5545 RRULE (e.g. 'FREQ=WEEKLY;BYDAY=TU,TH;COUNT=12'),
 * the IANA zone the class is held in, and its first start as a wall-clock time in that zone
 * ('2026-03-03T18:30'). Its occurrences keep that wall-clock time, so across a DST change their
 * UTC instants move by the change.
 */
export interface Recurrence {
  readonly rule: string;
  readonly timeZone: string;
  readonly localStart: string;
}

const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const hour = 60 * 60_000;

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant a wall-clock time (given as a UTC-fields Date: "floating") has in `timeZone`. A time
 * the zone skips (the spring-forward hour) moves forward by the gap, as calendars do; a repeated one
 * (the autumn hour) takes its first instant.
 */
export function zonedToInstant(floating: Date, timeZone: string): Date {
  const wall = floating.getTime();
  const first = wall - utcOffsetMinutes(timeZone, new Date(wall)) * 60_000;
  const second = wall - utcOffsetMinutes(timeZone, new Date(first)) * 60_000;
  if (first === second) return new Date(first);
  // The offsets disagree near a change: keep the reading that maps back to the same wall-clock time,
  // else (a skipped time) the later one.
  const back = (instant: number) => instant + utcOffsetMinutes(timeZone, new Date(instant)) * 60_000;
  if (back(first) === wall && back(second) === wall) return new Date(Math.min(first, second));
  if (back(first) === wall) return new Date(first);
  if (back(second) === wall) return new Date(second);
  return new Date(Math.max(first, second));
}

function floatingStart(localStart: string): Date {
  const match = localPattern.exec(localStart);
  if (!match) throw new RangeError(`Recurrence start '${localStart}' is not YYYY-MM-DDTHH:mm`);
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  return new Date(Date.UTC(y, mo - 1, d, h, mi));
}

/**
 * Parses the rule against the floating start; throws on a rule rrule cannot read. DTSTART/TZID inside
 * `rule` are not used: the start and zone are the stored columns.
 */
function ruleOf(recurrence: Recurrence) {
  if (!isTimeZone(recurrence.timeZone)) throw new RangeError(`Unknown time zone '${recurrence.timeZone}'`);
  const options = RRule.parseString(recurrence.rule.replace(/^RRULE:/i, ''));
  if (options.freq === undefined) throw new RangeError(`Recurrence rule '${recurrence.rule}' has no FREQ`);
  // UNTIL is read as a wall-clock bound in the class's zone (floating), like the start.
  return new RRule({ ...options, dtstart: floatingStart(recurrence.localStart), tzid: null });
}

/** Throws a RangeError when the recurrence cannot be expanded (bad rule, zone or start). */
export function validateRecurrence(recurrence: Recurrence): void {
  ruleOf(recurrence);
}

/**
 * The occurrences' start instants in [from, to), expanded in the class's zone: rrule walks the
 * wall-clock (floating) times, each then placed in the zone at its own date's offset.
 */
export function expandRecurrence(recurrence: Recurrence, from: Date, to: Date): Date[] {
  const rule = ruleOf(recurrence);
  // Offsets lie within ±14 h: widen the floating window by a day each side, then filter by instant.
  const floating = rule.between(new Date(from.getTime() - 24 * hour), new Date(to.getTime() + 24 * hour), true);
  return floating
    .map((wall) => zonedToInstant(wall, recurrence.timeZone))
    .filter((instant) => instant.getTime() >= from.getTime() && instant.getTime() < to.getTime());
}

/** Every occurrence (a rule with COUNT or UNTIL), capped at `limit`: the calendar feed's EXDATE-free check. */
export function allOccurrences(recurrence: Recurrence, limit = 500): Date[] {
  const rule = ruleOf(recurrence);
  return rule.all((_, index) => index < limit).map((wall) => zonedToInstant(wall, recurrence.timeZone));
}
