import { describe, expect, it } from 'vitest';
import { pdfBookmarkData, pdfHighlightData } from '../fixtures/learning';
import {
  EBookActivityData,
  EBookLocation,
  SaveEBookActivityRequest,
  eBookActivityDataMaxLength,
  epubCfiConformsTo,
  type EBookActivityData as Data,
} from './ebook';

const epubHighlight: Data = {
  highlightId: 'hl-epub-1',
  motivation: 'highlighting',
  target: {
    format: 'epub',
    selector: [
      { type: 'FragmentSelector', conformsTo: epubCfiConformsTo, value: 'epubcfi(/6/4!/4/2/1:0,/1:57)' },
      { type: 'TextQuoteSelector', exact: 'Newton\'s second law: F = ma.', prefix: 'Dynamics. ', suffix: ' Force is' },
      { type: 'TextPositionSelector', start: 120, end: 148 },
    ],
  },
  color: '#86efac',
};

const issues = (value: unknown) => {
  const result = SaveEBookActivityRequest.safeParse({ EBookId: 501, CandidateSOSId: 1003, Data: typeof value === 'string' ? value : JSON.stringify(value) });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('e-book activity Data (W3C Web Annotation style)', () => {
  it('takes an EPUB highlight (CFI, quote, position), a PDF highlight (page, rects, quote) and a bookmark', () => {
    expect(EBookActivityData.parse(epubHighlight)).toEqual(epubHighlight);
    expect(issues(epubHighlight)).toEqual([]);
    expect(issues(pdfHighlightData(3, { exact: 'Osmosis' }, [{ x: 72, y: 500, width: 60, height: 12 }]))).toEqual([]);
    expect(issues(pdfBookmarkData(9))).toEqual([]);
  });

  it('names the field inside Data that is wrong', () => {
    expect(issues('not json')).toEqual(['Data: must be JSON text']);
    const noQuote = { ...epubHighlight, target: { ...epubHighlight.target, selector: epubHighlight.target.selector.slice(0, 1) } };
    expect(issues(noQuote)).toEqual(['Data.target.selector: a highlight needs a TextQuoteSelector']);
    const badCfi = { ...epubHighlight, target: { ...epubHighlight.target, selector: [{ type: 'FragmentSelector', conformsTo: epubCfiConformsTo, value: 'chapter-2' }, epubHighlight.target.selector[1]] } };
    expect(issues(badCfi)[0]).toMatch(/^Data\.target\.selector\.0\.value: must be an EPUB CFI/);
    expect(issues({ ...epubHighlight, color: 'red' })).toEqual(['Data.color: must be a colour as #rrggbb']);
    const pdfInEpub = { ...pdfBookmarkData(2), target: { format: 'epub', selector: pdfBookmarkData(2).target.selector } };
    expect(issues(pdfInEpub)).toEqual(['Data.target.selector: needs an EPUB CFI FragmentSelector']);
    expect(issues({ ...pdfBookmarkData(2), motivation: 'commenting' })).toEqual(['Data.note: required']);
  });

  it('refuses Data above the size limit', () => {
    const huge = { ...epubHighlight, note: 'x'.repeat(4000), label: 'y'.repeat(150), highlightId: 'z'.repeat(90) };
    const text = JSON.stringify({ ...huge, target: { ...huge.target, selector: [...huge.target.selector, ...Array.from({ length: 3 }, () => ({ type: 'TextQuoteSelector', exact: 'q'.repeat(3990) }))] } });
    expect(text.length).toBeGreaterThan(eBookActivityDataMaxLength);
    expect(issues(text)).toEqual(['Data: maxLength']);
  });

  it('keeps a last location as a CFI or a PDF page', () => {
    expect(EBookLocation.safeParse({ EBookId: 1, Location: 'page=12', Progress: 0.1, UpdatedOn: '' }).success).toBe(true);
    expect(EBookLocation.safeParse({ EBookId: 1, Location: 'epubcfi(/6/8!/4/2)', Progress: 1, UpdatedOn: '' }).success).toBe(true);
    expect(EBookLocation.safeParse({ EBookId: 1, Location: 'page=0', Progress: 0.1, UpdatedOn: '' }).success).toBe(false);
    expect(EBookLocation.safeParse({ EBookId: 1, Location: 'page=2', Progress: 1.5, UpdatedOn: '' }).success).toBe(false);
  });
});
