import { z } from 'zod';
import { Id } from './id';

/** Not shown: a country as the sign-up and profile pickers need it. */
export const Country = z.object({
  CountryId: Id,
  Name: z.string(),
  /** ISO 3166-1 alpha-2, e.g. 'PK'. */
  CountryCode: z.string().length(2),
  /** Dialling code with plus, e.g. '+92'. */
  PhoneCode: z.string(),
});
export type Country = z.infer<typeof Country>;

/** Not shown: a time zone (IANA id) with its display name and current offset. */
export const TimeZone = z.object({
  TimeZoneId: z.string(),
  DisplayName: z.string(),
  UtcOffsetMinutes: z.number().int(),
});
export type TimeZone = z.infer<typeof TimeZone>;
