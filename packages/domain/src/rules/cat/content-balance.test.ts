import { describe, expect, it } from 'vitest';
import { contentAreaOrder, contentBalanceDeviation } from './content-balance';

const counts = (entries: Record<string, number>) => new Map(Object.entries(entries));

describe('contentAreaOrder', () => {
  const targets = [
    { area: 'Biology', proportion: 0.4 },
    { area: 'Chemistry', proportion: 0.25 },
    { area: 'Physics', proportion: 0.25 },
    { area: 'English', proportion: 0.1 },
  ];

  it('starts with the heaviest area when nothing is given yet', () => {
    expect(contentAreaOrder(targets, counts({}), 0)).toEqual([
      'Biology',
      'Chemistry',
      'Physics',
      'English',
    ]);
  });

  it('puts the most under-represented area first', () => {
    // After 4 items (Biology 2, Chemistry 1, Physics 1): deficits at 5 items are Biology 0, Chemistry 0.25,
    // Physics 0.25, English 0.5.
    expect(contentAreaOrder(targets, counts({ Biology: 2, Chemistry: 1, Physics: 1 }), 4)).toEqual([
      'English',
      'Chemistry',
      'Physics',
      'Biology',
    ]);
  });

  it('breaks ties in the listed order despite float noise', () => {
    // After 1 item (A 1): deficits at 2 items are A 2·0.6 − 1 = 0.2 and B 2·0.1 − 0 = 0.2, a tie. In
    // floating point A's is 0.19999999999999996 and B's 0.2: without rounding B would jump the queue.
    const targets = [
      { area: 'A', proportion: 0.6 },
      { area: 'B', proportion: 0.1 },
      { area: 'C', proportion: 0.3 },
    ];
    expect(contentAreaOrder(targets, counts({ A: 1 }), 1)).toEqual(['C', 'A', 'B']);
    expect(
      contentAreaOrder(
        [
          { area: 'X', proportion: 0.5 },
          { area: 'Y', proportion: 0.5 },
        ],
        counts({}),
        0,
      ),
    ).toEqual(['X', 'Y']);
  });

  it('keeps every area within one item of its target for any test length up to 30', () => {
    const targetSets = [
      targets,
      [0.25, 0.25, 0.25, 0.25].map((proportion, index) => ({ area: `S${index}`, proportion })),
      [0.5, 0.3, 0.2].map((proportion, index) => ({ area: `T${index}`, proportion })),
      [0.35, 0.3, 0.2, 0.1, 0.05].map((proportion, index) => ({ area: `U${index}`, proportion })),
    ];
    for (const set of targetSets) {
      const given = new Map<string, number>();
      for (let length = 1; length <= 30; length += 1) {
        const area = contentAreaOrder(set, given, length - 1)[0]!;
        given.set(area, (given.get(area) ?? 0) + 1);
        expect(contentBalanceDeviation(set, given, length)).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('contentBalanceDeviation', () => {
  it('is the largest gap in items between a count and its target share', () => {
    // 10 items at 0.5/0.3/0.2: targets 5, 3, 2; counts 6, 3, 1 -> gaps 1, 0, 1.
    const targets = [
      { area: 'A', proportion: 0.5 },
      { area: 'B', proportion: 0.3 },
      { area: 'C', proportion: 0.2 },
    ];
    expect(contentBalanceDeviation(targets, counts({ A: 6, B: 3, C: 1 }), 10)).toBeCloseTo(1, 12);
    expect(contentBalanceDeviation(targets, counts({ A: 8, B: 2 }), 10)).toBeCloseTo(3, 12);
    expect(contentBalanceDeviation([], counts({}), 0)).toBe(0);
  });
});
