// fact-check: the ATS report's invented-claim guard (shared/src/report, issue 28) on its held-out
// corpus (shared/src/report/fact-check.corpus.ts): how many planted inventions it flags and how
// many true facts written differently it wrongly flags, per case, per kind and in total.
// The shared sources are imported through tsx, so the figures are always those of the checkout
// as it stands (no build needed, no database, no Redis).
import { relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { measureOrExit } from '../lib/cleanup.mjs';
import { fmt, printTable, writeResults } from '../lib/report.mjs';

const NAME = 'fact-check';
const FIGURES = fileURLToPath(new URL('../../shared/src/report/fact-check-figures.ts', import.meta.url));
const CORPUS_1 = fileURLToPath(new URL('../../shared/src/report/fact-check.corpus.ts', import.meta.url));
const CORPUS_2 = fileURLToPath(new URL('../../shared/src/report/fact-check.corpus-2.ts', import.meta.url));

const pct = (/** @type {number} */ flagged, /** @type {number} */ planted) =>
  planted === 0 ? '-' : fmt((flagged / planted) * 100, 1);

async function measure() {
  const { scoreFactCheck, factCheckSummary, factCheckMisses } = await tsImport(
    pathToFileURL(FIGURES).href,
    import.meta.url,
  );
  const load = (/** @type {string} */ file) => tsImport(pathToFileURL(file).href, import.meta.url);
  const { FACT_CHECK_CORPUS } = await load(CORPUS_1);
  const { FACT_CHECK_CORPUS_2 } = await load(CORPUS_2);
  const started = performance.now();
  // Both held-out corpora together; each one's own line is printed too.
  const figures = scoreFactCheck([...FACT_CHECK_CORPUS, ...FACT_CHECK_CORPUS_2]);
  const ms = performance.now() - started;
  const each = [
    ['corpus 1', scoreFactCheck(FACT_CHECK_CORPUS)],
    ['corpus 2', scoreFactCheck(FACT_CHECK_CORPUS_2)],
  ];
  return { figures, each, ms, factCheckSummary, factCheckMisses };
}

const { figures, each, ms, factCheckSummary, factCheckMisses } = await measureOrExit(NAME, measure);
console.log(
  `${NAME}: ${figures.cases.length} documents, ${figures.inventions} planted inventions, ${figures.truths} true facts written differently (${fmt(ms, 0)} ms)`,
);
console.log('');
printTable(
  ['case', 'kind', 'inventions flagged', 'of', 'truths flagged', 'of'],
  figures.cases.map((/** @type {any} */ c) => [
    c.name.length > 70 ? `${c.name.slice(0, 69)}…` : c.name,
    c.kind,
    c.inventionsFlagged,
    c.inventions,
    c.truthsFlagged,
    c.truths,
  ]),
);
console.log('');
printTable(
  ['invention kind', 'flagged', 'planted', '%'],
  Object.entries(figures.byKind).map(([kind, t]) => [kind, t.flagged, t.planted, pct(t.flagged, t.planted)]),
);
console.log('');
printTable(
  ['document', 'inventions flagged', 'of', 'inventions %', 'truths flagged', 'of', 'truths %'],
  Object.entries(figures.byDocument).map(([kind, d]) => [
    kind,
    d.inventions.flagged,
    d.inventions.planted,
    pct(d.inventions.flagged, d.inventions.planted),
    d.truths.flagged,
    d.truths.planted,
    pct(d.truths.flagged, d.truths.planted),
  ]),
);
console.log(`claims on unlabelled text (neither planted nor a listed truth): ${figures.otherClaims}`);
const misses = factCheckMisses(figures);
if (misses) console.log(`\n${misses}`);
console.log('');
const file = await writeResults(NAME, {
  inventions: figures.inventions,
  inventionsFlagged: figures.inventionsFlagged,
  truths: figures.truths,
  truthsFlagged: figures.truthsFlagged,
  inventionRate: figures.inventionRate,
  truthRate: figures.truthRate,
  otherClaims: figures.otherClaims,
  byKind: figures.byKind,
  byShape: figures.byShape,
  byDocument: figures.byDocument,
  cases: figures.cases,
  missed: figures.missed,
  wronglyFlagged: figures.wronglyFlagged,
  pass: figures.passed,
});
console.log(`results written to ${relative(process.cwd(), file)}`);
for (const [label, f] of each) console.log(`${label}: ${factCheckSummary(f)}`);
console.log(factCheckSummary(figures));
