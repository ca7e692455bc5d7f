import { z } from 'zod';
import { WebinarFolder } from '../enums/content';
import { Id, QueryId } from './id';
import { paged } from './paged';

/** One webinar (fields not shown: ours). */
export const Webinar = z.object({
  WebinarId: Id,
  /** The enrolment it belongs to (ours: ratings and joins name it). */
  CandidateSOSId: Id,
  Title: z.string(),
  Presenter: z.string(),
  StartTime: z.string(),
  DurationMinutes: z.number().int().positive(),
  WebinarFolder: z.enum(WebinarFolder).exclude(['all']),
  /** Join link for current/upcoming, recording for past. */
  Url: z.string().nullable(),
});
export type Webinar = z.infer<typeof Webinar>;

/** spec: CandidateWebinarListViewModel with WebinarFolder and TotalRecords. */
export const CandidateWebinarListViewModel = paged('Webinars', Webinar).extend({
  WebinarFolder: z.enum(WebinarFolder),
});
export type CandidateWebinarListViewModel = z.infer<typeof CandidateWebinarListViewModel>;

export const WebinarListQuery = z.object({
  webinarFolder: z.coerce.number().pipe(z.enum(WebinarFolder)).default(WebinarFolder.all),
  /** Ours: one enrolment's webinars; all of the candidate's enrolments when absent. */
  candidateSOSId: QueryId.optional(),
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type WebinarListQuery = z.infer<typeof WebinarListQuery>;

/** GetWebinarFolderEnum: the folders with their names, in tab order. */
export const WebinarFolderEnumResponse = z.object({
  Folders: z.array(z.object({ Value: z.enum(WebinarFolder), DisplayName: z.string() })),
});
export type WebinarFolderEnumResponse = z.infer<typeof WebinarFolderEnumResponse>;

/** GetWebinarRecording (ours): a past webinar of the enrolment's course. */
export const WebinarRecordingQuery = z.object({
  candidateSOSId: QueryId,
  webinarId: QueryId,
});
export type WebinarRecordingQuery = z.infer<typeof WebinarRecordingQuery>;

/**
 * A past webinar's recording (ours): a signed, expiring URL of our storage that answers HTTP byte
 * ranges (206, 416), so the player seeks without downloading the whole file.
 */
export const WebinarRecording = z.object({
  WebinarId: Id,
  Url: z.string(),
  ContentType: z.string(),
  DurationSeconds: z.number().int().positive().nullable(),
  ExpiresOn: z.string(),
});
export type WebinarRecording = z.infer<typeof WebinarRecording>;
