import { describe, expect, it } from 'vitest';
import { ContentFilter } from '../enums/content';
import { ofContentType } from './content-filter';

describe('ofContentType', () => {
  const items = [
    { id: 1, ContentType: ContentFilter.Video },
    { id: 2, ContentType: ContentFilter.Reading },
    { id: 3, ContentType: ContentFilter.Video },
  ];

  it('shows everything for All', () => {
    expect(ofContentType(items, ContentFilter.All)).toEqual(items);
  });

  it('shows only the chosen content type, in order', () => {
    expect(ofContentType(items, ContentFilter.Video).map((item) => item.id)).toEqual([1, 3]);
    expect(ofContentType(items, ContentFilter.Reading).map((item) => item.id)).toEqual([2]);
  });
});
