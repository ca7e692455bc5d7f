import {
  browserStorage,
  LocalStorageKey,
  readJson,
  writeJson,
  type StorageLike,
} from '../../platform/storage';

/*
 * spec 4: e-book info is persisted to browser storage. Ours: per book (the last few opened), where
 * the candidate left it (also on the server; this copy reopens the book there when the server's
 * answer is missing) and how they read it (text size, reading theme). Cleared at sign-out
 * (shared/app-state.ts).
 */

export const ReadingTheme = { portal: 'portal', light: 'light', dark: 'dark' } as const;
export type ReadingTheme = (typeof ReadingTheme)[keyof typeof ReadingTheme];

export interface EBookInfo {
  readonly EBookId: number;
  readonly CandidateSOSId: number;
  readonly Title: string;
  readonly Format: 'pdf' | 'epub';
  /** An EPUB CFI or `page=N`; null before the first page turn. */
  readonly Location: string | null;
  readonly Progress: number;
  readonly FontScale: number;
  readonly Theme: ReadingTheme;
  readonly OpenedOn: string;
}

const isWhole = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) > 0;
const isBookInfo = (value: unknown): value is EBookInfo => {
  if (typeof value !== 'object' || value === null) return false;
  const info = value as Record<string, unknown>;
  return (
    isWhole(info.EBookId) &&
    isWhole(info.CandidateSOSId) &&
    typeof info.Title === 'string' &&
    (info.Format === 'pdf' || info.Format === 'epub') &&
    (info.Location === null ||
      (typeof info.Location === 'string' && info.Location.length <= 500)) &&
    typeof info.Progress === 'number' &&
    info.Progress >= 0 &&
    info.Progress <= 1 &&
    typeof info.FontScale === 'number' &&
    info.FontScale >= 0.5 &&
    info.FontScale <= 3 &&
    Object.values(ReadingTheme).includes(info.Theme as ReadingTheme) &&
    typeof info.OpenedOn === 'string'
  );
};

/** How many books the info keeps (the most recently opened first). */
export const eBookInfoLimit = 20;

/** The stored list, or null (then removed) when any entry is not a book's info. */
const parse = (value: unknown): EBookInfo[] | null =>
  Array.isArray(value) && value.every(isBookInfo) ? value : null;

/** Every remembered book, most recently opened first (empty when none or unreadable). */
export function readEBookInfo(storage: StorageLike | null = browserStorage('local')): EBookInfo[] {
  return readJson(storage, LocalStorageKey.ebookInfo, parse) ?? [];
}

export function eBookInfoOf(
  eBookId: number,
  storage: StorageLike | null = browserStorage('local'),
): EBookInfo | null {
  return readEBookInfo(storage).find((info) => info.EBookId === eBookId) ?? null;
}

/**
 * Stores what changed of one book's info (the rest kept, or defaults for a new book), moving it
 * first and keeping at most eBookInfoLimit books.
 */
export function rememberEBook(
  update: Pick<EBookInfo, 'EBookId' | 'CandidateSOSId' | 'Title' | 'Format'> & Partial<EBookInfo>,
  storage: StorageLike | null = browserStorage('local'),
  now: Date = new Date(),
): EBookInfo {
  const all = readEBookInfo(storage);
  const before = all.find((info) => info.EBookId === update.EBookId);
  const next: EBookInfo = {
    Location: null,
    Progress: 0,
    FontScale: 1,
    Theme: ReadingTheme.portal,
    ...before,
    ...update,
    OpenedOn: now.toISOString(),
  };
  writeJson(
    storage,
    LocalStorageKey.ebookInfo,
    [next, ...all.filter((info) => info.EBookId !== update.EBookId)].slice(0, eBookInfoLimit),
  );
  return next;
}
