import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { AnswerOutbox, type SendOutcome } from './answer-outbox';
import { indexedDbAnswerStore, memoryAnswerStore, type QueuedAnswer } from './answer-store';

const attemptId = 7;
const item = (questionId: number, sequence: number, answer: string): QueuedAnswer => ({
  attemptId,
  questionId,
  sequence,
  answer,
});

/**
 * The server's half as SaveTestAnswer keeps it: one row per (attempt, question, sequence), the
 * answer of a question is that of its highest sequence. `down` makes every call fail like a lost
 * connection (no response).
 */
function fakeServer() {
  const rows = new Map<string, QueuedAnswer>();
  const server = {
    down: false,
    closed: false,
    calls: [] as QueuedAnswer[],
    send: (sent: QueuedAnswer): Promise<SendOutcome> => {
      if (server.down) return Promise.resolve({ kind: 'offline' });
      server.calls.push(sent);
      if (server.closed) return Promise.resolve({ kind: 'closed' });
      if (sent.questionId === 999) return Promise.resolve({ kind: 'refused' });
      const key = `${sent.attemptId}/${sent.questionId}/${sent.sequence}`;
      if (!rows.has(key)) rows.set(key, sent);
      const latest = server.answerOf(sent.questionId)!;
      return Promise.resolve({
        kind: 'saved',
        response: {
          QuestionId: sent.questionId,
          Sequence: latest.sequence,
          CandidateAnswer: latest.answer,
          Replaced: false,
          AnsweredAt: null,
        },
      });
    },
    answerOf: (questionId: number) =>
      [...rows.values()]
        .filter((row) => row.questionId === questionId)
        .sort((left, right) => right.sequence - left.sequence)[0],
  };
  return server;
}

const outboxOf = (store = indexedDbAnswerStore(new IDBFactory()), server = fakeServer()) => ({
  server,
  store,
  outbox: new AnswerOutbox({
    store,
    attemptId,
    send: server.send,
    sendDelayMilliseconds: 0,
    retryMilliseconds: 60_000,
  }),
});

describe('answer store (IndexedDB)', () => {
  it('keeps the latest change per question in the order of changes, and survives a reopen', async () => {
    const factory = new IDBFactory();
    const store = indexedDbAnswerStore(factory);
    await store.put(item(1, 10, '11'));
    await store.put(item(2, 20, '21'));
    await store.put(item(1, 30, '12'));
    // An older change arriving late does not replace a newer one.
    await store.put(item(2, 15, '22'));
    await store.put({ ...item(1, 5, '13'), attemptId: 8 });
    expect(await store.list(attemptId)).toEqual([item(2, 20, '21'), item(1, 30, '12')]);

    // A reload opens the database again: the same answers, the same order.
    const reopened = indexedDbAnswerStore(factory);
    expect(await reopened.list(attemptId)).toEqual([item(2, 20, '21'), item(1, 30, '12')]);

    // Settling a sequence drops it and older ones, never a newer change.
    await reopened.settle(attemptId, 1, 29);
    expect(await reopened.list(attemptId)).toHaveLength(2);
    await reopened.settle(attemptId, 1, 30);
    expect(await reopened.list(attemptId)).toEqual([item(2, 20, '21')]);
    await reopened.clear(attemptId);
    expect(await reopened.list(attemptId)).toEqual([]);
    expect(await reopened.list(8)).toHaveLength(1);
  });

  it('keeps when each answer was given and the device that gave it, across a reopen (sent with the save)', async () => {
    const factory = new IDBFactory();
    const store = indexedDbAnswerStore(factory);
    const timed = {
      ...item(1, 10, '11'),
      answeredAt: '2026-03-02T10:00:00.000Z',
      deviceId: 'page-a1b2c3d4',
    };
    await store.put(timed);
    await store.put(item(2, 20, '21'));
    expect(await indexedDbAnswerStore(factory).list(attemptId)).toEqual([timed, item(2, 20, '21')]);
  });

  it('the memory fallback follows the same rules', async () => {
    const store = memoryAnswerStore();
    await store.put(item(1, 10, '11'));
    await store.put(item(2, 20, '21'));
    await store.put(item(1, 30, '12'));
    await store.put(item(2, 15, '22'));
    expect(await store.list(attemptId)).toEqual([item(2, 20, '21'), item(1, 30, '12')]);
    await store.settle(attemptId, 2, 20);
    expect(await store.list(attemptId)).toEqual([item(1, 30, '12')]);
  });
});

describe('answer outbox', () => {
  it('sends each change in order and counts nothing waiting once the server holds them', async () => {
    const server = fakeServer();
    const saved: number[] = [];
    const withSaved = new AnswerOutbox({
      store: indexedDbAnswerStore(new IDBFactory()),
      attemptId,
      send: server.send,
      sendDelayMilliseconds: 0,
      onSaved: (sent) => saved.push(sent.questionId),
    });
    await withSaved.enqueue({ questionId: 1, sequence: 100, answer: '11' });
    await withSaved.enqueue({ questionId: 2, sequence: 200, answer: '21' });
    await vi.waitFor(() => expect(withSaved.getState().waiting).toBe(0));
    await withSaved.settled();
    expect(server.calls.map((call) => call.questionId)).toEqual([1, 2]);
    expect(saved).toEqual([1, 2]);
    expect(server.answerOf(2)?.answer).toBe('21');
    expect(withSaved.getState()).toMatchObject({ online: true, sending: false, waiting: 0 });
  });

  it("stamps each change with the page's device id; a change an earlier page left keeps its own", async () => {
    const store = indexedDbAnswerStore(new IDBFactory());
    await store.put({ ...item(1, 5, '11'), deviceId: 'earlier-page-0001' });
    const server = fakeServer();
    const outbox = new AnswerOutbox({
      store,
      attemptId,
      send: server.send,
      deviceId: 'this-page-000002',
      sendDelayMilliseconds: 0,
      retryMilliseconds: 60_000,
    });
    await outbox.start();
    await outbox.enqueue({ questionId: 2, sequence: 7, answer: '21' });
    await outbox.settled();
    expect(server.calls.map((call) => [call.questionId, call.deviceId])).toEqual([
      [1, 'earlier-page-0001'],
      [2, 'this-page-000002'],
    ]);
  });

  it('offline: answers wait in the store, then go in order when the network is back', async () => {
    const { outbox, server } = outboxOf();
    server.down = true;
    await outbox.enqueue({ questionId: 1, sequence: 100, answer: '11' });
    await vi.waitFor(() => expect(outbox.getState().online).toBe(false));
    outbox.wentOffline();
    await outbox.enqueue({ questionId: 2, sequence: 200, answer: '21' });
    await outbox.enqueue({ questionId: 1, sequence: 300, answer: '12' });
    await outbox.settled();
    expect(outbox.getState()).toMatchObject({ online: false, waiting: 2 });
    expect(server.calls).toEqual([]);

    server.down = false;
    outbox.wentOnline();
    await vi.waitFor(() => expect(outbox.getState().waiting).toBe(0));
    expect(server.calls).toEqual([item(2, 200, '21'), item(1, 300, '12')]);
    expect(server.answerOf(1)?.answer).toBe('12');
    outbox.dispose();
  });

  it('a reload (a new page on the same database) sends what the closed page left', async () => {
    const factory = new IDBFactory();
    const server = fakeServer();
    server.down = true;
    const first = outboxOf(indexedDbAnswerStore(factory), server).outbox;
    await first.enqueue({ questionId: 3, sequence: 100, answer: '31' });
    await first.enqueue({ questionId: 4, sequence: 200, answer: 'ohm' });
    await vi.waitFor(() => expect(first.getState().online).toBe(false));
    first.dispose();

    server.down = false;
    const second = outboxOf(indexedDbAnswerStore(factory), server).outbox;
    // Before the store is read the new page knows nothing of what waits: not "all saved".
    expect(second.getState()).toMatchObject({ restored: false, waiting: 0 });
    const starting = second.start();
    expect(second.getState().restored).toBe(false);
    expect(await starting).toEqual([item(3, 100, '31'), item(4, 200, 'ohm')]);
    expect(second.getState().restored).toBe(true);
    await vi.waitFor(() => expect(second.getState().waiting).toBe(0));
    await second.settled();
    expect(server.answerOf(4)?.answer).toBe('ohm');

    // Sending the same (attempt, question, sequence) again changes nothing on the server.
    await server.send(item(3, 100, 'changed'));
    expect(server.answerOf(3)?.answer).toBe('31');
  });

  it('a change made while its question is being sent is kept and sent after', async () => {
    const store = indexedDbAnswerStore(new IDBFactory());
    const server = fakeServer();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const outbox = new AnswerOutbox({
      store,
      attemptId,
      sendDelayMilliseconds: 0,
      send: async (sent) => {
        if (sent.sequence === 100) await gate;
        return server.send(sent);
      },
    });
    await outbox.enqueue({ questionId: 1, sequence: 100, answer: '11' });
    await vi.waitFor(() => expect(outbox.getState().sending).toBe(true));
    await outbox.enqueue({ questionId: 1, sequence: 101, answer: '12' });
    release();
    await vi.waitFor(() => expect(outbox.getState().waiting).toBe(0));
    await outbox.settled();
    expect(server.calls.map((call) => call.sequence)).toEqual([100, 101]);
    expect(server.answerOf(1)?.answer).toBe('12');
  });

  it('a closed attempt empties the queue and stops; a refused answer is dropped, the next still goes', async () => {
    const closed = outboxOf();
    const onClosed = vi.fn();
    const outbox = new AnswerOutbox({
      store: closed.store,
      attemptId,
      send: closed.server.send,
      sendDelayMilliseconds: 0,
      onClosed,
    });
    closed.server.closed = true;
    await outbox.enqueue({ questionId: 1, sequence: 100, answer: '11' });
    await outbox.enqueue({ questionId: 2, sequence: 200, answer: '21' });
    await vi.waitFor(() => expect(onClosed).toHaveBeenCalledOnce());
    await outbox.settled();
    expect(outbox.getState()).toMatchObject({ closed: true, waiting: 0 });
    expect(await closed.store.list(attemptId)).toEqual([]);
    await outbox.enqueue({ questionId: 3, sequence: 300, answer: '31' });
    expect(await closed.store.list(attemptId)).toEqual([]);

    const refused = outboxOf();
    const onRefused = vi.fn();
    const other = new AnswerOutbox({
      store: refused.store,
      attemptId,
      send: refused.server.send,
      sendDelayMilliseconds: 0,
      onRefused,
    });
    await other.enqueue({ questionId: 999, sequence: 100, answer: 'x' });
    await other.enqueue({ questionId: 2, sequence: 200, answer: '21' });
    await vi.waitFor(() => expect(other.getState().waiting).toBe(0));
    await other.settled();
    expect(onRefused).toHaveBeenCalledWith(item(999, 100, 'x'));
    expect(refused.server.answerOf(2)?.answer).toBe('21');
  });
});
