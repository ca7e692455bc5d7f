/*
 * The e-book activities' plain values, in a module without zod: the reader reads them before it
 * paints, and a value taken from schemas/ebook.ts would bring its zod schemas (and zod classic) into
 * its first load (issue #10). schemas/ebook.ts re-exports them.
 */

/** The FragmentSelector conformsTo of an EPUB CFI (schemas/ebook.ts: EBookActivityData). */
export const epubCfiConformsTo = 'http://www.idpf.org/epub/linking/cfi/epub-cfi.html';
/** The FragmentSelector conformsTo of a PDF page fragment (RFC 3778, `page=N`). */
export const pdfFragmentConformsTo = 'http://tools.ietf.org/rfc/rfc3778';

/** How large the Data JSON of one activity may be (characters). */
export const eBookActivityDataMaxLength = 16_000;

/** What an activity is, in the model's terms: a note comments, a highlight highlights. */
export const EBookMotivation = {
  note: 'commenting',
  bookmark: 'bookmarking',
  highlight: 'highlighting',
} as const;
export type EBookMotivation = (typeof EBookMotivation)[keyof typeof EBookMotivation];

export const EBookActivityKind = {
  note: 'note',
  bookmark: 'bookmark',
  highlight: 'highlight',
} as const;
export type EBookActivityKind = (typeof EBookActivityKind)[keyof typeof EBookActivityKind];
