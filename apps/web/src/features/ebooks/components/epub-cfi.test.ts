import { describe, expect, it } from 'vitest';
import { collapse, compare } from 'foliate-js/epubcfi.js';
import { anchorEpubTarget, epubSpineIndexOf } from '@portal/domain';

/*
 * The EPUB reader stores foliate-js's CFIs and anchors by them: the domain reads the chapter from a
 * CFI the way foliate-js resolves it, and a bookmark counts as "on the shown page" by foliate's
 * CFI order. (Resolving a CFI to a DOM range is foliate's, checked in the e2e journey.)
 */
describe('EPUB CFIs as foliate-js writes them', () => {
  const shown = 'epubcfi(/6/6[chapter-1]!/4/2,/2/1:0,/8/1:120)';

  it('name the spine item the domain anchors in', () => {
    expect(epubSpineIndexOf(shown)).toBe(2);
    expect(epubSpineIndexOf(String(collapse(shown)))).toBe(2);
    expect(epubSpineIndexOf('epubcfi(/6/2[title]!/4/2/1:0)')).toBe(0);
  });

  it('order places: a bookmark inside the shown range is on the page, one in the next chapter is not', () => {
    const inside = 'epubcfi(/6/6[chapter-1]!/4/2/4/1:10)';
    const nextChapter = 'epubcfi(/6/8[chapter-2]!/4/2/2/1:0)';
    const within = (cfi: string) =>
      compare(collapse(cfi), collapse(shown)) >= 0 &&
      compare(collapse(cfi), collapse(shown, true)) <= 0;
    expect(within(inside)).toBe(true);
    expect(within(nextChapter)).toBe(false);
  });

  it('fall back to the quote when a re-issued file moved the chapter (the CFI text no longer matches)', () => {
    const exact = 'An orbital has l angular nodes.';
    const target = { cfi: 'epubcfi(/6/6!/4/2,/1:0,/1:31)', spineIndex: 2, quote: { exact } };
    const reissued = ['Title', 'Contents', 'A new preface.', `Orbitals. ${exact}`];
    expect(anchorEpubTarget(reissued, target, 'A new preface.')).toEqual({
      status: 'anchored',
      by: 'quote',
      spineIndex: 3,
      start: 10,
      end: 10 + exact.length,
    });
  });
});
