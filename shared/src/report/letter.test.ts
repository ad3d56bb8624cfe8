import { describe, expect, it } from 'vitest';
import { analyzeDocument, LETTER_REQUIREMENTS, letterScore } from './analyze.js';
import type { ReportInput } from './dto.js';
import { MATCH_FIXTURES } from './report.fixtures.js';

// Issue 28: a cover letter is measured on the job's key requirements it addresses, not with a
// resume's keyword score, and it is never compared with the person's resume.

const JOB = `About the role
You will build payment APIs used by thousands of merchants.

Requirements:
- 3+ years with Node.js and JavaScript
- PostgreSQL and Redis
- Kubernetes and Docker
- Comfortable being on-call

Nice to have:
- Kafka is a plus`;

const RESUME = `# Ada Obi
ada@example.com | 0803 123 4567
## Experience
Backend Engineer — Flutterwave | Jan 2020 – Present
- Built payment APIs in Node.js and JavaScript on PostgreSQL and Redis
- Ran Kubernetes clusters with Docker; on call every fourth week`;

const LETTER = `Dear Hiring Team,

I am applying for the Backend Engineer role at Paystack. For four years I have built payment APIs
in node and JavaScript on postgres, and I shipped every release in Docker containers.

Thank you for considering my application.

Yours faithfully,
Ada Obi`;

const letterInput = (extra: Partial<ReportInput> = {}): ReportInput => ({
  kind: 'cover_letter',
  jobTitle: 'Backend Engineer',
  companyName: 'Paystack',
  jobDescription: JOB,
  text: LETTER,
  sourceText: RESUME,
  ...extra,
});

describe("a cover letter's report", () => {
  it('lists the key requirements of the job and which the letter addresses', () => {
    const report = analyzeDocument(letterInput());
    expect(report.letter?.requirements.map((r) => [r.term, r.addressed])).toEqual([
      ['Node.js', true],
      ['JavaScript', true],
      ['PostgreSQL', true],
      ['Redis', false],
      ['Kubernetes', false],
      ['Docker', true],
    ]);
    expect(report.letter).toMatchObject({ addressed: 4, total: 6 });
    // Each with the sentence of the job that asks for it.
    expect(report.letter?.requirements.find((r) => r.term === 'Redis')?.jobSnippets).toEqual([
      'PostgreSQL and Redis',
    ]);
    // "Nice to have" is not a key requirement.
    expect(report.letter?.requirements.map((r) => r.term)).not.toContain('Kafka');
  });

  it("scores the share of requirements addressed, and has no before: the person's resume is not a letter", () => {
    const report = analyzeDocument(letterInput());
    expect(report.score).toBe(67);
    expect(report.sourceScore).toBeNull();
    // The resume's keyword score of the same text would have been something else.
    const asResume = analyzeDocument(letterInput({ kind: 'resume' }));
    expect(asResume.sourceScore).not.toBeNull();
    expect(asResume.letter).toBeNull();
    // Claims are still checked against the source.
    const invented = analyzeDocument(
      letterInput({ text: `${LETTER}\nI grew revenue by 73% at Zenith Bank.` }),
    );
    expect(invented.claims.map((c) => c.value)).toContain('73%');
  });

  it("leaves the job title's own terms out: naming the role is not meeting a requirement", () => {
    const job = `We are hiring a Backend Engineer.\n\nRequirements:\n- Backend experience with Go and Kafka`;
    const report = analyzeDocument(letterInput({ jobDescription: job, text: 'I am a backend engineer.' }));
    expect(report.keywords.map((k) => k.term)).toContain('backend');
    expect(report.letter?.requirements.map((r) => r.term)).toEqual(['Go', 'Kafka']);
    expect(report.letter?.addressed).toBe(0);
    // A job that names nothing but its title is still measured on it.
    const bare = analyzeDocument(
      letterInput({ jobDescription: 'Backend role.', text: 'I am a backend engineer.' }),
    );
    expect(bare.letter).toMatchObject({ addressed: 1, total: 1 });
  });

  it('addresses all of them when it names each, through aliases', () => {
    const all = `${LETTER}\nI run Redis caches and k8s clusters.`;
    const report = analyzeDocument(letterInput({ text: all }));
    expect(report.letter).toMatchObject({ addressed: 6, total: 6 });
    expect(report.score).toBe(100);
  });

  it('falls back on the heaviest terms when the job asks for few, and has none without keywords', () => {
    const light = analyzeDocument(
      letterInput({
        jobTitle: 'Assistant',
        jobDescription: 'Nice to have: Excel and SQL.',
        text: 'I use Excel.',
      }),
    );
    expect(light.letter?.requirements.map((r) => [r.term, r.addressed])).toEqual([
      ['Excel', true],
      ['SQL', false],
    ]);
    expect(light.score).toBe(50);
    const none = analyzeDocument(letterInput({ jobTitle: 'Assistant', jobDescription: '' }));
    expect(none.letter).toEqual({ requirements: [], addressed: 0, total: 0 });
    expect(none.score).toBe(0);
    expect(letterScore({ addressed: 0, total: 0 })).toBe(0);
  });

  it(`never measures a letter on more than ${LETTER_REQUIREMENTS} requirements, most important first`, () => {
    for (const f of MATCH_FIXTURES) {
      const report = analyzeDocument({
        kind: 'cover_letter',
        jobTitle: f.jobTitle,
        companyName: f.companyName,
        jobDescription: f.jobDescription,
        text: f.resume,
        sourceText: null,
      });
      const letter = report.letter;
      expect(letter, f.name).not.toBeNull();
      if (!letter) continue;
      // Never a "nice to have", nor the job title's own term, when the job asks for more.
      const title = new Set(
        analyzeDocument({ ...letterInput(), jobDescription: '', jobTitle: f.jobTitle }).keywords.map(
          (k) => k.term,
        ),
      );
      const core = report.keywords.filter((k) => k.weight >= 1 && !title.has(k.term)).length;
      expect(letter.total, f.name).toBe(Math.min(LETTER_REQUIREMENTS, core));
      for (const r of letter.requirements) expect(title.has(r.term), `${f.name}: ${r.term}`).toBe(false);
      const weights = letter.requirements.map((r) => r.weight);
      expect(weights, f.name).toEqual([...weights].sort((a, b) => b - a));
      expect(letter.addressed, f.name).toBe(letter.requirements.filter((r) => r.addressed).length);
      expect(report.score, f.name).toBe(Math.round((letter.addressed / letter.total) * 100));
      // Terms the description asks for in a sentence come first; the title's own terms only
      // fill in when there are too few.
      const asked = report.keywords.filter((k) => k.weight >= 1 && k.jobSnippets.length > 0).length;
      for (const r of letter.requirements) {
        expect(r.weight, `${f.name}: ${r.term}`).toBeGreaterThanOrEqual(1);
        if (r.jobSnippets.length === 0)
          expect(asked, `${f.name}: ${r.term}`).toBeLessThan(LETTER_REQUIREMENTS);
      }
    }
  });
});
