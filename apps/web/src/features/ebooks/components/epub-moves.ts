/*
 * Moves in the EPUB reader (jumps and page turns), one at a time and only once the view can take
 * them. foliate-js's paginator drops a jump silently while a page turn holds its lock (a turn holds
 * it until 100 ms after it lands, longer when it loads the next chapter), and a jump made before
 * `view.init` has finished, or while the reader's frame is being resized (a side panel opening
 * narrows the book and foliate re-lays the chapter out, scrolling back to its old anchor), can land
 * and then be undone. So every move goes through this queue: it waits until the view is ready and
 * the layout has been still for two frames, runs one move at a time, and a newer jump replaces a
 * jump still waiting (the reader wants the last place asked for, not every one on the way).
 */

export type Move = () => Promise<unknown>;

export interface EpubMovesOptions {
  /** Waits until the layout has settled (default: two animation frames). */
  readonly settle?: () => Promise<void>;
  /** How many page turns may wait behind the one running (more key repeats are dropped). */
  readonly maxQueuedTurns?: number;
}

interface Queued {
  readonly kind: 'jump' | 'turn';
  readonly move: Move;
  readonly done: () => void;
}

const twoFrames = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
  });

export class EpubMoves {
  private readonly queue: Queued[] = [];
  private running = false;
  private ready = false;
  private closed = false;
  /** Bumped by every resize: a move waits until a settle passes with no resize in it. */
  private resizes = 0;
  private readonly settle: () => Promise<void>;
  private readonly maxQueuedTurns: number;

  constructor(options: EpubMovesOptions = {}) {
    this.settle = options.settle ?? twoFrames;
    this.maxQueuedTurns = options.maxQueuedTurns ?? 2;
  }

  /** The view has opened its first place (`view.init` resolved): queued moves may run. */
  markReady(): void {
    this.ready = true;
    void this.pump();
  }

  /** The reader's frame changed size: moves wait for the relayout to settle. */
  markResized(): void {
    this.resizes += 1;
  }

  /** Drops what is waiting (the book closed); the promises of dropped moves resolve. */
  close(): void {
    this.closed = true;
    for (const queued of this.queue.splice(0)) queued.done();
  }

  /** Queues a jump (a CFI, a chapter, a search result); a jump still waiting is replaced. */
  jump(move: Move): Promise<void> {
    return this.enqueue('jump', move);
  }

  /** Queues a page turn (at most `maxQueuedTurns` wait; more are dropped, as a key repeat is). */
  turn(move: Move): Promise<void> {
    return this.enqueue('turn', move);
  }

  /** How many moves wait (the running one not counted). */
  get waiting(): number {
    return this.queue.length;
  }

  private enqueue(kind: Queued['kind'], move: Move): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise<void>((resolve) => {
      if (kind === 'jump') {
        // The last place asked for wins: earlier waiting jumps, and turns queued before it, go.
        for (const dropped of this.queue.splice(0)) dropped.done();
      } else if (this.queue.filter((queued) => queued.kind === 'turn').length >= this.maxQueuedTurns) {
        resolve();
        return;
      }
      this.queue.push({ kind, move, done: resolve });
      void this.pump();
    });
  }

  private async settled(): Promise<void> {
    for (;;) {
      const before = this.resizes;
      await this.settle();
      if (this.resizes === before) return;
    }
  }

  private async pump(): Promise<void> {
    if (this.running || !this.ready) return;
    this.running = true;
    try {
      while (!this.closed && this.queue.length > 0) {
        await this.settled();
        const next = this.queue.shift();
        if (!next || this.closed) {
          next?.done();
          break;
        }
        try {
          await next.move();
        } catch (error) {
          console.warn('[ebooks] a move in the book failed', error);
        } finally {
          next.done();
        }
      }
    } finally {
      this.running = false;
    }
  }
}
