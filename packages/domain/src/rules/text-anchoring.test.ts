import { describe, expect, it } from 'vitest';
import { pdfBookmarkData, pdfHighlightData } from '../fixtures/learning';
import { epubCfiConformsTo, type EBookActivityData } from '../schemas/ebook';
import {
  anchorEpubTarget,
  anchorTargetOf,
  anchorTextQuote,
  describeTextRange,
  epubAnchorTargetOf,
  epubSpineIndexOf,
  pdfPageOf,
} from './text-anchoring';

const page1 = 'Chapter 1. Cell biology\nThe cell is the basic unit of life.';
const page2 =
  'Prokaryotic and eukaryotic cells\nProkaryotes (bacteria and cyanobacteria) have no nucleus: their circular DNA lies in the\ncytoplasm in a region called the nucleoid. They have no membrane-bound organelles.';
const page3 = 'Summary\nThe cell is the basic unit of life. Enzymes are catalysts.';

const quote = 'their circular DNA lies in the cytoplasm';

describe('anchorTextQuote', () => {
  it('anchors at the stored position when the text there is still the quote', () => {
    const { quote: selector, position } = describeTextRange(page2, 33, 44);
    expect(selector.exact).toBe('Prokaryotes');
    expect(anchorTextQuote([page1, page2], { page: 2, quote: selector, position })).toEqual({
      status: 'anchored',
      page: 2,
      start: 33,
      end: 44,
      by: 'position',
    });
  });

  it('finds a quote that moved within its page, across a line break (whitespace ignored)', () => {
    const moved = `A new opening line was added.\n${page2}`;
    const result = anchorTextQuote([page1, moved], {
      page: 2,
      quote: { exact: quote, prefix: 'have no nucleus: ', suffix: ' in a region' },
      position: { start: 0, end: quote.length },
    });
    expect(result).toMatchObject({ status: 'anchored', page: 2, by: 'quote' });
    if (result.status !== 'anchored') throw new Error('not anchored');
    expect(moved.slice(result.start, result.end)).toBe('their circular DNA lies in the\ncytoplasm');
  });

  it('finds a quote that moved to another page (a chapter grew before it)', () => {
    const result = anchorTextQuote([page1, 'A longer chapter 1 now fills this page.', page2], {
      page: 2,
      quote: { exact: quote },
    });
    expect(result).toMatchObject({ status: 'anchored', page: 3 });
  });

  it('chooses between equal quotes by prefix and suffix', () => {
    const sentence = 'The cell is the basic unit of life.';
    const inSummary = anchorTextQuote([page1, page2, page3], {
      page: 1,
      quote: { exact: sentence, prefix: 'Summary\n', suffix: ' Enzymes are' },
    });
    expect(inSummary).toMatchObject({ status: 'anchored', page: 3, start: 8 });
    const inChapter = anchorTextQuote([page1, page2, page3], {
      page: 3,
      quote: { exact: sentence, prefix: 'Cell biology\n' },
    });
    expect(inChapter).toMatchObject({ status: 'anchored', page: 1, start: 24 });
  });

  it('with an ambiguous context, takes the place nearest to where it was', () => {
    const twice = 'unit of life. unit of life.';
    const result = anchorTextQuote([twice], {
      page: 1,
      quote: { exact: 'unit of life.' },
      position: { start: 13, end: 27 },
    });
    expect(result).toMatchObject({ status: 'anchored', start: 14, end: 27 });
  });

  it('orphans a quote that is no longer in the book', () => {
    expect(
      anchorTextQuote([page1, page2], {
        page: 2,
        quote: { exact: 'Mitochondria are the powerhouse' },
      }),
    ).toEqual({ status: 'orphaned' });
    expect(anchorTextQuote([], { page: 1, quote: { exact: 'anything' } })).toEqual({
      status: 'orphaned',
    });
    expect(anchorTextQuote([page1], { page: 1, quote: { exact: '  \n' } })).toEqual({
      status: 'orphaned',
    });
  });
});

describe('describeTextRange', () => {
  it('keeps up to 32 characters of context on each side, none at the page edges', () => {
    const described = describeTextRange(page1, 0, 7);
    expect(described.quote).toEqual({
      type: 'TextQuoteSelector',
      exact: 'Chapter',
      suffix: ' 1. Cell biology\nThe cell is the',
    });
    expect(describeTextRange(page1, 24, page1.length).quote.prefix).toBe(
      'Chapter 1. Cell biology\n',
    );
  });
});

describe('anchorTargetOf / pdfPageOf', () => {
  it('reads the page and the quote of a highlight, nothing to anchor for a bookmark', () => {
    const highlight = pdfHighlightData(7, { exact: 'x', prefix: 'a' }, [
      { x: 1, y: 1, width: 1, height: 1 },
    ]);
    expect(anchorTargetOf(highlight)).toEqual({
      page: 7,
      quote: { type: 'TextQuoteSelector', exact: 'x', prefix: 'a' },
    });
    expect(anchorTargetOf(pdfBookmarkData(3))).toBeNull();
    expect(pdfPageOf(pdfBookmarkData(3))).toBe(3);
    expect(
      pdfPageOf({
        target: {
          format: 'pdf',
          selector: [
            { type: 'PdfRectSelector', page: 4, rects: [{ x: 0, y: 0, width: 1, height: 1 }] },
          ],
        },
      }),
    ).toBe(4);
    expect(
      pdfPageOf({
        target: { format: 'epub', selector: [{ type: 'TextQuoteSelector', exact: 'x' }] },
      }),
    ).toBeNull();
  });
});

describe('EPUB anchoring: CFI first, text quote as the fallback', () => {
  const chapter2 = 'Quantum numbers\nThe principal quantum number n gives the shell. The azimuthal number l gives its shape.';
  const chapter3 = 'Bonds\nAn ionic bond forms when electrons transfer from a metal to a non-metal.';
  const exact = 'The azimuthal number l gives its shape.';
  const start = chapter2.indexOf(exact);
  const target = {
    cfi: 'epubcfi(/6/6!/4/2,/1:48,/1:87)',
    spineIndex: 2,
    quote: { exact, prefix: 'gives the shell. ', suffix: '' },
    position: { start, end: start + exact.length },
  };
  const book = ['Title page', 'Contents', chapter2, chapter3];

  it('reads the chapter from the CFI spine step, and a highlight Data into a target', () => {
    expect(epubSpineIndexOf('epubcfi(/6/6!/4/2,/1:48,/1:87)')).toBe(2);
    expect(epubSpineIndexOf('epubcfi(/6/14[chapter-6]!/4/2/10)')).toBe(6);
    expect(epubSpineIndexOf('page=3')).toBeNull();
    expect(epubSpineIndexOf('epubcfi(/6/3!/4)')).toBeNull();
    const data: Pick<EBookActivityData, 'target'> = {
      target: {
        format: 'epub',
        selector: [
          { type: 'FragmentSelector', conformsTo: epubCfiConformsTo, value: target.cfi },
          { type: 'TextQuoteSelector', ...target.quote },
          { type: 'TextPositionSelector', ...target.position },
        ],
      },
    };
    expect(epubAnchorTargetOf(data)).toMatchObject(target);
    expect(epubAnchorTargetOf(pdfBookmarkData(3))).toBeNull();
  });

  it('keeps the CFI when the text it covers is still the quote (line breaks aside)', () => {
    expect(anchorEpubTarget(book, target, 'The azimuthal number l\n gives its shape.')).toEqual({
      status: 'anchored',
      by: 'cfi',
      spineIndex: 2,
    });
  });

  it('falls back to the quote when the file was re-issued with a chapter added before it', () => {
    // A new chapter 1 shifts every spine item: the old CFI now lands in the chapter before.
    const reissued = ['Title page', 'Contents', 'Preface\nHow to use this book: read a chapter a day.', chapter2, chapter3];
    const result = anchorEpubTarget(reissued, target, 'The principal quantum number n gives the');
    expect(result).toMatchObject({ status: 'anchored', by: 'quote', spineIndex: 3 });
    if (result.status !== 'anchored' || result.by === 'cfi') throw new Error('not re-anchored');
    expect(reissued[3]?.slice(result.start, result.end)).toBe(exact);
  });

  it('finds a quote whose paragraph grew (position stale), and orphans one that is gone', () => {
    const rewritten = chapter2.replace('gives the shell.', 'gives the shell and its energy.');
    const result = anchorEpubTarget(['Title page', 'Contents', rewritten, chapter3], target, null);
    expect(result).toMatchObject({ status: 'anchored', by: 'quote', spineIndex: 2 });
    if (result.status !== 'anchored' || result.by === 'cfi') throw new Error('not re-anchored');
    expect(rewritten.slice(result.start, result.end)).toBe(exact);
    expect(anchorEpubTarget(['Title page', 'Contents', chapter3], target, 'Bonds')).toEqual({ status: 'orphaned' });
  });
});
