import type { StorageLike } from './storage';

/** An in-memory Web Storage for tests. */
export function memoryStorage(
  initial: Record<string, string> = {},
): StorageLike & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}
