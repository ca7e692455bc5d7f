import { describe, expect, it } from 'vitest';
import { pdfBookmarkData, pdfHighlightData } from '../fixtures/learning';
import { anchorTargetOf, anchorTextQuote, describeTextRange, pdfPageOf } from './text-anchoring';

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
