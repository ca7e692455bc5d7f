import { describe, expect, it } from 'vitest';
import type { EBookActivity } from '../schemas/ebook';
import { pdfBookmarkData } from '../fixtures/learning';
import { buildEBookActivity } from '../fixtures/learning';
import { addEBookActivity, removeEBookActivity } from './ebook-activities';
import { eBookAnnotationItems, parseEBookActivityData } from './ebook-activity-data';

const activity = (id: number, kind: EBookActivity['Kind']): EBookActivity => ({
  EBookActivityId: id,
  EBookId: 501,
  Kind: kind,
  Data: JSON.stringify({ ...pdfBookmarkData(1), highlightId: `hl-${id}` }),
  CreatedOn: '2026-11-21T09:00:00.000Z',
});
const empty = {
  Notes: [activity(1, 'note')],
  Bookmarks: [activity(2, 'bookmark')],
  Highlights: [activity(3, 'highlight')],
};

describe('e-book activities', () => {
  it('appends notes and puts bookmarks and highlights first', () => {
    expect(
      addEBookActivity(empty, activity(4, 'note')).Notes.map((a) => a.EBookActivityId),
    ).toEqual([1, 4]);
    expect(
      addEBookActivity(empty, activity(5, 'bookmark')).Bookmarks.map((a) => a.EBookActivityId),
    ).toEqual([5, 2]);
    expect(
      addEBookActivity(empty, activity(6, 'highlight')).Highlights.map((a) => a.EBookActivityId),
    ).toEqual([6, 3]);
  });
  it('removes by EBookActivityId from any list', () => {
    const next = removeEBookActivity(empty, 2);
    expect(next.Bookmarks).toEqual([]);
    expect(next.Notes).toHaveLength(1);
  });
  it('reads the Data JSON safely', () => {
    expect(parseEBookActivityData(activity(7, 'highlight'))?.highlightId).toBe('hl-7');
    expect(parseEBookActivityData({ Data: 'not json' })).toBeNull();
    expect(parseEBookActivityData({ Data: '{"x":1}' })).toBeNull();
  });
});

describe('eBookAnnotationItems', () => {
  it('lists bookmarks, highlights, then notes, reading page, quote, note and colour from Data', () => {
    const broken = { ...activity(9, 'note'), Data: '{not json' };
    const items = eBookAnnotationItems({ ...empty, Notes: [...empty.Notes, broken], Highlights: [buildEBookActivity({ EBookActivityId: 3 })] });
    expect(items.map((item) => [item.eBookActivityId, item.kind])).toEqual([
      [2, 'bookmark'],
      [3, 'highlight'],
      [1, 'note'],
      [9, 'note'],
    ]);
    expect(items[1]).toMatchObject({ page: 7, color: '#fde047', label: 'Page 7' });
    expect(items[1]?.quote).toMatch(/^Prokaryotes/);
    expect(items[3]).toMatchObject({ page: null, quote: null, label: 'Unknown place' });
  });
});
