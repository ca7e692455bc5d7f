import { z } from 'zod';
import { CourseType } from '../enums/course';
import { ValidationMessageKey } from '../enums/validation-message-key';
import { ValidationBounds, keyed, queryWholeNumber } from './validation';
import { Id, QueryId } from './id';
import { paged } from './paged';
import { EBookActivityKind, EBookMotivation, eBookActivityDataMaxLength, epubCfiConformsTo, pdfFragmentConformsTo } from '../enums/ebook';

export { EBookActivityKind, EBookMotivation, eBookActivityDataMaxLength, epubCfiConformsTo, pdfFragmentConformsTo };

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

/**
 * Not shown: the JSON held in an activity's Data (`highlightId` is the spec's; the rest ours). It
 * follows the W3C Web Annotation model (https://www.w3.org/TR/annotation-model/): a `target` in the
 * book with several selectors, so a reader anchors by the precise one and falls back to the quote.
 * - EPUB: a FragmentSelector conforming to EPUB CFI, a TextQuoteSelector (exact, prefix, suffix)
 *   and a TextPositionSelector (character offsets in the section).
 * - PDF: a FragmentSelector conforming to RFC 3778 (`page=N`), a PdfRectSelector (ours: the page and
 *   rectangles in PDF points, origin bottom-left as PDF.js reports them) and a TextQuoteSelector.
 * A bookmark needs only the fragment (where it is); a highlight needs a text quote to fall back on.
 */
// epubCfiConformsTo, pdfFragmentConformsTo, eBookActivityDataMaxLength, EBookMotivation and
// EBookActivityKind are declared without zod (enums/ebook.ts) and re-exported here.

const epubCfiPattern = /^epubcfi\([^()\s]{1,480}\)$/;
const pdfPagePattern = /^page=[1-9]\d{0,4}$/;

export const FragmentSelector = z
  .object({
    type: z.literal('FragmentSelector'),
    conformsTo: z.enum([epubCfiConformsTo, pdfFragmentConformsTo]),
    value: z.string().max(500),
  })
  .refine(
    (selector) =>
      (selector.conformsTo === epubCfiConformsTo ? epubCfiPattern : pdfPagePattern).test(selector.value),
    { error: 'must be an EPUB CFI (epubcfi(...)) or a PDF page (page=N)', path: ['value'] },
  );
export type FragmentSelector = z.infer<typeof FragmentSelector>;

export const TextQuoteSelector = z.object({
  type: z.literal('TextQuoteSelector'),
  exact: z.string().min(1, { error: keyed(ValidationMessageKey.required) }).max(ValidationBounds.longText.max, {
    error: keyed(ValidationMessageKey.maxLength),
  }),
  prefix: z.string().max(200, { error: keyed(ValidationMessageKey.maxLength) }).optional(),
  suffix: z.string().max(200, { error: keyed(ValidationMessageKey.maxLength) }).optional(),
});
export type TextQuoteSelector = z.infer<typeof TextQuoteSelector>;

export const TextPositionSelector = z
  .object({
    type: z.literal('TextPositionSelector'),
    start: z.number().int().nonnegative(),
    end: z.number().int().nonnegative(),
  })
  .refine((selector) => selector.end >= selector.start, { error: 'must not end before it starts', path: ['end'] });
export type TextPositionSelector = z.infer<typeof TextPositionSelector>;

/** A rectangle on a PDF page in PDF points (1/72 inch). */
export const PdfRect = z.object({
  x: z.number().min(0).max(20_000),
  y: z.number().min(0).max(20_000),
  width: z.number().positive().max(20_000),
  height: z.number().positive().max(20_000),
});
export type PdfRect = z.infer<typeof PdfRect>;

export const PdfRectSelector = z.object({
  type: z.literal('PdfRectSelector'),
  page: z.number().int().min(1).max(99_999),
  rects: z.array(PdfRect).min(1).max(200),
});
export type PdfRectSelector = z.infer<typeof PdfRectSelector>;

export const EBookSelector = z.discriminatedUnion('type', [
  FragmentSelector,
  TextQuoteSelector,
  TextPositionSelector,
  PdfRectSelector,
]);
export type EBookSelector = z.infer<typeof EBookSelector>;


export const EBookActivityData = z
  .object({
    /** spec: Data holds highlightId (the reader's id of the drawn highlight). */
    highlightId: z.string().max(100).nullish(),
    motivation: z.enum(EBookMotivation),
    target: z.object({
      /** The book: its format decides which selectors make sense. */
      format: z.enum(['pdf', 'epub']),
      selector: z.array(EBookSelector).min(1).max(6),
    }),
    /** The note's text (a note, or a highlight with a note). */
    note: z.string().max(ValidationBounds.longText.max, { error: keyed(ValidationMessageKey.maxLength) }).nullish(),
    /** Highlight colour, as #rrggbb. */
    color: z
      .string()
      .regex(/^#[0-9a-f]{6}$/i, { error: 'must be a colour as #rrggbb' })
      .nullish(),
    /** A short human label of where it is (chapter title, "Page 12"). */
    label: z.string().max(200).nullish(),
  })
  .superRefine((data, context) => {
    const types = new Set(data.target.selector.map((selector) => selector.type));
    const fragments = data.target.selector.filter((selector) => selector.type === 'FragmentSelector');
    const wanted = data.target.format === 'epub' ? epubCfiConformsTo : pdfFragmentConformsTo;
    if (!fragments.some((selector) => selector.conformsTo === wanted))
      context.addIssue({
        code: 'custom',
        path: ['target', 'selector'],
        message: data.target.format === 'epub' ? 'needs an EPUB CFI FragmentSelector' : 'needs a PDF page FragmentSelector',
      });
    if (data.target.format === 'epub' && types.has('PdfRectSelector'))
      context.addIssue({ code: 'custom', path: ['target', 'selector'], message: 'an EPUB target has no PdfRectSelector' });
    if (data.motivation === 'highlighting' && !types.has('TextQuoteSelector'))
      context.addIssue({ code: 'custom', path: ['target', 'selector'], message: 'a highlight needs a TextQuoteSelector' });
    if (data.motivation === 'commenting' && !data.note?.trim())
      context.addIssue({ code: 'custom', path: ['note'], message: ValidationMessageKey.required });
  });
export type EBookActivityData = z.infer<typeof EBookActivityData>;

/**
 * The wire's Data: JSON text of EBookActivityData, at most eBookActivityDataMaxLength characters;
 * an issue names the field inside (Data.target.selector.0.exact).
 */
export const EBookActivityDataText = z
  .string()
  .min(2, { error: keyed(ValidationMessageKey.required) })
  .max(eBookActivityDataMaxLength, { error: keyed(ValidationMessageKey.maxLength) })
  .superRefine((text, context) => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      context.addIssue({ code: 'custom', message: 'must be JSON text' });
      return;
    }
    const result = EBookActivityData.safeParse(value);
    if (!result.success)
      for (const issue of result.error.issues)
        context.addIssue({ code: 'custom', path: issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)), message: issue.message });
  });


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

/** POST SaveEBookActivity (a note) / SaveEBookBookMark / SaveEBookHighlight. */
export const SaveEBookActivityRequest = z.object({
  EBookId: Id,
  CandidateSOSId: Id,
  Data: EBookActivityDataText,
});
export type SaveEBookActivityRequest = z.infer<typeof SaveEBookActivityRequest>;
/** PUT UpdateEBookActivity: a new Data for an activity (its kind stays). */
export const UpdateEBookActivityRequest = SaveEBookActivityRequest.extend({
  EBookActivityId: Id,
});
export type UpdateEBookActivityRequest = z.infer<typeof UpdateEBookActivityRequest>;

/** GET GetEBookActivities: one e-book's activities (all-activities response). */
export const EBookActivitiesQuery = z.object({ candidateSOSId: QueryId, eBookId: QueryId });
export type EBookActivitiesQuery = z.infer<typeof EBookActivitiesQuery>;

/**
 * GET GetEBookActivitiesList (ours: a page of every e-book's activities, newest first, for the
 * notebook): optionally one e-book and one kind.
 */
export const EBookActivitiesListQuery = z.object({
  eBookId: QueryId.optional(),
  kind: z.enum(EBookActivityKind).optional(),
  pageNumber: queryWholeNumber(1).default(1),
  pageSize: queryWholeNumber(1, 100).default(20),
});
export type EBookActivitiesListQuery = z.infer<typeof EBookActivitiesListQuery>;
export const EBookActivitiesListResponse = paged('EBookActivities', EBookActivity);
export type EBookActivitiesListResponse = z.infer<typeof EBookActivitiesListResponse>;

/** DELETE RemoveEBookActivity / RemoveEBookHighlight / RemoveEBookBookMark: by EBookActivityId. */
export const RemoveEBookActivityQuery = z.object({
  candidateSOSId: QueryId,
  eBookId: QueryId,
  eBookActivityId: QueryId,
});
export type RemoveEBookActivityQuery = z.infer<typeof RemoveEBookActivityQuery>;

/** Ours: where the candidate left a book (an EPUB CFI or `page=N`) and how far in (0..1). */
export const EBookLocation = z.object({
  EBookId: Id,
  Location: z
    .string()
    .max(500, { error: keyed(ValidationMessageKey.maxLength) })
    .refine((value) => epubCfiPattern.test(value) || pdfPagePattern.test(value), {
      error: 'must be an EPUB CFI (epubcfi(...)) or a PDF page (page=N)',
    }),
  Progress: z.number().min(0).max(1),
  UpdatedOn: z.string(),
});
export type EBookLocation = z.infer<typeof EBookLocation>;
export const SaveEBookLocationRequest = EBookLocation.omit({ UpdatedOn: true }).extend({ CandidateSOSId: Id });
export type SaveEBookLocationRequest = z.infer<typeof SaveEBookLocationRequest>;
/** GET GetEBookLocation: null when the book was never opened. */
export const EBookLocationResponse = EBookLocation.nullable();
export type EBookLocationResponse = z.infer<typeof EBookLocationResponse>;

/** Ours: the book file through a signed URL that expires (the reader fetches it at once). */
export const EBookFileQuery = EBookActivitiesQuery;
export type EBookFileQuery = EBookActivitiesQuery;
export const EBookFileResponse = z.object({
  Url: z.string(),
  Format: z.enum(['pdf', 'epub']),
  ExpiresOn: z.string(),
});
export type EBookFileResponse = z.infer<typeof EBookFileResponse>;
