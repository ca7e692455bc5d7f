import type { SaveTestAnswerResponse } from '@portal/domain';
import type { AnswerStore, QueuedAnswer } from './answer-store';

/**
 * The answer outbox of one attempt (issue 13: no answer is ever lost). Each change is written to the
 * store first, then sent in the order of changes, one at a time; the server keeps one row per
 * (attempt, question, sequence), so sending an answer again after a lost response changes nothing.
 * With the network down the changes wait in the store; they go when the browser is back online,
 * after a retry delay, or when the page is opened again (reload, closed tab, crash).
 */
export type SendOutcome =
  | { readonly kind: 'saved'; readonly response: SaveTestAnswerResponse }
  /** No response arrived: the network is down (kept, sent later). */
  | { readonly kind: 'offline' }
  /** The server could not take it now (5xx, 429): kept, sent later. */
  | { readonly kind: 'retry' }
  /** The attempt is closed (409: submitted in another tab, or by the server at the deadline). */
  | { readonly kind: 'closed' }
  /** The server refused this answer for good (400, 404): sending it again cannot help. */
  | { readonly kind: 'refused' };

export interface OutboxState {
  /** Whether the last send reached the server (and the browser did not say it went offline). */
  readonly online: boolean;
  /** Answers kept in the store that the server has not confirmed. */
  readonly waiting: number;
  /** A send is on its way. */
  readonly sending: boolean;
  /** The attempt was closed: the outbox sends nothing more. */
  readonly closed: boolean;
  /**
   * The store has been read (`start`). Until then `waiting` says nothing about what an earlier page
   * left unsent, so nothing may be reported as saved and the test may not be submitted.
   */
  readonly restored: boolean;
}

export interface OutboxOptions {
  readonly store: AnswerStore;
  readonly attemptId: number;
  readonly send: (item: QueuedAnswer) => Promise<SendOutcome>;
  /**
   * This page's device id, stamped on each change it queues (changes an earlier page left keep
   * theirs): the server orders one device's saves by sequence, whatever order they arrive in.
   */
  readonly deviceId?: string;
  /** The server confirmed `item` (its response says what it holds now). */
  readonly onSaved?: (item: QueuedAnswer, response: SaveTestAnswerResponse) => void;
  /** The server refused `item` for good. */
  readonly onRefused?: (item: QueuedAnswer) => void;
  readonly onClosed?: () => void;
  /** Quiet time after a change before sending. @defaultValue 600 */
  readonly sendDelayMilliseconds?: number;
  /** Wait before trying again when the server could not be reached. @defaultValue 3000 */
  readonly retryMilliseconds?: number;
  /** Whether the browser believes it is online at the start. @defaultValue true */
  readonly initiallyOnline?: boolean;
}

export class AnswerOutbox {
  private state: OutboxState;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private pumping: Promise<void> | null = null;
  private again = false;
  private disposed = false;
  /** Store writes run one after another, so the order of changes is the order in the store. */
  private writes: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: OutboxOptions) {
    this.state = {
      online: options.initiallyOnline ?? true,
      waiting: 0,
      sending: false,
      closed: false,
      restored: false,
    };
  }

  getState = (): OutboxState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Reads what an earlier page left unsent (the page shows those answers), then sends it. */
  async start(): Promise<QueuedAnswer[]> {
    this.disposed = false;
    const items = await this.options.store.list(this.options.attemptId);
    this.update({ waiting: items.length, restored: true });
    if (items.length > 0) this.flush();
    return items;
  }

  /** Keeps a change (durably, before anything is sent), then sends it after the quiet time. */
  enqueue(item: Omit<QueuedAnswer, 'attemptId' | 'deviceId'>): Promise<void> {
    if (this.state.closed) return Promise.resolve();
    const { deviceId, attemptId } = this.options;
    const written = this.write(() =>
      this.options.store.put({ ...item, attemptId, ...(deviceId ? { deviceId } : {}) }),
    );
    void written.then(() => this.schedule(this.options.sendDelayMilliseconds ?? 600));
    return written;
  }

  /** Sends everything waiting now (back online, or before a submit). */
  flush(): void {
    if (this.disposed || this.state.closed) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = this.pump().finally(() => {
      this.pumping = null;
      if (this.again) {
        this.again = false;
        this.flush();
      }
    });
  }

  /** The browser says the network is back: send at once. */
  wentOnline(): void {
    this.update({ online: true });
    this.flush();
  }

  /** The browser says the network is gone: nothing is tried until it is back (or the retry). */
  wentOffline(): void {
    this.update({ online: false });
  }

  /** The attempt was submitted: its queue is emptied. */
  async clear(): Promise<void> {
    this.update({ closed: true, waiting: 0 });
    await this.write(() => this.options.store.clear(this.options.attemptId));
  }

  /** Resolves once every write and send started so far is done (tests). */
  async settled(): Promise<void> {
    await this.writes;
    while (this.pumping) await this.pumping;
  }

  /** Stops sending (the page is gone); what waits stays in the store. `start` resumes. */
  dispose(): void {
    this.disposed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private write<T>(operation: () => Promise<T>): Promise<T> {
    const next = this.writes.then(operation);
    this.writes = next.catch(() => undefined);
    return next.then(async (value) => {
      await this.count();
      return value;
    });
  }

  private async count() {
    const items = await this.options.store.list(this.options.attemptId);
    if (!this.state.closed) this.update({ waiting: items.length });
  }

  private schedule(delay: number) {
    if (this.disposed || this.state.closed || this.timer !== undefined || this.pumping) {
      if (this.pumping) this.again = true;
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush();
    }, delay);
  }

  private async pump(): Promise<void> {
    const { store, attemptId, send } = this.options;
    for (;;) {
      if (this.disposed || this.state.closed) return;
      await this.writes;
      const [item] = await store.list(attemptId);
      if (!item) {
        this.update({ waiting: 0, sending: false });
        return;
      }
      this.update({ sending: true });
      let outcome: SendOutcome;
      try {
        outcome = await send(item);
      } catch {
        outcome = { kind: 'retry' };
      }
      switch (outcome.kind) {
        case 'saved':
          await this.write(() => store.settle(attemptId, item.questionId, item.sequence));
          this.update({ online: true });
          this.options.onSaved?.(item, outcome.response);
          break;
        case 'refused':
          await this.write(() => store.settle(attemptId, item.questionId, item.sequence));
          this.options.onRefused?.(item);
          break;
        case 'closed':
          await this.clear();
          this.update({ sending: false });
          this.options.onClosed?.();
          return;
        case 'offline':
        case 'retry':
          this.update({ sending: false, online: outcome.kind === 'retry' && this.state.online });
          this.again = false;
          // Not through schedule(): the pump is still running here.
          clearTimeout(this.timer);
          this.timer = setTimeout(() => {
            this.timer = undefined;
            this.flush();
          }, this.options.retryMilliseconds ?? 3000);
          return;
        default:
          outcome satisfies never;
      }
    }
  }

  private update(change: Partial<OutboxState>) {
    const next = { ...this.state, ...change };
    if (
      next.online === this.state.online &&
      next.waiting === this.state.waiting &&
      next.sending === this.state.sending &&
      next.closed === this.state.closed &&
      next.restored === this.state.restored
    )
      return;
    this.state = next;
    this.listeners.forEach((listener) => listener());
  }
}
