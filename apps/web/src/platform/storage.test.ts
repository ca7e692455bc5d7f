import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './memory-storage.test-helper';
import { clearBrowserStorage, LocalStorageKey, readJson, writeJson } from './storage';

describe('clearBrowserStorage', () => {
  it('removes common data, app info and app version info, clears session storage and reloads', () => {
    const local = memoryStorage({
      [LocalStorageKey.commonData]: '{}',
      [LocalStorageKey.appInfo]: '{}',
      [LocalStorageKey.appVersionInfo]: '{}',
      [LocalStorageKey.authToken]: '{"token":"t"}',
      [LocalStorageKey.userInfo]: '{}',
    });
    const session = memoryStorage({ anything: '1' });
    const reload = vi.fn();
    clearBrowserStorage(local, session, reload);
    expect([...local.entries.keys()].sort()).toEqual(
      [LocalStorageKey.authToken, LocalStorageKey.userInfo].sort(),
    );
    expect(session.entries.size).toBe(0);
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('readJson / writeJson', () => {
  it('round-trips a value through the parser', () => {
    const storage = memoryStorage();
    writeJson(storage, 'k', { a: 1 });
    expect(readJson(storage, 'k', (value) => value as { a: number })).toEqual({ a: 1 });
  });

  it('drops an entry that is not JSON or that the parser rejects', () => {
    const storage = memoryStorage({ broken: '{not json', wrong: '"text"' });
    expect(readJson(storage, 'broken', (value) => value)).toBeNull();
    expect(
      readJson(storage, 'wrong', (value) => (typeof value === 'object' ? value : null)),
    ).toBeNull();
    expect(storage.entries.size).toBe(0);
  });

  it('survives a storage that refuses writes', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() => writeJson(storage, 'k', 1)).not.toThrow();
    expect(readJson(null, 'k', (value) => value)).toBeNull();
  });
});
