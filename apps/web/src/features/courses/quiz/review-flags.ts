import {
  readJson,
  SessionStorageKey,
  writeJson,
  type StorageLike,
} from '../../../platform/storage';

/** The flags of one attempt: a reload keeps them for the tab (session storage, cleared at logout). */
interface StoredFlags {
  readonly attemptId: number;
  readonly questionIds: number[];
}

const parse = (value: unknown): StoredFlags | null => {
  if (typeof value !== 'object' || value === null) return null;
  const { attemptId, questionIds } = value as Record<string, unknown>;
  if (typeof attemptId !== 'number' || !Array.isArray(questionIds)) return null;
  if (!questionIds.every((id) => Number.isInteger(id))) return null;
  return { attemptId, questionIds: questionIds as number[] };
};

/** The questions flagged in this attempt (none for another attempt). */
export function readReviewFlags(storage: StorageLike | null, attemptId: number): number[] {
  const stored = readJson(storage, SessionStorageKey.reviewFlags, parse);
  return stored?.attemptId === attemptId ? stored.questionIds : [];
}

export function writeReviewFlags(
  storage: StorageLike | null,
  attemptId: number,
  questionIds: readonly number[],
): void {
  writeJson(storage, SessionStorageKey.reviewFlags, { attemptId, questionIds });
}
