import { describe, expect, it } from 'vitest';
import { EpubMoves } from './epub-moves';

/** A settle that the test releases by hand, counting how often the queue waited. */
function manualSettle() {
  const waiting: (() => void)[] = [];
  return {
    settle: () => new Promise<void>((resolve) => waiting.push(resolve)),
    release: async () => {
      for (const resolve of waiting.splice(0)) resolve();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    get pending() {
      return waiting.length;
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('EPUB moves', () => {
  it('hold a jump made before the view is ready and run it once it is', async () => {
    const moves = new EpubMoves({ settle: () => Promise.resolve() });
    const done: string[] = [];
    const jumped = moves.jump(async () => {
      done.push('chapter 3');
    });
    await tick();
    expect(done).toEqual([]);
    moves.markReady();
    await jumped;
    expect(done).toEqual(['chapter 3']);
  });

  it('run one move at a time: a jump asked for during a page turn runs after the turn, not dropped', async () => {
    const moves = new EpubMoves({ settle: () => Promise.resolve() });
    moves.markReady();
    const log: string[] = [];
    let finishTurn = () => undefined as void;
    const turning = moves.turn(async () => {
      log.push('turn starts');
      await new Promise<void>((resolve) => (finishTurn = resolve));
      log.push('turn ends');
    });
    await tick();
    const jumping = moves.jump(async () => {
      log.push('jump');
    });
    await tick();
    expect(log).toEqual(['turn starts']);
    finishTurn();
    await Promise.all([turning, jumping]);
    expect(log).toEqual(['turn starts', 'turn ends', 'jump']);
  });

  it('keep only the last jump asked for while moves wait', async () => {
    const moves = new EpubMoves({ settle: () => Promise.resolve() });
    const log: string[] = [];
    const first = moves.jump(async () => void log.push('first'));
    const second = moves.jump(async () => void log.push('second'));
    moves.markReady();
    await Promise.all([first, second]);
    expect(log).toEqual(['second']);
  });

  it('wait for a resize to settle before moving, and again if the frame resizes during the wait', async () => {
    const settle = manualSettle();
    const moves = new EpubMoves({ settle: settle.settle });
    moves.markReady();
    const log: string[] = [];
    const jumping = moves.jump(async () => void log.push('jump'));
    await tick();
    expect(settle.pending).toBe(1);
    // The side panel opens: the book is narrowed while the queue waits.
    moves.markResized();
    await settle.release();
    expect(log).toEqual([]);
    expect(settle.pending).toBe(1);
    await settle.release();
    await jumping;
    expect(log).toEqual(['jump']);
  });

  it('let at most two page turns wait (a key repeat beyond is dropped), and drop what waits when closed', async () => {
    const settle = manualSettle();
    const moves = new EpubMoves({ settle: settle.settle });
    moves.markReady();
    let turns = 0;
    const turn = () => moves.turn(async () => void (turns += 1));
    const all = [turn(), turn(), turn(), turn()];
    await tick();
    // Two wait (the first for the layout), the third and fourth were dropped.
    expect(moves.waiting).toBe(2);
    await settle.release();
    expect(turns).toBe(1);
    moves.close();
    await Promise.all(all);
    expect(turns).toBe(1);
    expect(moves.waiting).toBe(0);
  });

  it('log a move that fails and go on with the next', async () => {
    const moves = new EpubMoves({ settle: () => Promise.resolve() });
    moves.markReady();
    const log: string[] = [];
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      await Promise.all([
        moves.turn(() => Promise.reject(new Error('no section'))),
        moves.turn(async () => void log.push('next turn')),
      ]);
    } finally {
      console.warn = warn;
    }
    expect(log).toEqual(['next turn']);
  });
});
