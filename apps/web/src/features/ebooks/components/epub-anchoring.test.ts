import { describe, expect, it, vi } from 'vitest';
import { anchorEpubActivity } from './epub-anchoring';

/*
 * The EPUB reader's anchoring step (epub-reader.tsx): the CFI first, every chapter's text only when
 * the CFI no longer covers the quote. The re-issued book below has a preface added before the
 * highlighted chapter, so the stored CFI's spine step (/6/6, the third item) now names the preface.
 */
describe('anchoring an EPUB highlight as the reader opens the book', () => {
  const exact = 'The azimuthal number l gives its shape.';
  const chapter2 = `Quantum numbers\nThe principal quantum number n gives the shell. ${exact}`;
  const target = {
    cfi: 'epubcfi(/6/6!/4/2,/1:48,/1:87)',
    spineIndex: 2,
    quote: { exact, prefix: 'gives the shell. ' },
    position: { start: chapter2.indexOf(exact), end: chapter2.indexOf(exact) + exact.length },
  };
  const original = ['Title page', 'Contents', chapter2, 'Bonds'];
  const reissued = [
    'Title page',
    'Contents',
    'Preface\nHow to use this book: read a chapter a day.',
    chapter2,
    'Bonds',
  ];

  it('keeps the CFI when it still covers the quote, without reading the chapters', async () => {
    const bookTexts = vi.fn(async () => original);
    expect(
      await anchorEpubActivity(target, `The azimuthal number l\n gives its shape.`, bookTexts),
    ).toEqual({
      status: 'anchored',
      by: 'cfi',
      spineIndex: 2,
    });
    expect(bookTexts).not.toHaveBeenCalled();
  });

  it("re-anchors by the quote when the re-issued file's CFI covers other text (a chapter added before)", async () => {
    const bookTexts = vi.fn(async () => reissued);
    // The old CFI now resolves inside the preface: text, but not the quote.
    const result = await anchorEpubActivity(
      target,
      'How to use this book: read a chapter a',
      bookTexts,
    );
    expect(bookTexts).toHaveBeenCalledOnce();
    expect(result).toMatchObject({ status: 'anchored', by: 'quote', spineIndex: 3 });
    if (result.status !== 'anchored' || result.by === 'cfi') throw new Error('not re-anchored');
    expect(reissued[3]?.slice(result.start, result.end)).toBe(exact);
  });

  it('re-anchors by the quote when the CFI resolves to nothing, and orphans text that is gone', async () => {
    const found = await anchorEpubActivity(target, null, async () => reissued);
    expect(found).toMatchObject({ status: 'anchored', spineIndex: 3 });
    const gone = await anchorEpubActivity(target, 'Bonds', async () => [
      'Title page',
      'Contents',
      'Bonds',
    ]);
    expect(gone).toEqual({ status: 'orphaned' });
  });
});
