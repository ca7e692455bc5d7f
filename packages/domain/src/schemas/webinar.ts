import { z } from 'zod';
import { WebinarFolder } from '../enums/content';
import { Id } from './id';
import { paged } from './paged';

/** One webinar (fields not shown: ours). */
export const Webinar = z.object({
  WebinarId: Id,
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
});
export type WebinarListQuery = z.infer<typeof WebinarListQuery>;
