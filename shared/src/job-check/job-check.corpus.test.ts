import { describe, expect, it } from 'vitest';
import { checkJob } from './check.js';
import type { JobCheckResult } from './dto.js';
import { JOB_CHECK_CORPUS, type JobAdvertCase } from './job-check.corpus.js';

/**
 * The corpus goals of issue 31 §1. A real advert counts as flagged when it has any flag at all,
 * whatever its risk: a sign a person is shown on a real advert is a false alarm even when the
 * risk stays low.
 */
const GOALS = { scamsCaught: 0.95, realFlagged: 0.05, requirementSentences: 15 };
const TODAY = { today: '2026-06-01' };

const run = (c: JobAdvertCase): JobCheckResult =>
  checkJob({ jobTitle: c.jobTitle, companyName: c.companyName, jobDescription: c.jobDescription }, {}, TODAY);
const results = JOB_CHECK_CORPUS.map((c) => ({ c, r: run(c) }));
const scams = results.filter(({ c }) => c.scam);
const real = results.filter(({ c }) => !c.scam);
const caught = scams.filter(({ r }) => r.risk !== 'low');
const flagged = real.filter(({ r }) => r.flags.length > 0 || r.risk !== 'low');
const expected = JOB_CHECK_CORPUS.flatMap((c) => (c.eligibility ?? []).map((e) => ({ c, e })));
const readRight = expected.filter(({ c, e }) =>
  run(c).eligibility.some(
    (r) =>
      r.kind === e.kind &&
      r.requirement.includes(e.from) &&
      Object.entries(e.values).every(
        ([k, v]) => JSON.stringify((r as unknown as Record<string, unknown>)[k]) === JSON.stringify(v),
      ),
  ),
);

const pct = (n: number, of: number) => `${((n / of) * 100).toFixed(1)}%`;

describe('job check corpus (issue 31 §1)', () => {
  it('prints its figures', () => {
    console.log(
      [
        `job check corpus: ${results.length} adverts (${scams.length} scams, ${real.length} real)`,
        `scams medium or high: ${caught.length}/${scams.length} = ${pct(caught.length, scams.length)} (goal >= ${GOALS.scamsCaught * 100}%)`,
        `  high: ${scams.filter(({ r }) => r.risk === 'high').length}, medium: ${scams.filter(({ r }) => r.risk === 'medium').length}`,
        `real adverts flagged (any flag or risk above low): ${flagged.length}/${real.length} = ${pct(flagged.length, real.length)} (goal <= ${GOALS.realFlagged * 100}%)`,
        `eligibility read right: ${readRight.length}/${expected.length} requirement sentences (goal >= ${GOALS.requirementSentences})`,
        ...scams.filter(({ r }) => r.risk === 'low').map(({ c }) => `  missed scam: ${c.name}`),
        ...flagged.map(
          ({ c, r }) =>
            `  flagged real: ${c.name}: ${r.flags.map((f) => `${f.id} "${f.evidence}"`).join(', ')}`,
        ),
      ].join('\n'),
    );
  });

  it('is large and balanced enough', () => {
    expect(results.length).toBeGreaterThanOrEqual(60);
    expect(scams.length).toBeGreaterThanOrEqual(30);
    expect(real.length).toBeGreaterThanOrEqual(30);
  });

  it('rates at least 95% of scams medium or high', () => {
    expect(caught.length / scams.length).toBeGreaterThanOrEqual(GOALS.scamsCaught);
  });

  it('flags at most 5% of real adverts', () => {
    expect(flagged.length / real.length).toBeLessThanOrEqual(GOALS.realFlagged);
  });

  it.each(scams.map(({ c, r }) => [c.name, c, r] as const))('finds the signs of "%s"', (_name, c, r) => {
    expect(r.flags.map((f) => f.id)).toEqual(expect.arrayContaining(c.signs ?? []));
  });

  it('quotes every flag’s evidence word for word at its offsets', () => {
    for (const { c, r } of results) {
      for (const f of [...r.flags, ...r.reassurances]) {
        expect(c.jobDescription.slice(f.start, f.end), `${c.name}: ${f.id}`).toBe(f.evidence);
        expect(f.evidence.trim()).not.toBe('');
      }
      for (const e of r.eligibility)
        expect(c.jobDescription.slice(e.start, e.end), c.name).toBe(e.requirement);
    }
  });

  it('reads eligibility from at least 15 requirement sentences with the expected kind and values', () => {
    const missed = expected
      .filter((x) => !readRight.includes(x))
      .map(({ c, e }) => `${c.name}: ${e.kind} "${e.from}"`);
    expect(missed).toEqual([]);
    expect(readRight.length).toBeGreaterThanOrEqual(GOALS.requirementSentences);
  });

  it('never says unmet without the profile', () => {
    for (const { r } of results) for (const e of r.eligibility) expect(e.status).toBe('unknown');
  });
});
