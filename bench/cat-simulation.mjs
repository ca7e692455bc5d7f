#!/usr/bin/env node
// The adaptive testing (CAT) engine of packages/domain, in two parts.
// 1. Measurement quality on the demo item bank: 500 simulated candidates with θ ~ N(0, 1) sit the
//    demo CAT one after another (default settings: SE <= 0.30 or 30 items, at least 10; randomesque
//    among 5 for the first 5 items; exposure cap 0.25; content targets by subject). Each answer is
//    drawn from the 3PL model at the candidate's true θ. Reports bias and RMSE of the final θ̂, test
//    length, stop reasons, the highest item exposure rate against the cap, and the largest
//    content-balance deviation (it must stay within ±1 item of the targets).
// 2. Engine compute time on a synthetic 10,000-item bank: the time of every next-item selection
//    (and of every answer's EAP update) over many simulated sessions, median and p99, after a warm-up.
// Everything is seeded, so the quality figures are identical on every run; the timings depend on the
// machine (the 1-minute load average at start is recorded with them). Writes
// bench/results/cat-simulation.json. Exits 1 only if the exposure cap or the content balance is broken.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const here = dirname(fileURLToPath(import.meta.url));
const domain = await import('../packages/domain/src/index.ts');
const fixtures = await import('../packages/domain/src/fixtures/index.ts');
const {
  prepareItemBank,
  createCatSession,
  selectNextCatItem,
  recordCatAnswer,
  stopCatSession,
  itemProbability,
  contentBalanceDeviation,
  DEFAULT_CAT_SETTINGS,
} = domain;
const { demoItemBank, demoCatContentTargets, buildSyntheticCatBank, seededRandom } = fixtures;

const loadAverageAtStart = Number(loadavg()[0].toFixed(2));
const CANDIDATES = Number(process.env.BENCH_CAT_CANDIDATES ?? 500);
const TIMING_SESSIONS = Number(process.env.BENCH_CAT_TIMING_SESSIONS ?? 600);
const WARM_UP_SESSIONS = 100;
const settings = { contentBalance: { attribute: 'subject', targets: [...demoCatContentTargets] } };

/** Standard normal draws from a seeded uniform generator (Box-Muller). */
const normalFrom = (random) => () =>
  Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const round = (value, digits = 3) => Number(value.toFixed(digits));

/**
 * One candidate's session, sessions run one after another as they would in production; `timings`
 * (when given) collects the milliseconds of each selection and each answer update.
 */
function runSession(bank, sessionSettings, trueTheta, random, exposure, timings) {
  let session = createCatSession(sessionSettings);
  for (;;) {
    const selectStarted = process.hrtime.bigint();
    const selection = selectNextCatItem(bank, session, { exposure, random });
    if (timings) timings.select.push(Number(process.hrtime.bigint() - selectStarted) / 1e6);
    if (selection.kind === 'stop') return stopCatSession(session, selection.reason);
    const correct = random() < itemProbability(trueTheta, selection.item.parameters);
    const recordStarted = process.hrtime.bigint();
    session = recordCatAnswer(session, {
      item: selection.item,
      answer: correct ? 'key' : 'other',
      correct,
    });
    if (timings) timings.record.push(Number(process.hrtime.bigint() - recordStarted) / 1e6);
    if (session.stopReason) return session;
  }
}

// Part 1: quality on the demo bank.
const demoBank = prepareItemBank(demoItemBank);
const random = seededRandom(20261121);
const drawTheta = normalFrom(seededRandom(7));
const administrations = {};
const outcomes = [];
for (let index = 0; index < CANDIDATES; index += 1) {
  const trueTheta = drawTheta();
  const session = runSession(
    demoBank,
    settings,
    trueTheta,
    random,
    { sessions: index, administrations },
    null,
  );
  for (const step of session.steps)
    administrations[step.itemId] = (administrations[step.itemId] ?? 0) + 1;
  const counts = new Map();
  for (const step of session.steps) counts.set(step.subject, (counts.get(step.subject) ?? 0) + 1);
  outcomes.push({
    trueTheta,
    theta: session.theta,
    standardError: session.standardError,
    length: session.steps.length,
    stopReason: session.stopReason,
    contentDeviation: contentBalanceDeviation(demoCatContentTargets, counts, session.steps.length),
  });
}
const errors = outcomes.map((outcome) => outcome.theta - outcome.trueTheta);
const lengths = outcomes.map((outcome) => outcome.length).sort((a, b) => a - b);
const stopReasons = {};
for (const outcome of outcomes)
  stopReasons[outcome.stopReason] = (stopReasons[outcome.stopReason] ?? 0) + 1;
const exposureCounts = Object.values(administrations);
const maxExposureRate = Math.max(...exposureCounts) / CANDIDATES;
const itemsOverCap = exposureCounts.filter(
  (count) => count > DEFAULT_CAT_SETTINGS.exposureCap * CANDIDATES,
).length;
const maxContentDeviation = Math.max(...outcomes.map((outcome) => outcome.contentDeviation));
const band = (label, low, high) => {
  const inBand = outcomes.filter((outcome) => outcome.trueTheta >= low && outcome.trueTheta < high);
  const bandErrors = inBand.map((outcome) => outcome.theta - outcome.trueTheta);
  return {
    trueTheta: label,
    candidates: inBand.length,
    bias: round(mean(bandErrors)),
    rmse: round(Math.sqrt(mean(bandErrors.map((error) => error * error)))),
    meanLength: round(mean(inBand.map((outcome) => outcome.length)), 1),
  };
};
const quality = {
  candidates: CANDIDATES,
  bankItems: demoItemBank.length,
  settings: { ...DEFAULT_CAT_SETTINGS, ...settings },
  bias: round(mean(errors)),
  rmse: round(Math.sqrt(mean(errors.map((error) => error * error)))),
  meanReportedStandardError: round(mean(outcomes.map((outcome) => outcome.standardError))),
  correlation: round(
    (() => {
      const trueMean = mean(outcomes.map((outcome) => outcome.trueTheta));
      const estimateMean = mean(outcomes.map((outcome) => outcome.theta));
      const covariance = mean(
        outcomes.map((outcome) => (outcome.trueTheta - trueMean) * (outcome.theta - estimateMean)),
      );
      const trueSd = Math.sqrt(
        mean(outcomes.map((outcome) => (outcome.trueTheta - trueMean) ** 2)),
      );
      const estimateSd = Math.sqrt(
        mean(outcomes.map((outcome) => (outcome.theta - estimateMean) ** 2)),
      );
      return covariance / (trueSd * estimateSd);
    })(),
  ),
  meanTestLength: round(mean(lengths), 2),
  testLength: { min: lengths[0], median: quantile(lengths, 0.5), max: lengths.at(-1) },
  stopReasons,
  exposure: {
    cap: DEFAULT_CAT_SETTINGS.exposureCap,
    maxExposureRate: round(maxExposureRate),
    itemsOverCap,
    itemsUsed: exposureCounts.length,
  },
  contentBalance: {
    targets: demoCatContentTargets,
    maxDeviationItems: round(maxContentDeviation),
    sessionsWithinOneItem: outcomes.filter((outcome) => outcome.contentDeviation <= 1 + 1e-9)
      .length,
  },
  byTrueTheta: [
    band('θ < −1', -Infinity, -1),
    band('−1 ≤ θ < 0', -1, 0),
    band('0 ≤ θ < 1', 0, 1),
    band('θ ≥ 1', 1, Infinity),
  ],
};

// Part 2: compute time on a synthetic 10,000-item bank.
const preparedAt = process.hrtime.bigint();
const largeBank = prepareItemBank(buildSyntheticCatBank(10_000, 11));
const prepareMs = Number(process.hrtime.bigint() - preparedAt) / 1e6;
const timingRandom = seededRandom(99);
const timingTheta = normalFrom(seededRandom(13));
const largeAdministrations = {};
const timings = { select: [], record: [] };
const largeTargets = [
  { area: 'Biology', proportion: 0.4 },
  { area: 'Chemistry', proportion: 0.25 },
  { area: 'Physics', proportion: 0.25 },
  { area: 'English', proportion: 0.1 },
];
for (let index = 0; index < WARM_UP_SESSIONS + TIMING_SESSIONS; index += 1) {
  if (index === WARM_UP_SESSIONS) {
    timings.select.length = 0;
    timings.record.length = 0;
  }
  // Half the sessions balance content by subject, half draw on the whole bank.
  const sessionSettings =
    index % 2 === 0 ? { contentBalance: { attribute: 'subject', targets: largeTargets } } : {};
  const session = runSession(
    largeBank,
    sessionSettings,
    timingTheta(),
    timingRandom,
    { sessions: index, administrations: largeAdministrations },
    timings,
  );
  for (const step of session.steps)
    largeAdministrations[step.itemId] = (largeAdministrations[step.itemId] ?? 0) + 1;
}
const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    calls: sorted.length,
    medianMs: round(quantile(sorted, 0.5), 4),
    p90Ms: round(quantile(sorted, 0.9), 4),
    p99Ms: round(quantile(sorted, 0.99), 4),
    maxMs: round(sorted.at(-1), 3),
  };
};
const timing = {
  bankItems: 10_000,
  prepareBankMs: round(prepareMs, 1),
  sessions: TIMING_SESSIONS,
  warmUpSessions: WARM_UP_SESSIONS,
  selectNextItem: summary(timings.select),
  recordAnswer: summary(timings.record),
};

console.log(
  `### Quality: ${CANDIDATES} simulated candidates, θ ~ N(0, 1), demo bank of ${demoItemBank.length} items\n`,
);
console.log('| figure | value |');
console.log('|---|---:|');
console.log(`| bias of final θ̂ | ${quality.bias} |`);
console.log(`| RMSE of final θ̂ | ${quality.rmse} |`);
console.log(`| mean reported SE | ${quality.meanReportedStandardError} |`);
console.log(`| correlation θ̂, θ | ${quality.correlation} |`);
console.log(
  `| mean test length | ${quality.meanTestLength} (min ${quality.testLength.min}, median ${quality.testLength.median}, max ${quality.testLength.max}) |`,
);
console.log(
  `| stop reasons | ${Object.entries(stopReasons)
    .map(([reason, count]) => `${reason} ${count}`)
    .join(', ')} |`,
);
console.log(
  `| max item exposure rate (cap ${quality.exposure.cap}) | ${quality.exposure.maxExposureRate} (${itemsOverCap} items over the cap; ${quality.exposure.itemsUsed} of ${demoItemBank.length} items used) |`,
);
console.log(
  `| max content deviation (items) | ${quality.contentBalance.maxDeviationItems} (${quality.contentBalance.sessionsWithinOneItem}/${CANDIDATES} sessions within ±1) |`,
);
console.log('\n| true θ | candidates | bias | RMSE | mean length |');
console.log('|---|---:|---:|---:|---:|');
for (const row of quality.byTrueTheta)
  console.log(
    `| ${row.trueTheta} | ${row.candidates} | ${row.bias} | ${row.rmse} | ${row.meanLength} |`,
  );
console.log(
  `\n### Compute time, synthetic bank of 10,000 items (prepared once in ${timing.prepareBankMs} ms)\n`,
);
console.log('| call | calls | median (ms) | p90 (ms) | p99 (ms) | max (ms) |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const [name, row] of [
  ['selectNextCatItem', timing.selectNextItem],
  ['recordCatAnswer (EAP)', timing.recordAnswer],
]) {
  console.log(
    `| ${name} | ${row.calls} | ${row.medianMs} | ${row.p90Ms} | ${row.p99Ms} | ${row.maxMs} |`,
  );
}
const p99Verdict = timing.selectNextItem.p99Ms <= 1 ? 'within' : 'outside';
console.log(
  `\nNext-item selection p99 ${p99Verdict} the 1 ms budget (load average ${loadAverageAtStart} at start on ${cpus().length} cores).`,
);

mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(
  join(here, 'results', 'cat-simulation.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), quality, timing, cores: cpus().length, loadAverageAtStart, node: process.version }, null, 2)}\n`,
);

const broken = [];
if (itemsOverCap > 0) broken.push(`${itemsOverCap} items exceeded the exposure cap`);
if (maxContentDeviation > 1 + 1e-9)
  broken.push(`content deviation reached ${round(maxContentDeviation)} items`);
if (broken.length > 0) {
  console.error(`\nFAILED: ${broken.join('; ')}.`);
  process.exit(1);
}
