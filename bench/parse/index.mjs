// parse: how long the product takes to read the text out of a resume (worker/src/parsing,
// extractResumeText in its warm thread pool), against poppler's pdftotext on the same PDF.
// The sample resumes are the shared fixtures; the goal is about the 2-page PDF.
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureOrExit } from '../lib/cleanup.mjs';
import { fmt, printTable, writeResults } from '../lib/report.mjs';
import { percentile } from '../lib/stats.mjs';
import { hasTool, loadExtraction, pdfPages, pdftotext, timeInTurns } from './measure.mjs';

const NAME = 'parse';
const FIXTURES = fileURLToPath(new URL('../../../shared/fixtures/resumes/', import.meta.url));
const SAMPLES = [
  { file: 'john_doe.pdf', kind: 'pdf' },
  { file: 'barry_allen_fe.pdf', kind: 'pdf' },
  // No pdftotext for Word files, and no other tool reads DOCX comparably: our time only.
  { file: 'chinmaya_shah.docx', kind: 'docx' },
];
// john_doe.pdf has 2 pages (pdfinfo), whatever the fixtures' README says.
const GOAL = { file: 'john_doe.pdf', maxP50Ms: 80 };
const COUNTS = { warmup: 5, runs: 30 };

async function measure() {
  const extract = await loadExtraction();
  const withPdftotext = await hasTool('pdftotext');
  if (!withPdftotext) {
    console.log(
      'pdftotext not found: apt-get install poppler-utils for the comparison; our times follow alone',
    );
  }
  const rows = [];
  for (const { file, kind } of SAMPLES) {
    const path = `${FIXTURES}${file}`;
    const buffer = await readFile(path);
    const ways = { ours: () => extract(buffer, kind) };
    if (kind === 'pdf' && withPdftotext) ways.pdftotext = () => pdftotext(path);
    const pages = kind === 'pdf' ? await pdfPages(path) : undefined;
    rows.push({ file, kind, pages, bytes: buffer.length, ...(await timeInTurns(ways, COUNTS)) });
  }
  return { rows, withPdftotext };
}

console.log(
  `${NAME}: ${SAMPLES.map((s) => s.file).join(', ')}; ${COUNTS.warmup} warm-up + ${COUNTS.runs} measured runs each`,
);
const figures = await measureOrExit(NAME, measure);

/** @param {{ ms: number[], chars: number }} t */
const stats = (t) => ({
  p50Ms: percentile(t.ms, 0.5),
  p99Ms: percentile(t.ms, 0.99),
  chars: t.chars,
  ms: t.ms,
});
const files = figures.rows.map(({ ours, pdftotext, ...sample }) => {
  const mine = stats(ours);
  const theirs = pdftotext ? stats(pdftotext) : undefined;
  return { ...sample, ours: mine, pdftotext: theirs, ratioP50: theirs && mine.p50Ms / theirs.p50Ms };
});

console.log('');
const label = (/** @type {(typeof files)[number]} */ f) =>
  `${f.file} (${f.pages === undefined ? `${f.kind}` : `${f.pages} page${f.pages === 1 ? '' : 's'}`})`;
printTable(
  ['target', 'runs', 'p50 ms', 'p99 ms', 'chars'],
  files.flatMap((f) =>
    [[`ours: ${label(f)}`, f.ours], ...(f.pdftotext ? [[`pdftotext: ${label(f)}`, f.pdftotext]] : [])].map(
      ([name, s]) => [name, s.ms.length, fmt(s.p50Ms, 1), fmt(s.p99Ms, 1), s.chars],
    ),
  ),
);
console.log('');
for (const f of files) {
  if (f.ratioP50 !== undefined)
    console.log(`ratio ours / pdftotext at p50, ${f.file}: ${f.ratioP50.toFixed(2)}`);
}

const target = files.find((f) => f.file === GOAL.file);
const p50 = target?.ours.p50Ms ?? Number.NaN;
const pass = p50 <= GOAL.maxP50Ms;
const file = await writeResults(NAME, {
  counts: COUNTS,
  goal: GOAL,
  pdftotext: figures.withPdftotext,
  files,
  pass,
});
console.log(`results written to ${relative(process.cwd(), file)}`);
const reference = target?.pdftotext
  ? ` pdftotext p50=${fmt(target.pdftotext.p50Ms, 1)} ms ratio=${target.ratioP50?.toFixed(2)}`
  : ' pdftotext n/a';
console.log(
  `${NAME}: ${target ? label(target) : GOAL.file} p50=${fmt(p50, 1)} ms${reference} (goal: p50 <= ${GOAL.maxP50Ms} ms) ${pass ? 'PASS' : 'FAIL'}`,
);
