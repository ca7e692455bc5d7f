import type { TimeZone } from '../schemas/location';

/** '(UTC+05:00)' from minutes east of UTC. */
function offsetLabel(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const whole = Math.abs(minutes);
  const hours = String(Math.floor(whole / 60)).padStart(2, '0');
  return `(UTC${sign}${hours}:${String(whole % 60).padStart(2, '0')})`;
}

/** Minutes east of UTC of `timeZoneId` at `at` (Intl's 'GMT+05:30' reading); 0 for UTC. */
export function utcOffsetMinutes(timeZoneId: string, at: Date): number {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: timeZoneId, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((piece) => piece.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(part ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** 'America/Argentina/Buenos_Aires' -> 'Buenos Aires, Argentina, America'; 'UTC' stays. */
export function timeZonePlaceName(timeZoneId: string): string {
  return timeZoneId.split('/').reverse().map((part) => part.replaceAll('_', ' ')).join(', ');
}

/**
 * Issue 11, item 9: every IANA time zone the runtime knows (`Intl.supportedValuesOf`, about 420,
 * plus UTC, which it leaves out), with its offset at `at` and a display name such as
 * '(UTC+05:00) Karachi, Asia', ordered by offset then id: the server's reference list.
 */
export function ianaTimeZones(at: Date): TimeZone[] {
  const ids = new Set<string>(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  return [...ids]
    .map((id) => {
      const minutes = utcOffsetMinutes(id, at);
      return { TimeZoneId: id, DisplayName: `${offsetLabel(minutes)} ${timeZonePlaceName(id)}`, UtcOffsetMinutes: minutes };
    })
    .sort((a, b) => a.UtcOffsetMinutes - b.UtcOffsetMinutes || a.TimeZoneId.localeCompare(b.TimeZoneId));
}

/**
 * The id under which `listed` holds the zone `zone` names: itself, or an alias this runtime
 * resolves to the same zone (a browser may say Asia/Kolkata where a list made with an older ICU
 * has Asia/Calcutta). Undefined when the zone is not listed under any name.
 */
export function listedTimeZone(zone: string, listed: readonly string[]): string | undefined {
  if (zone === '') return undefined;
  if (listed.includes(zone)) return zone;
  const canonical = (id: string): string | undefined => {
    try {
      return new Intl.DateTimeFormat('en-US', { timeZone: id }).resolvedOptions().timeZone;
    } catch {
      return undefined;
    }
  };
  const wanted = canonical(zone);
  return wanted === undefined ? undefined : listed.find((id) => canonical(id) === wanted);
}
