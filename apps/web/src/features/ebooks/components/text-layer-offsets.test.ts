import { describe, expect, it } from 'vitest';
import { searchHits } from './text-layer-offsets';

describe('searchHits (PDF search boxes on the page)', () => {
  const page = 'Enzymes are biological catalysts.\nMost enzymes are globular\nproteins; enzyme (E) + substrate.';

  it('finds every place of the term, case ignored', () => {
    const hits = searchHits(page, 'ENZYME');
    expect(hits.map((hit) => page.slice(hit.start, hit.end))).toEqual([
      'Enzyme',
      'enzyme',
      'enzyme',
    ]);
  });

  it('matches a term across the end of a line (a space in the term, a line end in the text)', () => {
    const hits = searchHits(page, 'globular  proteins');
    expect(hits).toHaveLength(1);
    expect(page.slice(hits[0]!.start, hits[0]!.end)).toBe('globular\nproteins');
  });

  it('takes the term literally (no pattern characters) and finds nothing for an empty term', () => {
    expect(searchHits(page, '(E)').map((hit) => page.slice(hit.start, hit.end))).toEqual(['(E)']);
    expect(searchHits(page, 'enzyme.')).toEqual([]);
    expect(searchHits(page, '   ')).toEqual([]);
  });
});
