import { z } from 'zod';
import { MeetingStatus } from '../enums/meeting';
import { AgendaItemKind, AgendaWindow } from '../enums/agenda';
import { Id, QueryId } from './id';

// Declared without zod (enums/agenda.ts) so that reading them does not load this module's schemas.
export { AgendaItemKind, AgendaWindow };

/** AgendaService/GetAgenda (ours): one enrolment, or every enrolment of the candidate when absent. */
export const AgendaQuery = z.object({
  candidateSOSId: QueryId.optional(),
  days: z.coerce.number().int().min(1).max(AgendaWindow.maxDays).default(AgendaWindow.defaultDays),
});
export type AgendaQuery = z.infer<typeof AgendaQuery>;

/**
 * One dated entry of the study agenda (ours). `StartTime` is the class's or webinar's start, or the
 * due date of a test or assignment (then `DurationMinutes` is null). `ItemId` is the meeting (one
 * occurrence), webinar, test or assignment id; `Key` is unique in the list and stable across reads.
 */
export const AgendaItem = z.object({
  Key: z.string(),
  Kind: z.enum(AgendaItemKind),
  ItemId: Id,
  CandidateSOSId: Id,
  CourseName: z.string(),
  Title: z.string(),
  /** Who or what: the teacher, the presenter, the kind of test. */
  Detail: z.string(),
  StartTime: z.string(),
  DurationMinutes: z.number().int().positive().nullable(),
  /** A live class's status (a cancelled occurrence stays listed, marked); null for the other kinds. */
  MeetingStatus: z.enum(MeetingStatus).nullable(),
});
export type AgendaItem = z.infer<typeof AgendaItem>;

export const AgendaResponse = z.object({
  /** By StartTime, then Key. */
  Items: z.array(AgendaItem),
  /** The window: from the start of the candidate's today (in TimeZoneId) for `days` days. */
  From: z.string(),
  To: z.string(),
  TimeZoneId: z.string(),
  ServerTime: z.string(),
});
export type AgendaResponse = z.infer<typeof AgendaResponse>;
