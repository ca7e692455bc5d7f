import type { EBookActivityData, TextPositionSelector, TextQuoteSelector } from '../schemas/ebook';

/*
 * Re-anchoring a stored annotation (W3C TextQuoteSelector + TextPositionSelector, with the page it
 * was made on) in the text of a book as it is now. The precise selector (page + position) is tried
 * first; when the text moved, the quote is searched, the prefix and suffix choosing between equal
 * quotes; what cannot be found is orphaned (listed, never dropped). Matching ignores whitespace:
 * a PDF's text layer breaks lines where the book was typeset, and a re-issued file may break them
 * elsewhere.
 */

/** Where an annotation was made: its page (1-based), the quote and, when known, its offsets. */
export interface AnchorTarget {
  readonly page: number;
  readonly quote: Pick<TextQuoteSelector, 'exact' | 'prefix' | 'suffix'>;
  readonly position?: Pick<TextPositionSelector, 'start' | 'end'>;
}

/** Found: the page (1-based) and character offsets in that page's text. */
export interface AnchoredRange {
  readonly status: 'anchored';
  readonly page: number;
  readonly start: number;
  readonly end: number;
  /** How it was found: at its stored position, or by searching the quote. */
  readonly by: 'position' | 'quote';
}

export type AnchorResult = AnchoredRange | { readonly status: 'orphaned' };

/** Text with its whitespace removed, and for each kept character its offset in the original. */
interface Squeezed {
  readonly text: string;
  readonly offsets: readonly number[];
}

function squeeze(text: string): Squeezed {
  let squeezed = '';
  const offsets: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if (/\s/.test(char)) continue;
    squeezed += char;
    offsets.push(index);
  }
  return { text: squeezed, offsets };
}

const withoutWhitespace = (text: string) => text.replace(/\s+/g, '');

/** How many characters of `expected` end right where `before` ends (compared from the end). */
function commonSuffixLength(before: string, expected: string): number {
  let count = 0;
  while (
    count < before.length &&
    count < expected.length &&
    before[before.length - 1 - count] === expected[expected.length - 1 - count]
  )
    count += 1;
  return count;
}

function commonPrefixLength(after: string, expected: string): number {
  let count = 0;
  while (count < after.length && count < expected.length && after[count] === expected[count])
    count += 1;
  return count;
}

interface Candidate {
  readonly page: number;
  readonly start: number;
  readonly end: number;
  readonly score: number;
  readonly distance: number;
}

/**
 * Every place of the quote in one page's text, scored by how much of the prefix and suffix
 * surround it (whitespace ignored), and how far it is from where it was.
 */
function candidatesOn(pageText: string, page: number, target: AnchorTarget): Candidate[] {
  const exact = withoutWhitespace(target.quote.exact);
  if (exact.length === 0) return [];
  const prefix = withoutWhitespace(target.quote.prefix ?? '');
  const suffix = withoutWhitespace(target.quote.suffix ?? '');
  const { text, offsets } = squeeze(pageText);
  const found: Candidate[] = [];
  for (let at = text.indexOf(exact); at !== -1; at = text.indexOf(exact, at + 1)) {
    const start = offsets[at] ?? 0;
    const end = (offsets[at + exact.length - 1] ?? start) + 1;
    const score =
      commonSuffixLength(text.slice(Math.max(0, at - prefix.length), at), prefix) +
      commonPrefixLength(text.slice(at + exact.length, at + exact.length + suffix.length), suffix);
    const pageDistance = Math.abs(page - target.page) * 1_000_000;
    const distance = pageDistance + Math.abs(start - (target.position?.start ?? start));
    found.push({ page, start, end, score, distance });
  }
  return found;
}

/**
 * Anchors `target` in `pageTexts` (index 0 is page 1). Tries the stored position on the stored
 * page; otherwise the best place of the quote: most prefix/suffix context, then nearest to where
 * it was (its page first). Orphaned when the quote is nowhere.
 */
export function anchorTextQuote(pageTexts: readonly string[], target: AnchorTarget): AnchorResult {
  const pageText = pageTexts[target.page - 1];
  const { position } = target;
  if (pageText !== undefined && position && position.end > position.start) {
    const atPosition = pageText.slice(position.start, position.end);
    if (atPosition === target.quote.exact)
      return {
        status: 'anchored',
        page: target.page,
        start: position.start,
        end: position.end,
        by: 'position',
      };
  }
  let best: Candidate | undefined;
  pageTexts.forEach((text, index) => {
    for (const candidate of candidatesOn(text, index + 1, target)) {
      if (
        !best ||
        candidate.score > best.score ||
        (candidate.score === best.score && candidate.distance < best.distance)
      )
        best = candidate;
    }
  });
  if (!best) return { status: 'orphaned' };
  return { status: 'anchored', page: best.page, start: best.start, end: best.end, by: 'quote' };
}

/** How many characters of context a new quote keeps on each side (W3C prefix/suffix). */
export const quoteContextLength = 32;

/**
 * The selectors of a new annotation made on `page` over [start, end) of the page's text: the quote
 * with its context, and the position.
 */
export function describeTextRange(
  pageText: string,
  start: number,
  end: number,
): { quote: TextQuoteSelector; position: TextPositionSelector } {
  const prefix = pageText.slice(Math.max(0, start - quoteContextLength), start);
  const suffix = pageText.slice(end, end + quoteContextLength);
  return {
    quote: {
      type: 'TextQuoteSelector',
      exact: pageText.slice(start, end),
      ...(prefix ? { prefix } : {}),
      ...(suffix ? { suffix } : {}),
    },
    position: { type: 'TextPositionSelector', start, end },
  };
}

/** The PDF page an activity's Data points at (its page fragment, else its rectangles' page). */
export function pdfPageOf(data: Pick<EBookActivityData, 'target'>): number | null {
  for (const selector of data.target.selector) {
    if (selector.type === 'FragmentSelector') {
      const match = /^page=(\d+)$/.exec(selector.value);
      if (match) return Number(match[1]);
    }
    if (selector.type === 'PdfRectSelector') return selector.page;
  }
  return null;
}

/** What to anchor of an activity's Data: null for one without a quote (a bookmark). */
export function anchorTargetOf(data: Pick<EBookActivityData, 'target'>): AnchorTarget | null {
  const page = pdfPageOf(data);
  const quote = data.target.selector.find((selector) => selector.type === 'TextQuoteSelector');
  if (page === null || !quote) return null;
  const position = data.target.selector.find(
    (selector) => selector.type === 'TextPositionSelector',
  );
  return { page, quote, ...(position ? { position } : {}) };
}

/*
 * EPUB: an annotation's precise selector is an EPUB CFI (its first step, /6/N, names the spine item:
 * the chapter file); its fallback is the text quote with its position in the chapter's text.
 */

/** The spine index (0-based: the chapter) a CFI points into, from its /6/N step; null if none. */
export function epubSpineIndexOf(cfi: string): number | null {
  const match = /^epubcfi\(\/6\/(\d+)/.exec(cfi);
  if (!match) return null;
  const step = Number(match[1]);
  return step >= 2 && step % 2 === 0 ? step / 2 - 1 : null;
}

/** The CFI of an EPUB activity's Data (its FragmentSelector), or null. */
export function epubCfiOf(data: Pick<EBookActivityData, 'target'>): string | null {
  for (const selector of data.target.selector)
    if (selector.type === 'FragmentSelector' && selector.value.startsWith('epubcfi(')) return selector.value;
  return null;
}

/** What to anchor of an EPUB activity's Data: its CFI, chapter, quote and position. */
export interface EpubAnchorTarget {
  readonly cfi: string;
  /** The chapter (0-based spine index) the CFI names. */
  readonly spineIndex: number;
  readonly quote: Pick<TextQuoteSelector, 'exact' | 'prefix' | 'suffix'>;
  readonly position?: Pick<TextPositionSelector, 'start' | 'end'>;
}

export function epubAnchorTargetOf(data: Pick<EBookActivityData, 'target'>): EpubAnchorTarget | null {
  if (data.target.format !== 'epub') return null;
  const cfi = epubCfiOf(data);
  const spineIndex = cfi ? epubSpineIndexOf(cfi) : null;
  const quote = data.target.selector.find((selector) => selector.type === 'TextQuoteSelector');
  if (!cfi || spineIndex === null || !quote) return null;
  const position = data.target.selector.find((selector) => selector.type === 'TextPositionSelector');
  return { cfi, spineIndex, quote, ...(position ? { position } : {}) };
}

export type EpubAnchorResult =
  /** The stored CFI still covers the quoted text: draw it there. */
  | { readonly status: 'anchored'; readonly by: 'cfi'; readonly spineIndex: number }
  /** Found by its quote: the chapter (0-based) and character offsets in that chapter's text. */
  | { readonly status: 'anchored'; readonly by: 'position' | 'quote'; readonly spineIndex: number; readonly start: number; readonly end: number }
  | { readonly status: 'orphaned' };

/**
 * Whether the stored CFI still holds: the text it covers in the current file (null when it
 * resolves to nothing) is the quote, whitespace ignored. When it does not, the quote must be
 * searched in every chapter's text (anchorEpubTarget's fallback needs them all).
 */
export function epubCfiHolds(target: Pick<EpubAnchorTarget, 'quote'>, textAtCfi: string | null): boolean {
  return textAtCfi !== null && withoutWhitespace(textAtCfi) === withoutWhitespace(target.quote.exact);
}

/**
 * Anchors an EPUB annotation in the book as it is now. `textAtCfi` is the text the stored CFI
 * covers in the current file (null when it resolves to nothing): when it is still the quote
 * (whitespace ignored) the CFI holds. Otherwise (the file was re-issued: a chapter added before it,
 * a paragraph rewritten) the quote is searched in `chapterTexts` (index 0 is spine item 0), its
 * stored chapter and position first, then the best context anywhere; orphaned when it is nowhere.
 */
export function anchorEpubTarget(
  chapterTexts: readonly string[],
  target: EpubAnchorTarget,
  textAtCfi: string | null,
): EpubAnchorResult {
  if (epubCfiHolds(target, textAtCfi))
    return { status: 'anchored', by: 'cfi', spineIndex: target.spineIndex };
  const found = anchorTextQuote(chapterTexts, {
    page: target.spineIndex + 1,
    quote: target.quote,
    ...(target.position ? { position: target.position } : {}),
  });
  if (found.status !== 'anchored') return found;
  return { status: 'anchored', by: found.by, spineIndex: found.page - 1, start: found.start, end: found.end };
}
