import { describe, expect, it } from 'vitest';
import { FACT_CHECK_CORPUS, type PlantedKind } from './fact-check.corpus.js';
import {
  FACT_CHECK_GOALS,
  factCheckMisses,
  factCheckSummary,
  scoreFactCheck,
  spanOf,
} from './fact-check-figures.js';

const inventions = FACT_CHECK_CORPUS.flatMap((c) => c.inventions.map((i) => ({ ...i, caseName: c.name })));
const truths = FACT_CHECK_CORPUS.flatMap((c) => c.truths.map((t) => ({ ...t, caseName: c.name })));

describe('fact check corpus (issue 28)', () => {
  it('is large and varied enough: 16+ cases, 6+ letters, 45+ inventions of every kind, 70+ truths', () => {
    expect(FACT_CHECK_CORPUS.length).toBeGreaterThanOrEqual(16);
    expect(FACT_CHECK_CORPUS.filter((c) => c.kind === 'cover_letter').length).toBeGreaterThanOrEqual(6);
    expect(FACT_CHECK_CORPUS.filter((c) => c.kind === 'resume').length).toBeGreaterThanOrEqual(6);
    expect(inventions.length).toBeGreaterThanOrEqual(45);
    expect(truths.length).toBeGreaterThanOrEqual(70);
    const kinds: PlantedKind[] = [
      'employer',
      'job_title',
      'degree',
      'school',
      'certification',
      'membership',
      'award',
      'number',
      'percentage',
      'date',
    ];
    for (const kind of kinds)
      expect(
        inventions.some((i) => i.kind === kind),
        kind,
      ).toBe(true);
    // The shapes issue 28 names, each planted at least once.
    const shapes = new Set(inventions.map((i) => i.shape));
    for (const shape of [
      'title — company, city (dates)',
      'company | title | dates',
      'title at company (dates)',
      'company (dates) on its own line',
      '**company** — city, then a title line',
      'letter: "three years at Company"',
      'letter: "my time with Company"',
      'letter: "as a title at Company"',
      'client count',
      'years of experience',
    ])
      expect(shapes.has(shape), shape).toBe(true);
    expect(new Set(FACT_CHECK_CORPUS.map((c) => c.name)).size).toBe(FACT_CHECK_CORPUS.length);
  });

  it('names only text its documents contain, and no span is both an invention and a truth', () => {
    const problems: string[] = [];
    for (const c of FACT_CHECK_CORPUS) {
      const spans: Array<{ start: number; end: number; what: string }> = [];
      for (const [what, items] of [
        ['invention', c.inventions],
        ['truth', c.truths],
      ] as const) {
        for (const item of items) {
          const span = spanOf(c.document, item.text, item.occurrence);
          if (!span) problems.push(`[${c.name}] ${what} "${item.text}" is not in the document`);
          else spans.push({ ...span, what: `${what} "${item.text}"` });
        }
      }
      for (const a of spans)
        for (const b of spans)
          if (a !== b && a.start < b.end && b.start < a.end && a.what < b.what)
            problems.push(`[${c.name}] ${a.what} overlaps ${b.what}`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it(`flags >= ${FACT_CHECK_GOALS.minInventionsFlagged * 100}% of the inventions and <= ${FACT_CHECK_GOALS.maxTruthsFlagged * 100}% of the truths`, () => {
    const figures = scoreFactCheck();
    console.log(factCheckSummary(figures));
    const detail = `${factCheckSummary(figures)}\n${factCheckMisses(figures)}`;
    expect(figures.inventionRate, detail).toBeGreaterThanOrEqual(FACT_CHECK_GOALS.minInventionsFlagged);
    expect(figures.truthRate, detail).toBeLessThanOrEqual(FACT_CHECK_GOALS.maxTruthsFlagged);
  });
});
