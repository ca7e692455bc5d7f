import { IRT_SCALING_D, itemParametersProblem, type ItemParameters } from './irt-model';

/** An item as the engine sees it: its id, where it belongs, and its calibrated parameters. */
export interface CatItem {
  readonly id: string;
  readonly subject: string;
  readonly topic: string;
  readonly parameters: ItemParameters;
}

/**
 * A bank made ready for fast selection: the parameters in flat typed arrays (one index per item)
 * with the per-item constants of the information formula worked out once, and item index lists per
 * subject and per topic. Build it once per bank (the server caches it) and reuse it for every
 * candidate: next-item selection then costs one exp() per item it looks at.
 */
export interface CatItemBank {
  readonly items: readonly CatItem[];
  readonly indexById: ReadonlyMap<string, number>;
  /** D·a per item. */
  readonly scaledA: Float64Array;
  readonly b: Float64Array;
  readonly c: Float64Array;
  /** (D·a)²·(1 − c) per item: with L the 2PL curve, I(θ) = this · L²·(1 − L) / P (irt-model.ts). */
  readonly informationScale: Float64Array;
  /** Every item index, for a test without content balancing. */
  readonly allItems: Int32Array;
  readonly itemsBySubject: ReadonlyMap<string, Int32Array>;
  readonly itemsByTopic: ReadonlyMap<string, Int32Array>;
  readonly scaling: number;
}

const groupIndices = (items: readonly CatItem[], key: (item: CatItem) => string) => {
  const groups = new Map<string, number[]>();
  items.forEach((item, index) => {
    const group = groups.get(key(item));
    if (group) group.push(index);
    else groups.set(key(item), [index]);
  });
  return new Map([...groups].map(([name, indices]) => [name, Int32Array.from(indices)]));
};

/** Checks and indexes a bank; throws an Error naming the first bad item (empty id, duplicate id, bad parameters). */
export function prepareItemBank(items: readonly CatItem[]): CatItemBank {
  const scaling = IRT_SCALING_D;
  const indexById = new Map<string, number>();
  const count = items.length;
  const scaledA = new Float64Array(count);
  const b = new Float64Array(count);
  const c = new Float64Array(count);
  const informationScale = new Float64Array(count);
  items.forEach((item, index) => {
    if (!item.id) throw new Error(`CAT item bank: item ${index} has no id.`);
    if (indexById.has(item.id)) throw new Error(`CAT item bank: item id ${item.id} appears twice.`);
    const problem = itemParametersProblem(item.parameters);
    if (problem) throw new Error(`CAT item bank: item ${item.id}: ${problem}.`);
    indexById.set(item.id, index);
    scaledA[index] = scaling * item.parameters.a;
    b[index] = item.parameters.b;
    c[index] = item.parameters.c;
    informationScale[index] = scaledA[index]! * scaledA[index]! * (1 - item.parameters.c);
  });
  return {
    items,
    indexById,
    scaledA,
    b,
    c,
    informationScale,
    allItems: Int32Array.from(items.keys()),
    itemsBySubject: groupIndices(items, (item) => item.subject),
    itemsByTopic: groupIndices(items, (item) => item.topic),
    scaling,
  };
}

/** Fisher information of bank item `index` at θ (the same value as `itemInformation`, from the precomputed arrays). */
export function bankItemInformation(bank: CatItemBank, index: number, theta: number): number {
  const logistic = 1 / (1 + Math.exp(-bank.scaledA[index]! * (theta - bank.b[index]!)));
  const c = bank.c[index]!;
  return (
    (bank.informationScale[index]! * logistic * logistic * (1 - logistic)) /
    (c + (1 - c) * logistic)
  );
}
