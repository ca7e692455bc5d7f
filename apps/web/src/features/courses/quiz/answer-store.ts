/**
 * Where the answer outbox keeps answers the server has not confirmed yet (issue 13: no answer is
 * ever lost): IndexedDB, so a closed tab, a reload or a crash while offline keeps them. One entry
 * per (attempt, question) — the latest change; an older unsent change of the same question is
 * replaced, since the server keeps the answer of the highest sequence anyway. Entries are kept in
 * the order of their last change.
 */
export interface QueuedAnswer {
  readonly attemptId: number;
  readonly questionId: number;
  readonly sequence: number;
  /** '' clears the answer. */
  readonly answer: string;
  /** When the answer was given (ISO, on the server's clock); absent in entries of older pages. */
  readonly answeredAt?: string;
  /** The page load that made the change (its sequences only grow); absent in older entries. */
  readonly deviceId?: string;
}

export interface AnswerStore {
  /** Keeps the change (replacing an older queued change of the same question). */
  put(item: QueuedAnswer): Promise<void>;
  /** The attempt's queued answers, oldest change first. */
  list(attemptId: number): Promise<QueuedAnswer[]>;
  /** The server holds the question's answer at `sequence`: drops its queued changes up to it. */
  settle(attemptId: number, questionId: number, sequence: number): Promise<void>;
  /** The attempt is closed: nothing of it is sent any more. */
  clear(attemptId: number): Promise<void>;
}

interface StoredAnswer extends QueuedAnswer {
  /** Auto-increment key: the order of changes. */
  readonly order?: number;
}

const databaseName = 'portal-answer-journal';
const storeName = 'answers';
const byQuestion = 'byQuestion';
const byAttempt = 'byAttempt';

const request = <T>(pending: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    pending.onsuccess = () => resolve(pending.result);
    pending.onerror = () => reject(pending.error ?? new Error('IndexedDB request failed'));
  });

const done = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () =>
      reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () =>
      reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const opening = factory.open(databaseName, 1);
  opening.onupgradeneeded = () => {
    const store = opening.result.createObjectStore(storeName, {
      keyPath: 'order',
      autoIncrement: true,
    });
    store.createIndex(byQuestion, ['attemptId', 'questionId']);
    store.createIndex(byAttempt, 'attemptId');
  };
  return request(opening);
}

/** The IndexedDB store (`factory` is the browser's `indexedDB`, or a fake in tests). */
export function indexedDbAnswerStore(factory: IDBFactory): AnswerStore {
  let database: Promise<IDBDatabase> | null = null;
  const open = () => (database ??= openDatabase(factory));

  /** Deletes the question's queued changes whose sequence is at most `upTo`, inside `store`. */
  const dropUpTo = async (
    store: IDBObjectStore,
    attemptId: number,
    questionId: number,
    upTo: number,
  ) => {
    const entries = (await request(
      store.index(byQuestion).getAll([attemptId, questionId]),
    )) as StoredAnswer[];
    for (const entry of entries)
      if (entry.sequence <= upTo && entry.order !== undefined) store.delete(entry.order);
    return entries.some((entry) => entry.sequence > upTo);
  };

  return {
    async put(item) {
      const transaction = (await open()).transaction(storeName, 'readwrite');
      const store = transaction.objectStore(storeName);
      const newerQueued = await dropUpTo(store, item.attemptId, item.questionId, item.sequence);
      const { attemptId, questionId, sequence, answer, answeredAt, deviceId } = item;
      if (!newerQueued)
        store.add({
          attemptId,
          questionId,
          sequence,
          answer,
          ...(answeredAt ? { answeredAt } : {}),
          ...(deviceId ? { deviceId } : {}),
        });
      await done(transaction);
    },
    async list(attemptId) {
      const transaction = (await open()).transaction(storeName, 'readonly');
      const entries = (await request(
        transaction.objectStore(storeName).index(byAttempt).getAll(attemptId),
      )) as StoredAnswer[];
      return entries
        .sort((left, right) => (left.order ?? 0) - (right.order ?? 0))
        .map(({ attemptId: attempt, questionId, sequence, answer, answeredAt, deviceId }) => ({
          attemptId: attempt,
          questionId,
          sequence,
          answer,
          ...(answeredAt ? { answeredAt } : {}),
          ...(deviceId ? { deviceId } : {}),
        }));
    },
    async settle(attemptId, questionId, sequence) {
      const transaction = (await open()).transaction(storeName, 'readwrite');
      await dropUpTo(transaction.objectStore(storeName), attemptId, questionId, sequence);
      await done(transaction);
    },
    async clear(attemptId) {
      const transaction = (await open()).transaction(storeName, 'readwrite');
      const store = transaction.objectStore(storeName);
      const keys = await request(store.index(byAttempt).getAllKeys(attemptId));
      for (const key of keys) store.delete(key);
      await done(transaction);
    },
  };
}

/** The same rules in memory: where IndexedDB cannot be opened (answers then last as long as the tab). */
export function memoryAnswerStore(): AnswerStore {
  let entries: QueuedAnswer[] = [];
  const others = (attemptId: number, questionId: number, upTo: number) =>
    entries.filter(
      (entry) =>
        entry.attemptId !== attemptId || entry.questionId !== questionId || entry.sequence > upTo,
    );
  return {
    put(item) {
      const newerQueued = entries.some(
        (entry) =>
          entry.attemptId === item.attemptId &&
          entry.questionId === item.questionId &&
          entry.sequence > item.sequence,
      );
      const kept = others(item.attemptId, item.questionId, item.sequence);
      entries = newerQueued ? kept : [...kept, { ...item }];
      return Promise.resolve();
    },
    list(attemptId) {
      return Promise.resolve(entries.filter((entry) => entry.attemptId === attemptId));
    },
    settle(attemptId, questionId, sequence) {
      entries = others(attemptId, questionId, sequence);
      return Promise.resolve();
    },
    clear(attemptId) {
      entries = entries.filter((entry) => entry.attemptId !== attemptId);
      return Promise.resolve();
    },
  };
}

/** IndexedDB when it opens, else memory (a browser that refuses storage still saves while online). */
export function resilientAnswerStore(factory: IDBFactory | undefined): AnswerStore {
  const fallback = memoryAnswerStore();
  if (!factory) return fallback;
  const durable = indexedDbAnswerStore(factory);
  let useFallback = false;
  const guarded =
    <A extends unknown[], R>(call: (store: AnswerStore) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (!useFallback)
        try {
          return await call(durable)(...args);
        } catch {
          useFallback = true;
        }
      return call(fallback)(...args);
    };
  return {
    put: guarded((store) => store.put),
    list: guarded((store) => store.list),
    settle: guarded((store) => store.settle),
    clear: guarded((store) => store.clear),
  };
}
