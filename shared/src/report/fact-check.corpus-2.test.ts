import { describe, expect, it } from 'vitest';
import type { PlantedKind } from './fact-check.corpus.js';
import { FACT_CHECK_CORPUS_2 } from './fact-check.corpus-2.js';
import {
  FACT_CHECK_GOALS,
  factCheckMisses,
  factCheckSummary,
  scoreFactCheck,
  spanOf,
} from './fact-check-figures.js';

// The second, independent held-out corpus (issue 28): written apart from the guard and from the
// first corpus, it shows whether the guard generalises rather than fits the cases it was built on.
const corpus = FACT_CHECK_CORPUS_2;
const inventions = corpus.flatMap((c) => c.inventions.map((i) => ({ ...i, caseName: c.name })));
const truths = corpus.flatMap((c) => c.truths.map((t) => ({ ...t, caseName: c.name })));

describe('fact check, second held-out corpus (issue 28)', () => {
  it('is large and varied enough: 12+ cases, 5+ letters (2 from typed details), 35+ inventions of every kind, 50+ truths', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(12);
    const letters = corpus.filter((c) => c.kind === 'cover_letter');
    expect(letters.length).toBeGreaterThanOrEqual(5);
    expect(letters.filter((c) => c.source.startsWith('Full name:')).length).toBeGreaterThanOrEqual(2);
    expect(corpus.filter((c) => c.kind === 'resume').length).toBeGreaterThanOrEqual(5);
    expect(inventions.length).toBeGreaterThanOrEqual(35);
    expect(truths.length).toBeGreaterThanOrEqual(50);
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
      'letter: "I led X at Y"',
      'client count',
      'years of experience',
      'money',
    ])
      expect(shapes.has(shape), shape).toBe(true);
    expect(new Set(corpus.map((c) => c.name)).size).toBe(corpus.length);
  });

  it('names only text its documents contain, and no span is both an invention and a truth', () => {
    const problems: string[] = [];
    for (const c of corpus) {
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
    const figures = scoreFactCheck(corpus);
    const misses = factCheckMisses(figures);
    console.log(`corpus 2 ${factCheckSummary(figures)}${misses ? `\n${misses}` : ''}`);
    const detail = `${factCheckSummary(figures)}\n${misses}`;
    expect(figures.inventionRate, detail).toBeGreaterThanOrEqual(FACT_CHECK_GOALS.minInventionsFlagged);
    expect(figures.truthRate, detail).toBeLessThanOrEqual(FACT_CHECK_GOALS.maxTruthsFlagged);
  });
});
