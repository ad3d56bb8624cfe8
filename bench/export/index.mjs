// export: GET /api/user/export of an account with 5,000 documents against one with 50 (and
// 2,500, to see the slope): download time and the server process's peak resident memory, each
// size on a fresh server warmed up alike. Goal (issue 14): the peak grows by under 20 MB from
// the 50-document account to the 5,000-document one, and time grows no faster than linearly
// with the account: 5,000 documents take at most 2.5 × as long as 2,500 (twice is linear; a
// query per page that rescanned the account, OFFSET-style, would make it about 4 ×).
import { relative } from 'node:path';
import { measureOrExit } from '../lib/cleanup.mjs';
import { fmt, printTable, writeResults } from '../lib/report.mjs';
import { measure, RUNS, SIZES } from './measure.mjs';

const NAME = 'export';
const GOAL = { maxPeakGrowthMb: 20, maxTimeRatio: 2.5 };

console.log(
  `${NAME}: accounts of ${SIZES.join(', ')} documents, ${RUNS} downloads each, one fresh server per size`,
);
const figures = await measureOrExit(NAME, measure);
const bySize = new Map(figures.sizes.map((s) => [s.documents, s]));
const small = bySize.get(SIZES[0]);
const middle = bySize.get(SIZES[1]);
const large = bySize.get(SIZES[2]);
if (!small || !middle || !large) throw new Error('a size is missing from the figures');

console.log(`seeded ${fmt(figures.documents)} documents in ${fmt(figures.seedMs)} ms\n`);
printTable(
  [
    'documents',
    'file MB',
    'median ms',
    'min ms',
    'ms / 1,000 docs',
    'RSS before MB',
    'peak RSS MB',
    'growth MB',
  ],
  figures.sizes.map((s) => [
    fmt(s.documents),
    fmt(s.mb, 1),
    s.medianMs,
    s.minMs,
    fmt((s.medianMs / s.documents) * 1000, 1),
    fmt(s.rssBeforeMb, 1),
    fmt(s.peakRssMb, 1),
    fmt(s.growthMb, 1),
  ]),
);

const peakGrowthMb = large.peakRssMb - small.peakRssMb;
const slope = large.medianMs / middle.medianMs;
const memoryPass = peakGrowthMb < GOAL.maxPeakGrowthMb;
const timePass = slope <= GOAL.maxTimeRatio;
console.log(`\npeak RSS, 5,000 documents vs 50: ${fmt(peakGrowthMb, 1)} MB more`);
console.log(
  `time, 5,000 vs 2,500 documents: ×${slope.toFixed(2)}; 5,000 vs 50: ×${(large.medianMs / small.medianMs).toFixed(1)}`,
);

const file = await writeResults(NAME, {
  goal: GOAL,
  runs: RUNS,
  ...figures,
  peakGrowthMb,
  slope,
  pass: { memoryPass, timePass },
});
console.log(`results written to ${relative(process.cwd(), file)}`);
console.log(
  `export-memory: growth=${fmt(peakGrowthMb, 1)} MB (goal: < ${GOAL.maxPeakGrowthMb} MB) ${memoryPass ? 'PASS' : 'FAIL'}`,
);
console.log(
  `export-time: ratio(5000/2500)=${slope.toFixed(2)} (goal: <= ${GOAL.maxTimeRatio}, 2 = linear) ${timePass ? 'PASS' : 'FAIL'}`,
);
