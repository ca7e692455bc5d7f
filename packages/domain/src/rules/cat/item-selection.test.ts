import { describe, expect, it } from 'vitest';
import { buildSyntheticCatBank } from '../../fixtures/item-bank/synthetic-cat-bank';
import { seededRandom } from '../../fixtures/sequence';
import { prepareItemBank } from './item-bank';
import { itemInformation } from './irt-model';
import { mostInformativeItems } from './item-selection';

const items = buildSyntheticCatBank(400, 7);
const bank = prepareItemBank(items);

/** Brute force: every item's exact information at θ, highest first. */
const byInformation = (theta: number, accept: (index: number) => boolean = () => true) =>
  items
    .map((item, index) => ({ index, information: itemInformation(theta, item.parameters) }))
    .filter(({ index }) => accept(index))
    .sort((left, right) => right.information - left.information);

const indices = (ranked: readonly { index: number }[]) => ranked.map((entry) => entry.index);

describe('mostInformativeItems', () => {
  it('returns the maximum-information item at θ, checked against every item', () => {
    for (const theta of [-2.5, -1, 0, 0.35, 1.8]) {
      const [best] = mostInformativeItems(bank, theta, 1, () => true);
      expect(best!.index).toBe(byInformation(theta)[0]!.index);
      expect(best!.information).toBeCloseTo(byInformation(theta)[0]!.information, 12);
    }
  });

  it('is exact between grid points and outside the grid, for 500 random θ and shortlists of 1 to 5', () => {
    const random = seededRandom(42);
    for (let trial = 0; trial < 500; trial += 1) {
      const theta = -5 + random() * 10;
      const count = 1 + (trial % 5);
      expect(indices(mostInformativeItems(bank, theta, count, () => true))).toEqual(
        indices(byInformation(theta).slice(0, count)),
      );
    }
  });

  it('passes over ineligible items and asks only about items that would make the list', () => {
    const asked: number[] = [];
    const even = (index: number) => {
      asked.push(index);
      return index % 2 === 0;
    };
    const top = mostInformativeItems(bank, -0.63, 3, even);
    expect(indices(top)).toEqual(
      indices(byInformation(-0.63, (index) => index % 2 === 0).slice(0, 3)),
    );
    expect(asked.length).toBeLessThan(20);
  });

  it('searches one content area when asked', () => {
    const physics = bank.subjects.ids.get('Physics')!;
    const top = mostInformativeItems(bank, 0.81, 4, () => true, {
      of: bank.subjects.of,
      id: physics,
    });
    expect(indices(top)).toEqual(
      indices(byInformation(0.81, (index) => items[index]!.subject === 'Physics').slice(0, 4)),
    );
  });

  it('returns fewer items when fewer are eligible, and none when none are', () => {
    const open = new Set([3, 9, 27]);
    const top = mostInformativeItems(bank, 0, 5, (index) => open.has(index));
    expect(indices(top).sort((left, right) => left - right)).toEqual([3, 9, 27]);
    expect(mostInformativeItems(bank, 0, 5, () => false)).toEqual([]);
  });
});
