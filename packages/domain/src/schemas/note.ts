import { z } from 'zod';
import { ContentType } from '../enums/content';
import { ValidationBounds, requiredText } from './validation';
import { Id } from './id';
import { paged } from './paged';

/**
 * What notes and bookmarks share: the course content they point at (ours; the spec names only
 * SOSDetailContentId) and when they were made.
 */
export const ContentReference = z.object({
  SOSDetailContentId: Id,
  ContentId: Id,
  ContentType: z.enum(ContentType),
  ContentTitle: z.string(),
  SubjectName: z.string(),
  CreatedOn: z.string(),
});
export type ContentReference = z.infer<typeof ContentReference>;

/** spec: a note: CandidateNoteId, Note (the rest ours). */
export const CandidateNote = ContentReference.extend({
  CandidateNoteId: Id,
  Note: z.string(),
});
export type CandidateNote = z.infer<typeof CandidateNote>;

/** spec: notes: Notes, TotalRecords. */
export const NotesResponse = paged('Notes', CandidateNote);
export type NotesResponse = z.infer<typeof NotesResponse>;

/** POST CreateNote (UpdateNote adds CandidateNoteId). */
export const CreateNoteRequest = z.object({
  CandidateSOSId: Id,
  SOSDetailContentId: Id,
  Note: requiredText(ValidationBounds.longText.max),
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
