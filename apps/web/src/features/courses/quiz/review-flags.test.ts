import { describe, expect, it } from 'vitest';
import { SessionStorageKey, type StorageLike } from '../../../platform/storage';
import { readReviewFlags, writeReviewFlags } from './review-flags';

function memoryStorage(): StorageLike {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
}

describe('review flags', () => {
  it('keeps the flags of the attempt in progress, not of another', () => {
    const storage = memoryStorage();
    expect(readReviewFlags(storage, 7)).toEqual([]);
    writeReviewFlags(storage, 7, [5002, 5007]);
    expect(readReviewFlags(storage, 7)).toEqual([5002, 5007]);
    expect(readReviewFlags(storage, 8)).toEqual([]);
  });

  it('ignores a damaged entry and works without storage', () => {
    const storage = memoryStorage();
    storage.setItem(SessionStorageKey.reviewFlags, '{"attemptId":7,"questionIds":["x"]}');
    expect(readReviewFlags(storage, 7)).toEqual([]);
    expect(storage.getItem(SessionStorageKey.reviewFlags)).toBeNull();
    writeReviewFlags(null, 7, [1]);
    expect(readReviewFlags(null, 7)).toEqual([]);
  });
});
