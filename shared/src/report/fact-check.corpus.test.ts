import { describe, expect, it } from 'vitest';
import { FACT_CHECK_CORPUS, type FactCheckCase, type PlantedKind } from './fact-check.corpus.js';
import { FACT_CHECK_CORPUS_2 } from './fact-check.corpus-2.js';
import {
  FACT_CHECK_GOALS,
  factCheckMisses,
  factCheckSummary,
  scoreFactCheck,
  spanOf,
} from './fact-check-figures.js';

const KINDS: PlantedKind[] = [
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
// The shapes issue 28 names, each planted at least once in each corpus.
const SHAPES = [
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
];

interface CorpusSpec {
  label: string;
  corpus: FactCheckCase[];
  min: { cases: number; letters: number; typedLetters: number; inventions: number; truths: number };
  extraShapes: string[];
}

// Two corpora, each written by a session that had not read the guard: the second shows whether the
// guard generalises rather than fits the cases it was improved on.
const CORPORA: CorpusSpec[] = [
  {
    label: 'corpus 1',
    corpus: FACT_CHECK_CORPUS,
    min: { cases: 16, letters: 6, typedLetters: 0, inventions: 45, truths: 70 },
    extraShapes: [],
  },
  {
    label: 'corpus 2',
    corpus: FACT_CHECK_CORPUS_2,
    min: { cases: 12, letters: 5, typedLetters: 2, inventions: 35, truths: 50 },
    extraShapes: ['letter: "I led X at Y"', 'money'],
  },
];

describe.each(CORPORA)('fact check, held-out $label (issue 28)', ({ label, corpus, min, extraShapes }) => {
  const inventions = corpus.flatMap((c) => c.inventions);
  const truths = corpus.flatMap((c) => c.truths);

  it('is large and varied enough: both kinds of document, every kind of invention, every shape', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(min.cases);
    const letters = corpus.filter((c) => c.kind === 'cover_letter');
    expect(letters.length).toBeGreaterThanOrEqual(min.letters);
    expect(letters.filter((c) => c.source.startsWith('Full name:')).length).toBeGreaterThanOrEqual(
      min.typedLetters,
    );
    expect(corpus.filter((c) => c.kind === 'resume').length).toBeGreaterThanOrEqual(5);
    expect(inventions.length).toBeGreaterThanOrEqual(min.inventions);
    expect(truths.length).toBeGreaterThanOrEqual(min.truths);
    for (const kind of KINDS)
      expect(
        inventions.some((i) => i.kind === kind),
        kind,
      ).toBe(true);
    const shapes = new Set(inventions.map((i) => i.shape));
    for (const shape of [...SHAPES, ...extraShapes]) expect(shapes.has(shape), shape).toBe(true);
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
    console.log(`${label} ${factCheckSummary(figures)}${misses ? `\n${misses}` : ''}`);
    const detail = `${factCheckSummary(figures)}\n${misses}`;
    expect(figures.inventionRate, detail).toBeGreaterThanOrEqual(FACT_CHECK_GOALS.minInventionsFlagged);
    expect(figures.truthRate, detail).toBeLessThanOrEqual(FACT_CHECK_GOALS.maxTruthsFlagged);
  });
});
