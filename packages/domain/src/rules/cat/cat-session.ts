import { estimateAbilityEap } from './ability-estimate';
import { CatContentAttribute, resolveCatSettings, type CatSettings } from './cat-settings';
import { contentAreaOrder } from './content-balance';
import { isAtExposureCap, type CatExposure } from './exposure-control';
import type { CatItem, CatItemBank } from './item-bank';
import { itemInformation, type ItemParameters } from './irt-model';
import { mostInformativeItems, type RankedItem } from './item-selection';
import { CatStopReason, catStopReasonAfter } from './stopping-rule';

/** One answered item, as the server stores it: enough to show the result and to re-score it later. */
export interface CatStep {
  readonly itemId: string;
  readonly subject: string;
  readonly topic: string;
  /** The item's parameters when it was given (a snapshot: the bank may be recalibrated later). */
  readonly parameters: ItemParameters;
  /** θ̂ when the item was chosen, and the item's information there (what it was chosen for). */
  readonly thetaBefore: number;
  readonly information: number;
  /** The candidate's answer as the caller records it (an option id); the engine only reads `correct`. */
  readonly answer: string | null;
  readonly correct: boolean;
  /** θ̂ and its standard error after this answer. */
  readonly theta: number;
  readonly standardError: number;
}

/** A CAT attempt as plain data: JSON-safe, so it can be stored after every step and resumed anywhere. */
export interface CatSession {
  readonly settings: CatSettings;
  readonly steps: readonly CatStep[];
  /** The current θ̂ and SE: the prior's (0, ~1) before the first answer. */
  readonly theta: number;
  readonly standardError: number;
  /** Null while the test goes on. */
  readonly stopReason: CatStopReason | null;
}

/** Starts a session with the test's settings over the defaults (checked: a bad setting throws). */
export function createCatSession(settings: Partial<CatSettings> = {}): CatSession {
  const { theta, standardError } = estimateAbilityEap([]);
  return {
    settings: resolveCatSettings(settings),
    steps: [],
    theta,
    standardError,
    stopReason: null,
  };
}

export type CatSelection =
  | {
      readonly kind: 'item';
      readonly item: CatItem;
      readonly information: number;
      readonly shortlist: readonly RankedItem[];
    }
  | { readonly kind: 'stop'; readonly reason: CatStopReason };

export interface CatSelectionContext {
  /** Exposure so far; null before any exposure is tracked (no cap applies). */
  readonly exposure: CatExposure | null;
  /** A uniform [0, 1) generator: injected so a seeded one makes sessions reproducible. */
  readonly random: () => number;
}

const areaOf = (item: { subject: string; topic: string }, attribute: CatContentAttribute) =>
  attribute === CatContentAttribute.subject ? item.subject : item.topic;

/**
 * The next item for a session, or why it must stop. Content balancing picks the area furthest
 * behind its target and maximum information picks within it (the next area if that one has nothing
 * left); for the first `randomesqueItems` items the choice is random among the `randomesqueSize`
 * most informative. Items already given and items at their exposure cap are never chosen; when
 * nothing is left the answer is a stop with `itemBankExhausted` (end the session with `stopCatSession`).
 */
export function selectNextCatItem(
  bank: CatItemBank,
  session: CatSession,
  context: CatSelectionContext,
): CatSelection {
  if (session.stopReason) return { kind: 'stop', reason: session.stopReason };
  const { settings, steps, theta } = session;
  const given = new Set(steps.map((step) => step.itemId));
  const isEligible = (index: number) => {
    const id = bank.items[index]!.id;
    return !given.has(id) && !isAtExposureCap(id, context.exposure, settings.exposureCap);
  };
  const shortlistSize = steps.length < settings.randomesqueItems ? settings.randomesqueSize : 1;
  const shortlist = shortlistFor(bank, session, theta, shortlistSize, isEligible);
  if (shortlist.length === 0) return { kind: 'stop', reason: CatStopReason.itemBankExhausted };
  const chosen =
    shortlist[Math.min(shortlist.length - 1, Math.floor(context.random() * shortlist.length))]!;
  return {
    kind: 'item',
    item: bank.items[chosen.index]!,
    information: chosen.information,
    shortlist,
  };
}

function shortlistFor(
  bank: CatItemBank,
  session: CatSession,
  theta: number,
  size: number,
  isEligible: (index: number) => boolean,
): RankedItem[] {
  const balance = session.settings.contentBalance;
  if (!balance) return mostInformativeItems(bank, theta, size, isEligible);
  const counts = new Map<string, number>();
  for (const step of session.steps) {
    const area = areaOf(step, balance.attribute);
    counts.set(area, (counts.get(area) ?? 0) + 1);
  }
  const areas = balance.attribute === CatContentAttribute.subject ? bank.subjects : bank.topics;
  for (const area of contentAreaOrder(balance.targets, counts, session.steps.length)) {
    const id = areas.ids.get(area);
    if (id === undefined) continue;
    const shortlist = mostInformativeItems(bank, theta, size, isEligible, { of: areas.of, id });
    if (shortlist.length > 0) return shortlist;
  }
  return [];
}

export interface CatAnswer {
  readonly item: CatItem;
  readonly answer: string | null;
  /** Decided by the caller against the answer key; the engine never sees the key. */
  readonly correct: boolean;
}

/**
 * The session after one more answer: the step is appended with the item's parameters as they are
 * now, θ̂ and SE are re-estimated by EAP from every step's snapshot, and the stop rule is applied.
 * Throws when the session has stopped or the item was already answered (a server bug, not a
 * candidate's mistake: the server only records the item it served).
 */
export function recordCatAnswer(
  session: CatSession,
  { item, answer, correct }: CatAnswer,
): CatSession {
  if (session.stopReason)
    throw new Error(
      `CAT session has stopped (${session.stopReason}); no more answers are recorded.`,
    );
  if (session.steps.some((step) => step.itemId === item.id)) {
    throw new Error(`CAT item ${item.id} was already answered in this session.`);
  }
  const parameters = { a: item.parameters.a, b: item.parameters.b, c: item.parameters.c };
  const responses = [...session.steps, { parameters, correct }];
  const { theta, standardError } = estimateAbilityEap(responses);
  const step: CatStep = {
    itemId: item.id,
    subject: item.subject,
    topic: item.topic,
    parameters,
    thetaBefore: session.theta,
    information: itemInformation(session.theta, parameters),
    answer,
    correct,
    theta,
    standardError,
  };
  const steps = [...session.steps, step];
  return {
    ...session,
    steps,
    theta,
    standardError,
    stopReason: catStopReasonAfter(steps.length, standardError, session.settings),
  };
}

/** Ends a session early, e.g. with `itemBankExhausted` from `selectNextCatItem`. */
export function stopCatSession(session: CatSession, reason: CatStopReason): CatSession {
  return session.stopReason ? session : { ...session, stopReason: reason };
}
