import { z } from 'zod';
import { CourseType } from '../enums/course';
import { ValidationMessageKey } from '../enums/validation-message-key';
import { ValidationBounds, keyed } from './validation';
import { Id } from './id';

/** spec: e-book item carries CandidateSOSId (the rest ours). E-books are courses of type 1. */
export const EBook = z.object({
  EBookId: Id,
  CandidateSOSId: Id,
  Title: z.string(),
  Author: z.string(),
  CoverImage: z.string().nullable(),
  /** Where the reader loads the book from (encrypted into the /ebook route). */
  Url: z.string(),
  CourseType: z.literal(CourseType.Active),
});
export type EBook = z.infer<typeof EBook>;

/** spec: e-book response: EBooks. */
export const EBooksResponse = z.object({ EBooks: z.array(EBook) });
export type EBooksResponse = z.infer<typeof EBooksResponse>;

/** Not shown: the JSON held in an activity's Data. `highlightId` is the spec's; the rest ours. */
export const EBookActivityData = z.object({
  highlightId: z.string().nullish(),
  /** Reader location (e.g. an EPUB CFI or a page number as text). */
  location: z.string(),
  text: z.string().nullish(),
  note: z.string().nullish(),
  color: z.string().nullish(),
});
export type EBookActivityData = z.infer<typeof EBookActivityData>;

export const EBookActivityKind = {
  note: 'note',
  bookmark: 'bookmark',
  highlight: 'highlight',
} as const;
export type EBookActivityKind = (typeof EBookActivityKind)[keyof typeof EBookActivityKind];

/** spec: e-book activity: EBookActivityId and Data (JSON string holding highlightId). */
export const EBookActivity = z.object({
  EBookActivityId: Id,
  EBookId: Id,
  Kind: z.enum(EBookActivityKind),
  /** JSON text of EBookActivityData, as on the wire. */
  Data: z.string(),
  CreatedOn: z.string(),
});
export type EBookActivity = z.infer<typeof EBookActivity>;

/** spec: all-activities response: Notes, Bookmarks, Highlights. */
export const EBookAllActivitiesResponse = z.object({
  Notes: z.array(EBookActivity),
  Bookmarks: z.array(EBookActivity),
  Highlights: z.array(EBookActivity),
});
export type EBookAllActivitiesResponse = z.infer<typeof EBookAllActivitiesResponse>;

/** POST SaveEBookActivity / SaveEBookBookMark / SaveEBookHighlight; PUT UpdateEBookActivity adds the id. */
export const SaveEBookActivityRequest = z.object({
  EBookId: Id,
  CandidateSOSId: Id,
  Data: z
    .string()
    .min(2, { error: keyed(ValidationMessageKey.required) })
    .max(ValidationBounds.longText.max * 2, { error: keyed(ValidationMessageKey.maxLength) }),
});
export type SaveEBookActivityRequest = z.infer<typeof SaveEBookActivityRequest>;
export const UpdateEBookActivityRequest = SaveEBookActivityRequest.extend({
  EBookActivityId: Id,
});
export type UpdateEBookActivityRequest = z.infer<typeof UpdateEBookActivityRequest>;
