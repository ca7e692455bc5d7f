import { describe, expect, it } from 'vitest';
import { buildSyntheticCatBank } from '../../fixtures/item-bank/synthetic-cat-bank';
import { bankItemInformation, prepareItemBank, type CatItem } from './item-bank';
import { itemInformation } from './irt-model';

const item = (
  id: string,
  a = 1,
  b = 0,
  c = 0.2,
  subject = 'Biology',
  topic = 'Enzymes',
): CatItem => ({
  id,
  subject,
  topic,
  parameters: { a, b, c },
});

describe('prepareItemBank', () => {
  it('indexes items by id, subject and topic', () => {
    const bank = prepareItemBank([
      item('q1'),
      item('q2', 1, 0, 0.2, 'Physics', 'Kinematics'),
      item('q3', 1, 0, 0.2, 'Biology', 'Cell Biology'),
    ]);
    expect(bank.indexById.get('q2')).toBe(1);
    expect([...bank.subjects.of]).toEqual([0, 1, 0]);
    expect([...bank.subjects.ids]).toEqual([
      ['Biology', 0],
      ['Physics', 1],
    ]);
    expect([...bank.topics.of]).toEqual([0, 1, 2]);
    expect(bank.topics.ids.get('Kinematics')).toBe(1);
    expect(bank.scaling).toBe(1.702);
    expect(bank.maxScaledA).toBeCloseTo(1.702, 12);
  });

  it('precomputes the information formula so the bank gives the same values as itemInformation', () => {
    const items = buildSyntheticCatBank(200);
    const bank = prepareItemBank(items);
    for (const theta of [-3.2, -0.7, 0, 1.15, 2.9]) {
      items.forEach((bankItem, index) => {
        expect(bankItemInformation(bank, index, theta)).toBeCloseTo(
          itemInformation(theta, bankItem.parameters),
          12,
        );
      });
    }
  });

  it('orders the items by information at every grid point, highest first', () => {
    const items = buildSyntheticCatBank(60);
    const bank = prepareItemBank(items);
    expect(bank.orderAtGrid).toHaveLength(81);
    for (const point of [0, 17, 40, 63, 80]) {
      const theta = -4 + point / 10;
      const order = [...bank.orderAtGrid[point]!];
      expect([...order].sort((left, right) => left - right)).toEqual([...items.keys()]);
      const informations = order.map((index) => itemInformation(theta, items[index]!.parameters));
      informations.forEach((information, position) => {
        expect(bank.informationAtGrid[point]![position]).toBeCloseTo(information, 12);
        if (position > 0) expect(information).toBeLessThanOrEqual(informations[position - 1]!);
      });
    }
  });

  it('accepts an empty bank', () => {
    const bank = prepareItemBank([]);
    expect(bank.maxScaledA).toBe(0);
    expect(bank.orderAtGrid[40]).toHaveLength(0);
  });

  it('refuses a bank it cannot use, naming the item', () => {
    expect(() => prepareItemBank([item('')])).toThrow('CAT item bank: item 0 has no id.');
    expect(() => prepareItemBank([item('q1'), item('q1')])).toThrow(
      'CAT item bank: item id q1 appears twice.',
    );
    expect(() => prepareItemBank([item('q1', -1)])).toThrow(
      /item q1: discrimination a must be a positive number/,
    );
  });
});
