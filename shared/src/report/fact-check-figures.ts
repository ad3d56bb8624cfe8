/**
 * The fact check's figures on its held-out corpus (issue 28): how many planted inventions the
 * guard flags and how many true facts it wrongly flags, per case and in total, with what was
 * missed and what was wrongly flagged. Pure: the corpus test and bench/fact-check print these.
 */
import { analyzeDocument } from './analyze.js';
import type { ReportAnalysis, ReportClaim, ReportInput } from './dto.js';
import { FACT_CHECK_CORPUS, type FactCheckCase, type PlantedKind } from './fact-check.corpus.js';

/** Issue 28: at least 95% of inventions flagged, at most 5% of true facts flagged. */
export const FACT_CHECK_GOALS = { minInventionsFlagged: 0.95, maxTruthsFlagged: 0.05 } as const;

export interface FactCheckMiss {
  caseName: string;
  text: string;
  kind: PlantedKind;
  shape: string;
}

export interface FactCheckWrongFlag {
  caseName: string;
  text: string;
  why: string;
  /** The claims that overlap it, as `kind:value`. */
  claims: string[];
}

export interface FactCheckCaseFigures {
  name: string;
  kind: FactCheckCase['kind'];
  inventions: number;
  inventionsFlagged: number;
  truths: number;
  truthsFlagged: number;
  /** Every claim the guard raised on the document, as `kind:value`. */
  claims: string[];
}

export interface FactCheckTally {
  planted: number;
  flagged: number;
}

export interface FactCheckFigures {
  cases: FactCheckCaseFigures[];
  inventions: number;
  inventionsFlagged: number;
  truths: number;
  truthsFlagged: number;
  /** inventionsFlagged / inventions (0..1). */
  inventionRate: number;
  /** truthsFlagged / truths (0..1). */
  truthRate: number;
  /** Claims that overlap neither a planted invention nor a truth (unlabelled text: neither good nor bad). */
  otherClaims: number;
  missed: FactCheckMiss[];
  wronglyFlagged: FactCheckWrongFlag[];
  /** Inventions by planted kind and by shape. */
  byKind: Record<string, FactCheckTally>;
  byShape: Record<string, FactCheckTally>;
  byDocument: Record<FactCheckCase['kind'], { inventions: FactCheckTally; truths: FactCheckTally }>;
  passed: boolean;
}

/** The span of the `occurrence`-th (1-based) exact occurrence of `text` in `document`, or null. */
export function spanOf(
  document: string,
  text: string,
  occurrence = 1,
): { start: number; end: number } | null {
  if (text === '' || occurrence < 1) return null;
  let at = -1;
  for (let i = 0; i < occurrence; i++) {
    at = document.indexOf(text, at + 1);
    if (at === -1) return null;
  }
  return { start: at, end: at + text.length };
}

const overlaps = (claim: ReportClaim, span: { start: number; end: number }) =>
  claim.start < span.end && claim.end > span.start;

const label = (claim: ReportClaim) => `${claim.kind}:${claim.value}`;

/** Scores `corpus` with `analyze` (the product's `analyzeDocument` unless told otherwise). */
export function scoreFactCheck(
  corpus: readonly FactCheckCase[] = FACT_CHECK_CORPUS,
  analyze: (input: ReportInput) => ReportAnalysis = analyzeDocument,
): FactCheckFigures {
  const cases: FactCheckCaseFigures[] = [];
  const missed: FactCheckMiss[] = [];
  const wronglyFlagged: FactCheckWrongFlag[] = [];
  const byKind: Record<string, FactCheckTally> = {};
  const byShape: Record<string, FactCheckTally> = {};
  const tally = () => ({ planted: 0, flagged: 0 });
  const byDocument: FactCheckFigures['byDocument'] = {
    resume: { inventions: tally(), truths: tally() },
    cover_letter: { inventions: tally(), truths: tally() },
  };
  let otherClaims = 0;

  for (const c of corpus) {
    const { claims } = analyze({
      kind: c.kind,
      jobTitle: c.jobTitle,
      companyName: c.companyName,
      jobDescription: c.jobDescription,
      text: c.document,
      sourceText: c.source,
    });
    const labelled: Array<{ start: number; end: number }> = [];
    let inventionsFlagged = 0;
    for (const inv of c.inventions) {
      const span = spanOf(c.document, inv.text, inv.occurrence);
      if (span) labelled.push(span);
      const flagged = span !== null && claims.some((claim) => overlaps(claim, span));
      const ofKind = byKind[inv.kind] ?? tally();
      const ofShape = byShape[inv.shape] ?? tally();
      byKind[inv.kind] = ofKind;
      byShape[inv.shape] = ofShape;
      for (const t of [ofKind, ofShape, byDocument[c.kind].inventions]) {
        t.planted++;
        if (flagged) t.flagged++;
      }
      if (flagged) inventionsFlagged++;
      else missed.push({ caseName: c.name, text: inv.text, kind: inv.kind, shape: inv.shape });
    }
    let truthsFlagged = 0;
    for (const truth of c.truths) {
      const span = spanOf(c.document, truth.text, truth.occurrence);
      if (span) labelled.push(span);
      // A truth that is not in the document cannot be checked: it counts as wrongly flagged, so
      // a broken corpus entry never passes quietly (the corpus test names it).
      const by =
        span === null
          ? ['(not found in the document)']
          : claims.filter((claim) => overlaps(claim, span)).map(label);
      byDocument[c.kind].truths.planted++;
      if (by.length > 0) {
        truthsFlagged++;
        byDocument[c.kind].truths.flagged++;
        wronglyFlagged.push({ caseName: c.name, text: truth.text, why: truth.why, claims: by });
      }
    }
    otherClaims += claims.filter((claim) => !labelled.some((span) => overlaps(claim, span))).length;
    cases.push({
      name: c.name,
      kind: c.kind,
      inventions: c.inventions.length,
      inventionsFlagged,
      truths: c.truths.length,
      truthsFlagged,
      claims: claims.map(label),
    });
  }

  const inventions = cases.reduce((n, c) => n + c.inventions, 0);
  const inventionsFlagged = cases.reduce((n, c) => n + c.inventionsFlagged, 0);
  const truths = cases.reduce((n, c) => n + c.truths, 0);
  const truthsFlagged = cases.reduce((n, c) => n + c.truthsFlagged, 0);
  const inventionRate = inventions === 0 ? 0 : inventionsFlagged / inventions;
  const truthRate = truths === 0 ? 0 : truthsFlagged / truths;
  return {
    cases,
    inventions,
    inventionsFlagged,
    truths,
    truthsFlagged,
    inventionRate,
    truthRate,
    otherClaims,
    missed,
    wronglyFlagged,
    byKind,
    byShape,
    byDocument,
    passed:
      inventionRate >= FACT_CHECK_GOALS.minInventionsFlagged &&
      truthRate <= FACT_CHECK_GOALS.maxTruthsFlagged,
  };
}

const pct = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** One line: `fact-check: inventions flagged 50/60 (83.3%) truths flagged 4/180 (2.2%) (goal …) PASS|FAIL`. */
export function factCheckSummary(f: FactCheckFigures): string {
  return (
    `fact-check: inventions flagged ${f.inventionsFlagged}/${f.inventions} (${pct(f.inventionRate)}) ` +
    `truths flagged ${f.truthsFlagged}/${f.truths} (${pct(f.truthRate)}) ` +
    `(goal: >= ${pct(FACT_CHECK_GOALS.minInventionsFlagged)} and <= ${pct(FACT_CHECK_GOALS.maxTruthsFlagged)}) ` +
    (f.passed ? 'PASS' : 'FAIL')
  );
}

/** What was missed and what was wrongly flagged, one line each, grouped by case. */
export function factCheckMisses(f: FactCheckFigures): string {
  const lines: string[] = [];
  if (f.missed.length > 0) {
    lines.push(`Missed inventions (${f.missed.length}):`);
    for (const m of f.missed) lines.push(`  [${m.caseName}] ${m.kind} "${m.text}" (${m.shape})`);
  }
  if (f.wronglyFlagged.length > 0) {
    lines.push(`Wrongly flagged truths (${f.wronglyFlagged.length}):`);
    for (const w of f.wronglyFlagged)
      lines.push(`  [${w.caseName}] "${w.text}" by ${w.claims.join(', ')} (${w.why})`);
  }
  return lines.join('\n');
}
