// generation: what the product adds to the model's own time. A fake model with a fixed pace is
// called directly (the baseline: model time) and through full generations (start → watch →
// done, built server + one worker), at 1 and 20 at a time. The figures are ratios to the model
// time of the same run, plus the delay from the model's first token to the subscriber's.
import { relative } from 'node:path';
import { measureOrExit } from '../lib/cleanup.mjs';
import { fmt, printTable, writeResults } from '../lib/report.mjs';
import { percentile } from '../lib/stats.mjs';
import { LEVELS, MODEL, measure } from './measure.mjs';

const NAME = 'generation';
const GOAL = {
  maxOverheadP50: 1.03,
  maxOverheadP99: 1.08,
  maxFirstTokenDelayP50Ms: 50,
  /** Issue 11: both documents at once take at most this many times one document's time. */
  maxBothOverOne: 1.15,
};

console.log(
  `${NAME}: fake model ${MODEL.firstTokenMs} ms to first token, then ${MODEL.tokens} tokens at ` +
    `${MODEL.tokensPerSecond}/s; direct calls vs start → watch → done, ` +
    LEVELS.map((l) => `${l.rounds} round(s) of ${l.concurrency}`).join(' and '),
);
const { results, pair } = await measureOrExit(NAME, measure);

/** p50/p99 of every per-call duration (ms). */
const summarise = (/** @type {Record<string, number>[]} */ samples) =>
  Object.fromEntries(
    Object.keys(samples[0] ?? {}).map((key) => {
      const values = samples.map((s) => /** @type {number} */ (s[key]));
      return [key, { p50: percentile(values, 0.5), p99: percentile(values, 0.99) }];
    }),
  );

const levels = results.map(({ concurrency, rounds, direct, product }) => {
  const d = summarise(direct);
  const p = summarise(product);
  return {
    concurrency,
    rounds,
    direct: d,
    product: p,
    overheadP50: p.totalMs.p50 / d.totalMs.p50,
    overheadP99: p.totalMs.p99 / d.totalMs.p99,
  };
});

console.log('');
printTable(
  [
    'target',
    'calls',
    'p50 ms',
    'p99 ms',
    '1st-token delay p50 ms',
    'p99 ms',
    'start→model p50 ms',
    'last token→done p50 ms',
  ],
  results.flatMap(({ concurrency, direct, product }, i) =>
    [
      [`model directly x${concurrency}`, direct, levels[i]?.direct],
      [`product start→done x${concurrency}`, product, levels[i]?.product],
    ].map(([label, samples, s]) => [
      label,
      samples.length,
      fmt(s.totalMs.p50),
      fmt(s.totalMs.p99),
      fmt(s.firstTokenDelayMs.p50, 1),
      fmt(s.firstTokenDelayMs.p99, 1),
      fmt(s.beforeModelMs.p50, 1),
      fmt(s.afterModelMs.p50, 1),
    ]),
  ),
);
console.log('');
for (const l of levels) {
  console.log(
    `overhead end-to-end / model time x${l.concurrency}: p50 ${l.overheadP50.toFixed(3)}, p99 ${l.overheadP99.toFixed(3)}`,
  );
}

const oneP50 = percentile(pair.one, 0.5);
const bothP50 = percentile(pair.both, 0.5);
const bothOverOne = bothP50 / oneP50;
console.log(
  `both documents vs one (x1, ${pair.one.length} each): one p50 ${fmt(oneP50)} ms, both p50 ${fmt(bothP50)} ms, ` +
    `ratio ${bothOverOne.toFixed(3)} (goal <= ${GOAL.maxBothOverOne})`,
);

// The goals hold at every concurrency, so the summary reports the worse of the levels.
const overheadP50 = Math.max(...levels.map((l) => l.overheadP50));
const overheadP99 = Math.max(...levels.map((l) => l.overheadP99));
const delayP50 = Math.max(...levels.map((l) => l.product.firstTokenDelayMs.p50));
const pass =
  overheadP50 <= GOAL.maxOverheadP50 &&
  overheadP99 <= GOAL.maxOverheadP99 &&
  delayP50 <= GOAL.maxFirstTokenDelayP50Ms &&
  bothOverOne <= GOAL.maxBothOverOne;

const file = await writeResults(NAME, {
  model: MODEL,
  goal: GOAL,
  levels,
  samples: results,
  both: { oneP50, bothP50, bothOverOne, samples: pair },
  pass,
});
console.log(`results written to ${relative(process.cwd(), file)}`);
console.log(
  `${NAME}: overhead p50=${overheadP50.toFixed(3)} p99=${overheadP99.toFixed(3)} firstTokenDelay p50=${Math.round(delayP50)} ms both/one=${bothOverOne.toFixed(3)}` +
    ` (goal: p50 <= ${GOAL.maxOverheadP50}, p99 <= ${GOAL.maxOverheadP99}, delay <= ${GOAL.maxFirstTokenDelayP50Ms} ms, both/one <= ${GOAL.maxBothOverOne};` +
    ` worst of x${LEVELS.map((l) => l.concurrency).join(' and x')}) ${pass ? 'PASS' : 'FAIL'}`,
);
