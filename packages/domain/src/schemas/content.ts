import { z } from 'zod';
import { queryWholeNumber } from './validation';
import { ContentFilter, ContentSource, ContentType } from '../enums/content';
import { ItemRating } from './rating';
import { Id, QueryId } from './id';
import { paged } from './paged';

/**
 * spec: content model ContentId. The rest is ours: a video names its source (LMS file or an
 * embeddable provider) and URL; a reading carries HTML or a PDF URL.
 */
export const Content = z.object({
  ContentId: Id,
  SOSDetailContentId: Id,
  ContentType: z.enum(ContentType),
  Title: z.string(),
  Description: z.string().nullable(),
  ContentSource: z.enum(ContentSource),
  /**
   * Video URL: an LMS file's signed, expiring read URL (seekable: HTTP Range), or the provider's
   * watch URL; a reading's PDF URL. Null for a reading with a Body.
   */
  Url: z.string().nullable(),
  /** WebVTT captions of an LMS video (signed URL like Url); null when there are none. */
  CaptionsUrl: z.string().nullable(),
  /** Reading body as sanitised HTML, when not a PDF. */
  Body: z.string().nullable(),
  DurationSeconds: z.number().int().nonnegative().nullable(),
  IsContentCompleted: z.boolean(),
  ItemRating: ItemRating.nullable(),
});
export type Content = z.infer<typeof Content>;

/**
 * GET GetContentReading / GetContentVideo (spec: contentId). The enrolment names whose copy of the
 * content it is (completion, locking, package features); sosDetailContentId picks the activity
 * when one content item sits in two places of the course.
 */
export const ContentQuery = z.object({
  candidateSOSId: QueryId,
  contentId: QueryId,
  sosDetailContentId: QueryId.optional(),
});
export type ContentQuery = z.infer<typeof ContentQuery>;

/** One item of candidate mixed content (miscellaneous videos). Fields ours. */
export const MiscContent = z.object({
  ContentId: Id,
  Title: z.string(),
  ContentType: z.enum(ContentType),
  ContentSource: z.enum(ContentSource),
  Url: z.string(),
  ThumbnailUrl: z.string().nullable(),
  /** WebVTT captions of a video in our storage (null for external ones). */
  CaptionsUrl: z.string().nullable(),
  DurationSeconds: z.number().int().nonnegative().nullable(),
});
export type MiscContent = z.infer<typeof MiscContent>;

/** spec: mixed content: MiscContents, TotalRecords. */
export const MixedContentResponse = paged('MiscContents', MiscContent);
export type MixedContentResponse = z.infer<typeof MixedContentResponse>;

/** GET GetCourseMiscContent: one page of the course's miscellaneous videos (page size ours: 1-100, default 10). */
export const MiscContentQuery = z.object({
  candidateSOSId: QueryId,
  pageNumber: queryWholeNumber(1).default(1),
  pageSize: queryWholeNumber(1, 100).default(10),
});
export type MiscContentQuery = z.infer<typeof MiscContentQuery>;

/** Notes/bookmarks list query: content filter + paging. */
export const ContentFilterQuery = z.object({
  filter: z.coerce.number().pipe(z.enum(ContentFilter)).default(ContentFilter.All),
  pageNumber: queryWholeNumber(1).default(1),
  pageSize: queryWholeNumber(1, 100).default(10),
});
export type ContentFilterQuery = z.infer<typeof ContentFilterQuery>;
