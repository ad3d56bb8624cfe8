// priority: Pro's "Priority AI processing" (issue 29). 20 free-trial generations are queued on a
// worker with one generation slot against a fake model of fixed pace; a Pro generation started
// later must start (reach the model) within the time of one generation, not behind the line.
import { relative } from 'node:path';
import { measureOrExit } from '../lib/cleanup.mjs';
import { fmt, printTable, writeResults } from '../lib/report.mjs';
import { percentile } from '../lib/stats.mjs';
import { MODEL, measure, PRO_JOINS_DURING, TRIAL_GENERATIONS } from './measure.mjs';

const NAME = 'priority';
/** Pro's wait for the model ÷ one generation's time. */
const GOAL = { maxProWaitOverOne: 1 };

console.log(
  `${NAME}: fake model ${MODEL.firstTokenMs} ms to first token, then ${MODEL.tokens} tokens at ` +
    `${MODEL.tokensPerSecond}/s; one worker slot; ${TRIAL_GENERATIONS} free-trial generations queued, ` +
    `a Pro generation started halfway through the ${PRO_JOINS_DURING}rd`,
);
const { pro, trials, seen } = await measureOrExit(NAME, measure);

/** When the model received each measured call, in order: the queue's order of service. */
const arrivals = [...trials, pro]
  .map((t) => ({
    marker: t.marker,
    startedAt: t.startedAt,
    receivedAt: seen[t.marker]?.receivedAt ?? Number.NaN,
  }))
  .sort((a, b) => a.receivedAt - b.receivedAt);
// One slot: a generation holds it from its model call to the next one's. The median of those
// gaps is one generation's time as the queue serves it (model time plus the product's share).
const gaps = arrivals.slice(1).map((a, i) => a.receivedAt - (arrivals[i]?.receivedAt ?? Number.NaN));
const oneGenerationMs = percentile(gaps, 0.5);
const proArrival = arrivals.find((a) => a.marker === pro.marker);
const proWaitMs = (proArrival?.receivedAt ?? Number.NaN) - pro.startedAt;
const proPlace = arrivals.findIndex((a) => a.marker === pro.marker) + 1;
// Free-trial generations the model received after Pro was started and before Pro: should be none.
const overtook = arrivals.filter(
  (a) =>
    a.marker !== pro.marker && a.receivedAt > pro.startedAt && a.receivedAt < (proArrival?.receivedAt ?? 0),
).length;
const trialWaits = trials.map((t) => (seen[t.marker]?.receivedAt ?? Number.NaN) - t.startedAt);
const ratio = proWaitMs / oneGenerationMs;

console.log('');
printTable(
  ['figure', 'value'],
  [
    ['one generation (median gap between model calls) ms', fmt(oneGenerationMs)],
    ['Pro: start → model ms', fmt(proWaitMs)],
    ['Pro: place in the order of service', `${proPlace} of ${arrivals.length}`],
    ['free-trial generations served between Pro start and Pro', overtook],
    ['free-trial: longest start → model ms', fmt(Math.max(...trialWaits))],
  ],
);
const pass = ratio <= GOAL.maxProWaitOverOne && overtook === 0;
const file = await writeResults(NAME, {
  model: MODEL,
  goal: GOAL,
  oneGenerationMs,
  proWaitMs,
  ratio,
  proPlace,
  overtook,
  arrivals,
  trialWaits,
  pass,
});
console.log(`results written to ${relative(process.cwd(), file)}`);
console.log(
  `${NAME}: Pro wait / one generation=${ratio.toFixed(2)} (${fmt(proWaitMs)} ms / ${fmt(oneGenerationMs)} ms, ` +
    `place ${proPlace} of ${arrivals.length}, ${overtook} overtaken) (goal: <= ${GOAL.maxProWaitOverOne}, none overtaken) ${pass ? 'PASS' : 'FAIL'}`,
);
