import { describe, expect, it } from 'vitest';
import { buildSyntheticCatBank } from '../../fixtures/item-bank/synthetic-cat-bank';
import { prepareItemBank } from './item-bank';
import { itemInformation } from './irt-model';
import { mostInformativeItems } from './item-selection';

const items = buildSyntheticCatBank(400, 7);
const bank = prepareItemBank(items);

/** Brute force: every item's information at θ, highest first. */
const byInformation = (theta: number, accept: (index: number) => boolean = () => true) =>
  items
    .map((item, index) => ({ index, information: itemInformation(theta, item.parameters) }))
    .filter(({ index }) => accept(index))
    .sort((left, right) => right.information - left.information);

describe('mostInformativeItems', () => {
  it('returns the maximum-information item at θ, checked against every item', () => {
    for (const theta of [-2.5, -1, 0, 0.35, 1.8]) {
      const [best] = mostInformativeItems(bank, bank.allItems, theta, 1, () => true);
      expect(best!.index).toBe(byInformation(theta)[0]!.index);
      expect(best!.information).toBeCloseTo(byInformation(theta)[0]!.information, 12);
    }
  });

  it('returns the top `count` in order', () => {
    const top = mostInformativeItems(bank, bank.allItems, 0.4, 5, () => true);
    expect(top.map((entry) => entry.index)).toEqual(
      byInformation(0.4)
        .slice(0, 5)
        .map((entry) => entry.index),
    );
  });

  it('passes over ineligible items and asks only about items that would make the list', () => {
    const asked: number[] = [];
    const even = (index: number) => {
      asked.push(index);
      return index % 2 === 0;
    };
    const top = mostInformativeItems(bank, bank.allItems, -0.6, 3, even);
    expect(top.map((entry) => entry.index)).toEqual(
      byInformation(-0.6, (index) => index % 2 === 0)
        .slice(0, 3)
        .map((entry) => entry.index),
    );
    expect(asked.length).toBeLessThan(items.length / 4);
  });

  it('looks only at the candidates given and returns fewer when fewer are eligible', () => {
    const candidates = Int32Array.from([3, 9, 27]);
    const top = mostInformativeItems(bank, candidates, 0, 5, (index) => index !== 9);
    expect(top.map((entry) => entry.index).sort((left, right) => left - right)).toEqual([3, 27]);
    expect(mostInformativeItems(bank, candidates, 0, 5, () => false)).toEqual([]);
  });
});
