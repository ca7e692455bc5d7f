import { describe, expect, it } from 'vitest';
import { LocalStorageKey, type StorageLike } from '../../platform/storage';
import { eBookInfoLimit, eBookInfoOf, readEBookInfo, rememberEBook } from './ebook-info';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
  };
}

const book = {
  EBookId: 503,
  CandidateSOSId: 1003,
  Title: 'Chemistry: Atoms and Bonds',
  Format: 'epub' as const,
};

describe('e-book info in browser storage (spec 4)', () => {
  it('keeps where a book was left and how it is read, the rest kept across updates', () => {
    const storage = memoryStorage();
    rememberEBook(
      { ...book, FontScale: 1.3, Theme: 'dark' },
      storage,
      new Date('2026-11-20T10:00:00Z'),
    );
    rememberEBook({ ...book, Location: 'epubcfi(/6/6!/4/2/1:0)', Progress: 0.25 }, storage);
    expect(eBookInfoOf(503, storage)).toMatchObject({
      Location: 'epubcfi(/6/6!/4/2/1:0)',
      Progress: 0.25,
      FontScale: 1.3,
      Theme: 'dark',
    });
    expect(eBookInfoOf(501, storage)).toBeNull();
  });

  it('puts the book opened last first and keeps a bounded number of books', () => {
    const storage = memoryStorage();
    for (let id = 1; id <= eBookInfoLimit + 5; id += 1)
      rememberEBook({ ...book, EBookId: id, Format: 'pdf' }, storage);
    rememberEBook({ ...book, EBookId: 10, Format: 'pdf' }, storage);
    const all = readEBookInfo(storage);
    expect(all).toHaveLength(eBookInfoLimit);
    expect(all[0]?.EBookId).toBe(10);
    expect(all.filter((info) => info.EBookId === 10)).toHaveLength(1);
  });

  it('drops an unreadable entry instead of trusting it', () => {
    const storage = memoryStorage();
    storage.setItem(LocalStorageKey.ebookInfo, JSON.stringify([{ EBookId: 'x' }]));
    expect(readEBookInfo(storage)).toEqual([]);
    expect(storage.data.has(LocalStorageKey.ebookInfo)).toBe(false);
  });
});
