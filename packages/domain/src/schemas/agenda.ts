import { z } from 'zod';
import { MeetingStatus } from '../enums/meeting';
import { Id, QueryId } from './id';

/** What an agenda entry is: a live class occurrence, a webinar, a test's or an assignment's due date. Ours. */
export const AgendaItemKind = { liveClass: 'liveClass', webinar: 'webinar', test: 'test', assignment: 'assignment' } as const;
export type AgendaItemKind = (typeof AgendaItemKind)[keyof typeof AgendaItemKind];

/** How many days ahead the agenda looks by default (from the start of the candidate's today), and at most. */
export const AgendaWindow = { defaultDays: 28, maxDays: 62 } as const;

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
