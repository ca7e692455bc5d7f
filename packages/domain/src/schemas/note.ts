import { z } from 'zod';
import { ContentType } from '../enums/content';
import { ValidationBounds, requiredText } from './validation';

/** spec: a note: CandidateNoteId, Note (the rest ours). */
export const CandidateNote = z.object({
  CandidateNoteId: z.number().int().positive(),
  Note: z.string(),
  SOSDetailContentId: z.number().int().positive(),
  ContentId: z.number().int().positive(),
  ContentType: z.enum(ContentType),
  ContentTitle: z.string(),
  SubjectName: z.string(),
  CreatedOn: z.string(),
});
export type CandidateNote = z.infer<typeof CandidateNote>;

/** spec: notes: Notes, TotalRecords. */
export const NotesResponse = z.object({
  Notes: z.array(CandidateNote),
  TotalRecords: z.number().int().nonnegative(),
});
export type NotesResponse = z.infer<typeof NotesResponse>;

/** POST CreateNote (UpdateNote adds CandidateNoteId). */
export const CreateNoteRequest = z.object({
  CandidateSOSId: z.number().int().positive(),
  SOSDetailContentId: z.number().int().positive(),
  Note: requiredText(ValidationBounds.longText.max),
});
export type CreateNoteRequest = z.infer<typeof CreateNoteRequest>;
export const UpdateNoteRequest = z.object({
  CandidateSOSId: z.number().int().positive(),
  CandidateNoteId: z.number().int().positive(),
  Note: requiredText(ValidationBounds.longText.max),
});
export type UpdateNoteRequest = z.infer<typeof UpdateNoteRequest>;

/** A bookmark of course content: SOSDetailContentId (the rest ours). */
export const Bookmark = z.object({
  BookmarkId: z.number().int().positive(),
  SOSDetailContentId: z.number().int().positive(),
  ContentId: z.number().int().positive(),
  ContentType: z.enum(ContentType),
  ContentTitle: z.string(),
  SubjectName: z.string(),
  CreatedOn: z.string(),
});
export type Bookmark = z.infer<typeof Bookmark>;

/** spec: bookmarks: BookMarks, TotalRecords. */
export const BookmarksResponse = z.object({
  BookMarks: z.array(Bookmark),
  TotalRecords: z.number().int().nonnegative(),
});
export type BookmarksResponse = z.infer<typeof BookmarksResponse>;

export const SaveBookmarkRequest = z.object({
  CandidateSOSId: z.number().int().positive(),
  SOSDetailContentId: z.number().int().positive(),
});
export type SaveBookmarkRequest = z.infer<typeof SaveBookmarkRequest>;
