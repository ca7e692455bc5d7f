import { describe, expect, it } from 'vitest';
import { buildEBookActivity, pdfBookmarkData, pdfHighlightData } from '../fixtures/learning';
import { exportEBookAnnotations, parseEBookAnnotationsImport } from './ebook-annotation-transfer';

const highlight = buildEBookActivity();
const note = buildEBookActivity(
  { EBookActivityId: 2, Kind: 'note' },
  {
    ...pdfHighlightData(15, { exact: 'Enzymes are biological catalysts' }, [
      { x: 72, y: 600, width: 200, height: 14 },
    ]),
    motivation: 'commenting',
    color: null,
    note: 'Ribozymes are the exception.',
  },
);
const bookmark = buildEBookActivity({ EBookActivityId: 3, Kind: 'bookmark' }, pdfBookmarkData(11));
const book = { Notes: [note], Bookmarks: [bookmark], Highlights: [highlight] };
const empty = { Notes: [], Bookmarks: [], Highlights: [] };
const source = {
  title: 'MDCAT Biology Essentials',
  source: '/files/readings/ebooks/mdcat-biology-essentials.pdf',
};

describe('exportEBookAnnotations', () => {
  it('writes a W3C AnnotationCollection: motivations, selectors, the note as a TextualBody', () => {
    const exported = JSON.parse(exportEBookAnnotations(book, source)) as {
      type: string;
      total: number;
      items: Record<string, unknown>[];
    };
    expect(exported).toMatchObject({
      '@context': 'http://www.w3.org/ns/anno.jsonld',
      type: 'AnnotationCollection',
      total: 3,
    });
    expect(exported.items.map((item) => item.motivation)).toEqual([
      'bookmarking',
      'highlighting',
      'commenting',
    ]);
    expect(exported.items[2]).toMatchObject({
      body: [{ type: 'TextualBody', value: 'Ribozymes are the exception.' }],
    });
    expect(exported.items[1]).toMatchObject({
      color: '#fde047',
      target: { source: source.source },
    });
  });
});

describe('parseEBookAnnotationsImport', () => {
  it('reads back what was exported, into an empty book', () => {
    const result = parseEBookAnnotationsImport(exportEBookAnnotations(book, source), 'pdf', empty);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.annotations.map((annotation) => annotation.kind)).toEqual([
      'bookmark',
      'highlight',
      'note',
    ]);
    expect(result.annotations[2]?.data.note).toBe('Ribozymes are the exception.');
    expect(result.duplicates).toBe(0);
  });

  it('skips annotations the book already holds', () => {
    const result = parseEBookAnnotationsImport(exportEBookAnnotations(book, source), 'pdf', {
      ...empty,
      Highlights: [highlight],
    });
    expect(result).toMatchObject({ ok: true, duplicates: 1 });
  });

  it('refuses bad files with a clear message, importing nothing', () => {
    expect(parseEBookAnnotationsImport('{not json', 'pdf', empty)).toEqual({
      ok: false,
      message: expect.stringMatching(/not JSON/),
    });
    expect(parseEBookAnnotationsImport('{"type":"Nope"}', 'pdf', empty)).toEqual({
      ok: false,
      message: expect.stringMatching(/not a W3C annotation collection/),
    });
    const exported = JSON.parse(exportEBookAnnotations(book, source)) as {
      items: Record<string, unknown>[];
    };
    // The second annotation loses its quote: a highlight needs one.
    const broken = structuredClone(exported);
    (broken.items[1] as { target: { selector: unknown[] } }).target.selector = [
      {
        type: 'FragmentSelector',
        conformsTo: 'http://tools.ietf.org/rfc/rfc3778',
        value: 'page=7',
      },
    ];
    expect(parseEBookAnnotationsImport(JSON.stringify(broken), 'pdf', empty)).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^Annotation 2 is not valid .*TextQuoteSelector.*Nothing was imported\.$/,
      ),
    });
    expect(parseEBookAnnotationsImport(JSON.stringify(exported), 'epub', empty)).toEqual({
      ok: false,
      message: expect.stringMatching(/^Annotation 1 was made in a book of format PDF; this book is EPUB\./),
    });
    expect(parseEBookAnnotationsImport('x'.repeat(2_000_001), 'pdf', empty)).toMatchObject({
      ok: false,
    });
  });
});
