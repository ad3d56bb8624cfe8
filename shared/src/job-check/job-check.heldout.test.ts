import { describe, expect, it } from 'vitest';
import { checkJob } from './check.js';
import type { EligibilityRequirement, JobCheckResult } from './dto.js';
import {
  HELDOUT_CORPUS,
  HELDOUT_GENUINE,
  HELDOUT_SCAMS,
  HELDOUT_TODAY,
  type HeldoutAdvert,
  type HeldoutRequirement,
} from './job-check.heldout.js';

// The held-out measure of issue 31 §1: adverts written without reading the checker. The figures
// are printed for the note; only the properties that must always hold are asserted strictly.

const options = { today: HELDOUT_TODAY };
const results = new Map<HeldoutAdvert, JobCheckResult>(
  HELDOUT_CORPUS.map((a) => [a, checkJob(a.input, {}, options)]),
);
const resultOf = (a: HeldoutAdvert) => results.get(a) as JobCheckResult;

const flagged = (r: JobCheckResult) => r.flags.length > 0 || r.risk !== 'low';
const describeFlags = (r: JobCheckResult) =>
  r.flags.map((f) => `${f.id} «${f.evidence}»`).join('; ') || '(no flags)';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/** Each field the expectation names that the read got wrong, as "field: expected → read". */
function mismatches(want: HeldoutRequirement, got: EligibilityRequirement): string[] {
  const out: string[] = [];
  const g = got as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(want)) {
    if (key === 'kind' || key === 'sentence') continue;
    const read = g[key];
    let ok: boolean;
    if (key === 'subjects' && Array.isArray(value) && Array.isArray(read)) {
      // A subject is read when some read subject contains the expected word ("English" in "English Language").
      ok = value.every((w) => read.some((s) => String(s).toLowerCase().includes(String(w).toLowerCase())));
    } else if (key === 'exams' && Array.isArray(value) && Array.isArray(read)) {
      ok = value.every((w) => read.some((s) => String(s).toUpperCase() === String(w).toUpperCase()));
    } else if (key === 'bodies' && Array.isArray(value) && Array.isArray(read)) {
      ok = sameSet(value as string[], read as string[]);
    } else if (key === 'accepts' && Array.isArray(value) && Array.isArray(read)) {
      ok = value.every((v) => read.includes(v));
    } else {
      ok = read === value;
    }
    if (!ok) out.push(`${key}: ${JSON.stringify(value)} → ${JSON.stringify(read)}`);
  }
  return out;
}

interface EligibilityOutcome {
  advert: string;
  want: HeldoutRequirement;
  /** Empty when matched; otherwise why not. */
  problems: string[];
}

/** The read of `want`: a requirement of its kind whose sentence holds the expected words. */
function findRead(a: HeldoutAdvert, r: JobCheckResult, want: HeldoutRequirement) {
  const at = a.input.jobDescription.indexOf(want.sentence);
  return r.eligibility.filter(
    (e) => e.kind === want.kind && at >= 0 && e.start <= at && at + want.sentence.length <= e.end,
  );
}

const eligibilityOutcomes: EligibilityOutcome[] = HELDOUT_CORPUS.flatMap((a) =>
  (a.eligibility ?? []).map((want) => {
    const r = resultOf(a);
    if (!a.input.jobDescription.includes(want.sentence)) {
      throw new Error(`corpus error: "${want.sentence}" is not in ${a.name}`);
    }
    const candidates = findRead(a, r, want);
    if (candidates.length === 0) {
      const kinds = r.eligibility.map((e) => `${e.kind} «${e.requirement}»`).join(' | ') || 'nothing';
      return { advert: a.name, want, problems: [`no ${want.kind} read here; read: ${kinds}`] };
    }
    const tries = candidates.map((c) => mismatches(want, c));
    const best = tries.find((t) => t.length === 0) ?? tries[0] ?? [];
    return { advert: a.name, want, problems: best };
  }),
);

const scamsCaught = HELDOUT_SCAMS.filter((a) => resultOf(a).risk !== 'low');
const scamsMissed = HELDOUT_SCAMS.filter((a) => resultOf(a).risk === 'low');
const genuineFlagged = HELDOUT_GENUINE.filter((a) => flagged(resultOf(a)));
const scamRate = scamsCaught.length / HELDOUT_SCAMS.length;
const genuineRate = genuineFlagged.length / HELDOUT_GENUINE.length;
const eligibilityMatched = eligibilityOutcomes.filter((o) => o.problems.length === 0).length;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

describe('job check, held-out corpus', () => {
  it('prints its figures', () => {
    const lines = [
      `held-out corpus: ${HELDOUT_SCAMS.length} scams, ${HELDOUT_GENUINE.length} genuine adverts`,
      `scams rated medium or high: ${scamsCaught.length}/${HELDOUT_SCAMS.length} (${pct(scamRate)}; goal ≥ 95%)`,
      `genuine adverts flagged: ${genuineFlagged.length}/${HELDOUT_GENUINE.length} (${pct(genuineRate)}; goal ≤ 5%)`,
      `eligibility reads matched: ${eligibilityMatched}/${eligibilityOutcomes.length}`,
      '',
      'per advert:',
      ...HELDOUT_CORPUS.map((a) => {
        const r = resultOf(a);
        const re = r.reassurances.length > 0 ? ` [no-fee «${r.reassurances[0]?.evidence}»]` : '';
        return `  ${a.label.padEnd(7)} ${r.risk.padEnd(6)} ${a.name}: ${describeFlags(r)}${re}`;
      }),
      '',
      'scams rated low:',
      ...scamsMissed.map((a) => `  ${a.name} (${a.why}): ${describeFlags(resultOf(a))}`),
      'genuine adverts flagged:',
      ...genuineFlagged.map(
        (a) => `  ${a.name} (${a.why}): ${resultOf(a).risk}, ${describeFlags(resultOf(a))}`,
      ),
      'eligibility misses:',
      ...eligibilityOutcomes
        .filter((o) => o.problems.length > 0)
        .map((o) => `  ${o.advert} ${o.want.kind} «${o.want.sentence}»: ${o.problems.join('; ')}`),
    ];
    console.log(lines.join('\n'));
    expect(HELDOUT_SCAMS.length + HELDOUT_GENUINE.length).toBeGreaterThanOrEqual(40);
    expect(eligibilityOutcomes.length).toBeGreaterThanOrEqual(15);
  });

  it("quotes every flag's and reassurance's evidence word for word at its offsets", () => {
    for (const a of HELDOUT_CORPUS) {
      const text = a.input.jobDescription;
      const r = resultOf(a);
      for (const e of [...r.flags, ...r.reassurances]) {
        expect(e.evidence.trim(), `${a.name} ${e.id}`).not.toBe('');
        expect(e.start, `${a.name} ${e.id}`).toBeGreaterThanOrEqual(0);
        expect(e.end, `${a.name} ${e.id}`).toBeLessThanOrEqual(text.length);
        expect(text.slice(e.start, e.end), `${a.name} ${e.id}`).toBe(e.evidence);
      }
      for (const e of r.eligibility) {
        expect(text.slice(e.start, e.end), `${a.name} ${e.kind}`).toBe(e.requirement);
      }
    }
  });

  it("never answers 'unmet' for a detail the profile lacks", () => {
    for (const a of HELDOUT_CORPUS) {
      for (const e of resultOf(a).eligibility) {
        expect(e.status, `${a.name} ${e.kind} «${e.requirement}»`).not.toBe('unmet');
      }
      // A profile with only a degree class: nothing but the degree may be unmet.
      const onlyDegree = checkJob(a.input, { degreeClass: 'third' }, options);
      for (const e of onlyDegree.eligibility.filter((x) => x.kind !== 'degree')) {
        expect(e.status, `${a.name} ${e.kind} «${e.requirement}» with only a degree class`).not.toBe('unmet');
      }
    }
  });

  // Printed, not asserted: like the eligibility reads, a figure for the note.
  it('prints how requirements read against a profile', () => {
    const problems: string[] = [];
    for (const a of HELDOUT_CORPUS.filter((x) => x.profile)) {
      const { profile, statuses } = a.profile as NonNullable<HeldoutAdvert['profile']>;
      const r = checkJob(a.input, profile, options);
      for (const want of a.eligibility ?? []) {
        const expected = statuses[want.kind];
        if (!expected) continue;
        const at = a.input.jobDescription.indexOf(want.sentence);
        const read = r.eligibility.find(
          (e) => e.kind === want.kind && e.start <= at && at + want.sentence.length <= e.end,
        );
        if (read?.status !== expected) {
          problems.push(`${a.name} ${want.kind}: expected ${expected}, got ${read?.status ?? 'no read'}`);
        }
      }
    }
    console.log(
      `profile statuses: ${problems.length === 0 ? 'all as expected' : `\n  ${problems.join('\n  ')}`}`,
    );
  });

  it('rates at least 95% of the scams medium or high', () => {
    expect(scamRate, scamsMissed.map((a) => a.name).join(', ')).toBeGreaterThanOrEqual(0.95);
  });

  it('flags at most 5% of the genuine adverts', () => {
    expect(genuineRate, genuineFlagged.map((a) => a.name).join(', ')).toBeLessThanOrEqual(0.05);
  });
});
