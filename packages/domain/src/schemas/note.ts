import { z } from 'zod';
import { ContentFilter, ContentType } from '../enums/content';
import { ValidationBounds, requiredText } from './validation';
import { Id, QueryId } from './id';
import { paged } from './paged';

/**
 * What notes and bookmarks share: the course content they point at (ours; the spec names only
 * SOSDetailContentId), where it sits (subject, group, day: what the reading and video routes need
 * to open it) and when they were made.
 */
export const ContentReference = z.object({
  SOSDetailContentId: Id,
  ContentId: Id,
  ContentType: z.enum(ContentType),
  ContentTitle: z.string(),
  SubjectId: Id,
  SubjectName: z.string(),
  GroupName: z.string(),
  SOSDetailId: Id,
  CreatedOn: z.string(),
});
export type ContentReference = z.infer<typeof ContentReference>;

/** spec: a note: CandidateNoteId, Note (the rest ours). */
export const CandidateNote = ContentReference.extend({
  CandidateNoteId: Id,
  Note: z.string(),
  /** The second of the video the note was taken at; null on a reading. */
  VideoTimeSeconds: z.number().int().nonnegative().nullable(),
});
export type CandidateNote = z.infer<typeof CandidateNote>;

/** spec: notes: Notes, TotalRecords. */
export const NotesResponse = paged('Notes', CandidateNote);
export type NotesResponse = z.infer<typeof NotesResponse>;

/** POST CreateNote (UpdateNote adds CandidateNoteId). VideoTimeSeconds only on a video. */
export const CreateNoteRequest = z.object({
  CandidateSOSId: Id,
  SOSDetailContentId: Id,
  Note: requiredText(ValidationBounds.longText.max),
  VideoTimeSeconds: z.number().int().min(0).max(86_400).nullish(),
});
export type CreateNoteRequest = z.infer<typeof CreateNoteRequest>;
export const UpdateNoteRequest = z.object({
  CandidateSOSId: Id,
  CandidateNoteId: Id,
  Note: requiredText(ValidationBounds.longText.max),
});
export type UpdateNoteRequest = z.infer<typeof UpdateNoteRequest>;

/** A bookmark of course content: SOSDetailContentId (the rest ours). */
export const Bookmark = ContentReference.extend({
  BookmarkId: Id,
});
export type Bookmark = z.infer<typeof Bookmark>;

/** spec: bookmarks: BookMarks, TotalRecords. */
export const BookmarksResponse = paged('BookMarks', Bookmark);
export type BookmarksResponse = z.infer<typeof BookmarksResponse>;

export const SaveBookmarkRequest = z.object({
  CandidateSOSId: Id,
  SOSDetailContentId: Id,
});
export type SaveBookmarkRequest = z.infer<typeof SaveBookmarkRequest>;

/** GET GetNotes: the enrolment, the content filter (All -1, Video 1, Reading 2) and a page. */
export const NotesQuery = z.object({
  candidateSOSId: QueryId,
  filter: z.coerce.number().pipe(z.enum(ContentFilter)).default(ContentFilter.All),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  /** Only the notes of one content item (the content page's own list). */
  sosDetailContentId: QueryId.optional(),
});
export type NotesQuery = z.infer<typeof NotesQuery>;

/** GET Get (bookmarks): as NotesQuery; with sosDetailContentId it tells whether that content is bookmarked. */
export const BookmarksQuery = NotesQuery;
export type BookmarksQuery = NotesQuery;

/** DELETE RemoveNote. */
export const RemoveNoteQuery = z.object({ candidateSOSId: QueryId, candidateNoteId: QueryId });
export type RemoveNoteQuery = z.infer<typeof RemoveNoteQuery>;

/** DELETE Remove (bookmark): one bookmark per content item, so the content names it. */
export const RemoveBookmarkQuery = z.object({ candidateSOSId: QueryId, sosDetailContentId: QueryId });
export type RemoveBookmarkQuery = z.infer<typeof RemoveBookmarkQuery>;
