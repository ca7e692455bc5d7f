import { z } from 'zod';
import { WebinarFolder } from '../enums/content';

/** One webinar (fields not shown: ours). */
export const Webinar = z.object({
  WebinarId: z.number().int().positive(),
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
export const CandidateWebinarListViewModel = z.object({
  Webinars: z.array(Webinar),
  WebinarFolder: z.enum(WebinarFolder),
  TotalRecords: z.number().int().nonnegative(),
});
export type CandidateWebinarListViewModel = z.infer<typeof CandidateWebinarListViewModel>;

export const WebinarListQuery = z.object({
  webinarFolder: z.coerce.number().pipe(z.enum(WebinarFolder)).default(WebinarFolder.all),
});
export type WebinarListQuery = z.infer<typeof WebinarListQuery>;
