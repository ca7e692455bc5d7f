import { describe, expect, it } from 'vitest';
import { buildSyntheticCatBank } from '../../fixtures/item-bank/synthetic-cat-bank';
import { seededRandom } from '../../fixtures/sequence';
import type { CatSettings } from './cat-settings';
import { contentBalanceDeviation } from './content-balance';
import type { CatExposure } from './exposure-control';
import { prepareItemBank, type CatItem, type CatItemBank } from './item-bank';
import { itemInformation, itemProbability } from './irt-model';
import {
  createCatSession,
  recordCatAnswer,
  selectNextCatItem,
  stopCatSession,
  type CatSession,
} from './cat-session';
import { CatStopReason } from './stopping-rule';

const items = buildSyntheticCatBank(400, 11);
const bank = prepareItemBank(items);

/** Runs a whole session for a simulated candidate of ability `trueTheta`, answers drawn from the 3PL model. */
function runSession(
  settings: Partial<CatSettings>,
  trueTheta: number,
  seed: number,
  exposure: CatExposure | null = null,
  itemBank: CatItemBank = bank,
): CatSession {
  const random = seededRandom(seed);
  let session = createCatSession(settings);
  for (;;) {
    const selection = selectNextCatItem(itemBank, session, { exposure, random });
    if (selection.kind === 'stop') return stopCatSession(session, selection.reason);
    const correct = random() < itemProbability(trueTheta, selection.item.parameters);
    session = recordCatAnswer(session, {
      item: selection.item,
      answer: correct ? 'key' : 'other',
      correct,
    });
  }
}

/** Brute force over the whole bank: items not yet given, most informative at θ first. */
function rankedByInformation(session: CatSession, accept: (item: CatItem) => boolean = () => true) {
  const given = new Set(session.steps.map((step) => step.itemId));
  return items
    .filter((item) => !given.has(item.id) && accept(item))
    .map((item) => ({ id: item.id, information: itemInformation(session.theta, item.parameters) }))
    .sort((left, right) => right.information - left.information);
}

const answer = (session: CatSession, item: CatItem, correct: boolean) =>
  recordCatAnswer(session, { item, answer: null, correct });

describe('createCatSession', () => {
  it('starts at the prior with no steps and the checked settings', () => {
    const session = createCatSession({ maximumItems: 20 });
    expect(session.steps).toEqual([]);
    expect(session.theta).toBeCloseTo(0, 12);
    expect(session.standardError).toBeCloseTo(0.99956, 5);
    expect(session.stopReason).toBeNull();
    expect(session.settings.maximumItems).toBe(20);
    expect(() => createCatSession({ minimumItems: 0 })).toThrow(/Invalid CAT settings/);
  });
});

describe('selectNextCatItem', () => {
  const noRandom = () => 0.99;

  it('picks the maximum-information item at the current θ once randomesque is over', () => {
    let session = createCatSession({ randomesqueItems: 0 });
    for (let step = 0; step < 6; step += 1) {
      const selection = selectNextCatItem(bank, session, { exposure: null, random: noRandom });
      if (selection.kind !== 'item') throw new Error('expected an item');
      const best = rankedByInformation(session)[0]!;
      expect(selection.item.id).toBe(best.id);
      expect(selection.information).toBeCloseTo(best.information, 12);
      session = answer(session, selection.item, step % 2 === 0);
    }
  });

  it('chooses at random among the 5 most informative for the first items, and by maximum information after', () => {
    const chosenFirst = new Set<string>();
    for (let seed = 1; seed <= 120; seed += 1) {
      const session = runSession(
        { randomesqueItems: 5, randomesqueSize: 5, maximumItems: 8, minimumItems: 8 },
        0.3,
        seed,
      );
      session.steps.forEach((step, index) => {
        const before = {
          ...session,
          steps: session.steps.slice(0, index),
          theta: step.thetaBefore,
        };
        const ranked = rankedByInformation(before).map((entry) => entry.id);
        if (index < 5) expect(ranked.slice(0, 5)).toContain(step.itemId);
        else expect(step.itemId).toBe(ranked[0]);
      });
      chosenFirst.add(session.steps[0]!.itemId);
    }
    // All five openers are used (about 24 times each), so candidates do not all see one first item.
    expect(chosenFirst.size).toBe(5);
  });

  it('skips items at their exposure cap', () => {
    const session = createCatSession({ randomesqueItems: 0 });
    const [first, second, third] = rankedByInformation(session);
    const exposure = { sessions: 40, administrations: { [first!.id]: 10, [second!.id]: 12 } };
    const selection = selectNextCatItem(bank, session, { exposure, random: noRandom });
    expect(selection.kind === 'item' && selection.item.id).toBe(third!.id);
    // Just under the cap (9/40 < 0.25) the best item is open again.
    const under = selectNextCatItem(bank, session, {
      exposure: { sessions: 40, administrations: { [first!.id]: 9 } },
      random: noRandom,
    });
    expect(under.kind === 'item' && under.item.id).toBe(first!.id);
  });

  it('never gives an item in more than cap·N of N sessions run one after another', () => {
    const administrations: Record<string, number> = {};
    const sessions = 120;
    for (let index = 0; index < sessions; index += 1) {
      const session = runSession({ exposureCap: 0.2 }, 0, 1000 + index, {
        sessions: index,
        administrations,
      });
      for (const step of session.steps)
        administrations[step.itemId] = (administrations[step.itemId] ?? 0) + 1;
    }
    expect(Math.max(...Object.values(administrations))).toBeLessThanOrEqual(0.2 * sessions);
    // Without the cap the same candidates would reuse the best items far more often.
    const uncapped: Record<string, number> = {};
    for (let index = 0; index < sessions; index += 1) {
      for (const step of runSession({ exposureCap: 1 }, 0, 1000 + index).steps)
        uncapped[step.itemId] = (uncapped[step.itemId] ?? 0) + 1;
    }
    expect(Math.max(...Object.values(uncapped))).toBeGreaterThan(0.2 * sessions);
  });

  it('draws from the most under-represented content area, maximum information within it', () => {
    const contentBalance = {
      attribute: 'subject' as const,
      targets: [
        { area: 'Biology', proportion: 0.4 },
        { area: 'Chemistry', proportion: 0.3 },
        { area: 'English', proportion: 0.3 },
      ],
    };
    let session = createCatSession({ randomesqueItems: 0, contentBalance });
    const expectedSubjects = [
      'Biology',
      'Chemistry',
      'English',
      'Biology',
      'Chemistry',
      'English',
      'Biology',
    ];
    for (const subject of expectedSubjects) {
      const selection = selectNextCatItem(bank, session, { exposure: null, random: noRandom });
      if (selection.kind !== 'item') throw new Error('expected an item');
      expect(selection.item.subject).toBe(subject);
      expect(selection.item.id).toBe(
        rankedByInformation(session, (item) => item.subject === subject)[0]!.id,
      );
      session = answer(session, selection.item, true);
    }
    expect(session.steps.some((step) => step.subject === 'Physics')).toBe(false);
  });

  it('keeps every finished session within one item of the content targets', () => {
    const targets = [
      { area: 'Biology', proportion: 0.4 },
      { area: 'Chemistry', proportion: 0.25 },
      { area: 'Physics', proportion: 0.25 },
      { area: 'English', proportion: 0.1 },
    ];
    for (let seed = 1; seed <= 40; seed += 1) {
      const session = runSession(
        { contentBalance: { attribute: 'subject', targets } },
        (seed % 7) - 3,
        seed,
      );
      const counts = new Map<string, number>();
      for (const step of session.steps)
        counts.set(step.subject, (counts.get(step.subject) ?? 0) + 1);
      expect(contentBalanceDeviation(targets, counts, session.steps.length)).toBeLessThanOrEqual(1);
    }
  });

  it('balances by topic and falls back to the next area when one has nothing left', () => {
    const smallBank = prepareItemBank([
      ...buildSyntheticCatBank(40, 3),
      { id: 'lonely', subject: 'Physics', topic: 'Optics', parameters: { a: 1, b: 0, c: 0.2 } },
    ]);
    const contentBalance = {
      attribute: 'topic' as const,
      targets: [
        { area: 'Optics', proportion: 0.5 },
        { area: 'Biology topic 1', proportion: 0.5 },
        { area: 'Nowhere in the bank', proportion: 0.5 },
      ],
    };
    const session = runSession(
      { contentBalance, minimumItems: 5, maximumItems: 5 },
      0,
      5,
      null,
      smallBank,
    );
    expect(session.steps.map((step) => step.topic)).toEqual([
      'Optics',
      'Biology topic 1',
      'Biology topic 1',
      'Biology topic 1',
      'Biology topic 1',
    ]);
  });

  it('answers with the stop reason once the session has stopped', () => {
    const stopped = stopCatSession(createCatSession(), CatStopReason.itemBankExhausted);
    expect(selectNextCatItem(bank, stopped, { exposure: null, random: noRandom })).toEqual({
      kind: 'stop',
      reason: CatStopReason.itemBankExhausted,
    });
  });
});

describe('stop rules', () => {
  it('stops on SE <= target, not before the minimum', () => {
    const session = runSession({}, 0.2, 21);
    expect(session.stopReason).toBe(CatStopReason.standardErrorReached);
    expect(session.standardError).toBeLessThanOrEqual(0.3);
    expect(session.steps.length).toBeGreaterThanOrEqual(10);
    expect(session.steps.length).toBeLessThan(30);
    // The step before the last had not reached it (or the minimum had not been reached).
    const previous = session.steps.at(-2)!;
    expect(previous.standardError > 0.3 || session.steps.length === 10).toBe(true);
  });

  it('runs to the minimum when the SE target is loose', () => {
    const session = runSession({ standardErrorTarget: 0.9 }, 0, 22);
    expect(session.steps).toHaveLength(10);
    expect(session.stopReason).toBe(CatStopReason.standardErrorReached);
    expect(session.steps[8]!.standardError).toBeLessThanOrEqual(0.9);
  });

  it('stops at the maximum length when the SE target is out of reach', () => {
    const session = runSession({ standardErrorTarget: 0.05 }, -1, 23);
    expect(session.steps).toHaveLength(30);
    expect(session.stopReason).toBe(CatStopReason.maximumItems);
  });

  it('stops with itemBankExhausted when no item is left', () => {
    const tinyBank = prepareItemBank(buildSyntheticCatBank(4, 5));
    const session = runSession({}, 0, 24, null, tinyBank);
    expect(session.steps).toHaveLength(4);
    expect(session.stopReason).toBe(CatStopReason.itemBankExhausted);
    // Also when every remaining item is at its cap.
    const capped = Object.fromEntries(tinyBank.items.map((item) => [item.id, 5]));
    const selection = selectNextCatItem(tinyBank, createCatSession(), {
      exposure: { sessions: 10, administrations: capped },
      random: () => 0,
    });
    expect(selection).toEqual({ kind: 'stop', reason: CatStopReason.itemBankExhausted });
    // And when every content area has run out.
    const balanced = runSession(
      { contentBalance: { attribute: 'subject', targets: [{ area: 'Physics', proportion: 1 }] } },
      0,
      25,
      null,
      tinyBank,
    );
    expect(balanced.steps.map((step) => step.subject)).toEqual(['Physics']);
    expect(balanced.stopReason).toBe(CatStopReason.itemBankExhausted);
  });

  it('keeps the first stop reason', () => {
    const stopped = stopCatSession(createCatSession(), CatStopReason.maximumItems);
    expect(stopCatSession(stopped, CatStopReason.itemBankExhausted).stopReason).toBe(
      CatStopReason.maximumItems,
    );
  });
});

describe('recordCatAnswer', () => {
  it('records the step with the parameter snapshot, θ before and after, SE and information', () => {
    const item = { ...items[0]!, parameters: { ...items[0]!.parameters } };
    const session = recordCatAnswer(createCatSession(), { item, answer: '3', correct: true });
    const [step] = session.steps;
    expect(step).toMatchObject({
      itemId: item.id,
      subject: item.subject,
      topic: item.topic,
      answer: '3',
      correct: true,
    });
    expect(step!.parameters).toEqual(item.parameters);
    expect(step!.thetaBefore).toBeCloseTo(0, 12);
    expect(step!.information).toBeCloseTo(itemInformation(0, item.parameters), 12);
    expect(step!.theta).toBe(session.theta);
    expect(step!.theta).toBeGreaterThan(0);
    expect(step!.standardError).toBe(session.standardError);
    // A snapshot: changing the bank's copy later does not change the stored step.
    (item.parameters as { b: number }).b = 2.5;
    expect(step!.parameters.b).not.toBe(2.5);
  });

  it('refuses an answer after the stop or to an item already answered', () => {
    const once = answer(createCatSession(), items[0]!, true);
    expect(() => answer(once, items[0]!, false)).toThrow(
      `CAT item ${items[0]!.id} was already answered in this session.`,
    );
    const stopped = stopCatSession(once, CatStopReason.maximumItems);
    expect(() => answer(stopped, items[1]!, true)).toThrow(
      'CAT session has stopped (maximumItems); no more answers are recorded.',
    );
  });
});

describe('a session as data', () => {
  it('is deterministic under a seed and differs across seeds', () => {
    const first = runSession({}, 0.8, 99);
    const again = runSession({}, 0.8, 99);
    const other = runSession({}, 0.8, 100);
    expect(again).toEqual(first);
    expect(other.steps.map((step) => step.itemId)).not.toEqual(
      first.steps.map((step) => step.itemId),
    );
  });

  it('survives a JSON round trip and resumes where it was', () => {
    let session = createCatSession({ randomesqueItems: 0 });
    for (const item of items.slice(0, 4)) session = answer(session, item, item.parameters.b < 0);
    const stored = JSON.parse(JSON.stringify(session)) as CatSession;
    expect(stored).toEqual(session);
    const context = { exposure: null, random: () => 0.5 };
    expect(selectNextCatItem(bank, stored, context)).toEqual(
      selectNextCatItem(bank, session, context),
    );
  });
});
