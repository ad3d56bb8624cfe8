import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze.js';
import type { ReportInput } from './dto.js';
import { LEXICON_GROUPS } from './lexicon.js';
import { CLAIM_FIXTURES, MATCH_FIXTURES } from './report.fixtures.js';
import { findTerms, LEXICON, phraseKey, tokenize } from './text.js';

const resumeInput = (
  jobDescription: string,
  text: string,
  extra: Partial<ReportInput> = {},
): ReportInput => ({
  kind: 'resume',
  jobTitle: '',
  companyName: '',
  jobDescription,
  text,
  sourceText: null,
  ...extra,
});

const termsOf = (text: string) => findTerms(tokenize(text)).map((h) => LEXICON.entries[h.id]?.term);

describe('analyzeDocument: job-description / resume pairs', () => {
  it('has at least 20 pairs', () => {
    expect(MATCH_FIXTURES.length).toBeGreaterThanOrEqual(20);
  });

  for (const f of MATCH_FIXTURES) {
    it(f.name, () => {
      const report = analyzeDocument({
        kind: 'resume',
        jobTitle: f.jobTitle,
        companyName: f.companyName,
        jobDescription: f.jobDescription,
        text: f.resume,
        sourceText: null,
      });
      const terms = report.keywords.map((k) => k.term);
      expect(terms).toEqual(expect.arrayContaining(f.keywords));
      const matched = report.keywords.filter((k) => k.matched).map((k) => k.term);
      expect(matched).toEqual(expect.arrayContaining(f.matched));
      expect(report.missing).toEqual(expect.arrayContaining(f.missing));
      for (const term of f.missing) expect(matched).not.toContain(term);
      expect(report.score).toBeGreaterThanOrEqual(f.score[0]);
      expect(report.score).toBeLessThanOrEqual(f.score[1]);
    });
  }
});

describe('keywords', () => {
  it('finds aliases, plurals and other casings as the same term', () => {
    expect(termsOf('postgres, Postgres and POSTGRESQL')).toEqual(['PostgreSQL', 'PostgreSQL', 'PostgreSQL']);
    expect(termsOf('k8s / Kubernetes')).toEqual(['Kubernetes', 'Kubernetes']);
    expect(termsOf('JS, Node, NodeJS, node.js')).toEqual(['JavaScript', 'Node.js', 'Node.js', 'Node.js']);
    expect(termsOf('payment API and payment APIs')).toEqual(['payment APIs', 'payment APIs']);
    expect(termsOf('KPIs and a KPI')).toEqual(['KPIs', 'KPIs']);
    expect(termsOf('on call, on-call, oncall')).toEqual(['on-call', 'on-call', 'on-call']);
    expect(termsOf('C++, C# and .NET')).toEqual(['C++', 'C#', '.NET']);
    // Singular in the text, plural in the lexicon (and the reverse), with no alias spelling it out.
    expect(termsOf('one design pattern, a smart contract; Financial Statement')).toEqual([
      'design patterns',
      'smart contracts',
      'financial reporting',
    ]);
    expect(termsOf('Dashboards, MICROSERVICE')).toEqual(['dashboards', 'microservices']);
  });

  it('reads ambiguous everyday words as tools only when written as the tool', () => {
    expect(termsOf('Experience with Go and Python')).toEqual(['Go', 'Python']);
    expect(termsOf('Go above and beyond for customers')).toEqual([]);
    expect(termsOf('You will excel at React. We react quickly.')).toEqual(['React']);
  });

  it('weights requirements above nice-to-haves, counts repeats, and ignores benefits', () => {
    const report = analyzeDocument(
      resumeInput(
        `Requirements:\n- SQL and Python\n- Python scripting daily\n\nNice to have:\n- Tableau\n\nBenefits:\n- Health insurance (HMO) and a pension`,
        'SQL',
      ),
    );
    const weight = (term: string) => report.keywords.find((k) => k.term === term)?.weight;
    expect(weight('Python')).toBeGreaterThan(weight('SQL') ?? 0);
    expect(weight('SQL')).toBeGreaterThan(weight('Tableau') ?? 0);
    expect(weight('HMO')).toBeUndefined();
    expect(report.missing).toEqual(['Python', 'Tableau']);
    expect(report.keywords.map((k) => k.term)).toEqual(['Python', 'SQL', 'Tableau']);
  });

  it('treats "is a plus" and "must" inside a sentence like the headings', () => {
    const report = analyzeDocument(
      resumeInput(
        'Requirements:\n- Excel\n- Experience with Power BI is a plus; SQL is required.\n\nYou must know Tableau.',
        '',
      ),
    );
    const weight = (term: string) => report.keywords.find((k) => k.term === term)?.weight ?? 0;
    expect(weight('Excel')).toBe(2);
    expect(weight('Power BI')).toBe(0.5);
    expect(weight('SQL')).toBe(2);
    expect(weight('Tableau')).toBe(2);
  });

  it('adds acronyms the lexicon does not know, but not job-posting words or shouted headings', () => {
    const report = analyzeDocument(
      resumeInput(
        'RESPONSIBILITIES AND DUTIES\nKnowledge of USSD and the CRR rules. Report to the CEO. Send your CV.',
        'crr',
      ),
    );
    const terms = report.keywords.map((k) => k.term);
    expect(terms).toContain('CRR');
    expect(terms).not.toContain('CEO');
    expect(terms).not.toContain('CV');
    expect(terms).not.toContain('RESPONSIBILITIES');
    expect(report.keywords.find((k) => k.term === 'CRR')?.matched).toBe(true);
  });

  it('gives the job sentences that ask for each keyword', () => {
    const report = analyzeDocument(
      resumeInput('We process payments.\n- Strong Kafka experience.\n- Kafka Streams.', ''),
    );
    expect(report.keywords.find((k) => k.term === 'Kafka')?.jobSnippets).toEqual([
      'Strong Kafka experience.',
      'Kafka Streams.',
    ]);
  });

  it('scores the source too, for before → after', () => {
    const f = MATCH_FIXTURES[0];
    if (!f) throw new Error('no fixture');
    const withSource = analyzeDocument({
      kind: 'resume',
      jobTitle: f.jobTitle,
      companyName: f.companyName,
      jobDescription: f.jobDescription,
      text: f.resume,
      sourceText: 'Node.js developer. Docker.',
    });
    expect(withSource.sourceScore).not.toBeNull();
    expect(withSource.sourceScore).toBeLessThan(withSource.score);
    expect(analyzeDocument(resumeInput(f.jobDescription, f.resume)).sourceScore).toBeNull();
  });

  it('scores 0 with no keywords and never throws on empty or odd input', () => {
    expect(analyzeDocument(resumeInput('', '')).score).toBe(0);
    const odd = analyzeDocument(
      resumeInput('\u0000\u200b###\n\n- \n:::', '🙂🙂 ## \n- -', { sourceText: '' }),
    );
    expect(odd.claims).toEqual([]);
  });
});

describe('hostile input', () => {
  // Each once took from 10 s to 100 s (a pattern re-reading a long word from every position).
  const inputs = {
    'one long word': 'A'.repeat(100_000),
    'dotted run': 'a.'.repeat(50_000),
    'at-signs': 'a@b.c@d.e'.repeat(10_000),
    links: 'x.com/'.repeat(15_000),
    'capitalised words': 'Aaa Bank University Of Ltd at Certified 2019 B.Sc & '.repeat(2_000),
    'digits and commas': '1,'.repeat(50_000),
    // Issue 28's claim finders: long space runs in a role line, names after "at", awards, bodies
    // and certificates, dated role lines with prose after them, figures with units and ratings.
    'space runs': `## Experience\nEngineer${' '.repeat(45_000)}— Paystack${' '.repeat(45_000)}| 2020`,
    'names after at': 'Worked at Aaa Bbb Ccc Ddd of Eee and Fff & Ggg Hhh Iii. '.repeat(1_800),
    'awards and bodies':
      'Won the Aaa Bbb Award of the Year Best Aaa Bbb Member, Aaa Bbb (ABC) Certified Aaa Bbb certificate '.repeat(
        1_000,
      ),
    'dated prose':
      '- Senior Engineer, Aaa (2021 – Present): built things for the people who need them\n'.repeat(1_100),
    'figures with units': '1-2-3-4-5 one-two-three 5m-row 4.6/5 out of 5 '.repeat(2_200),
  };
  for (const [name, text] of Object.entries(inputs)) {
    it(`analyses 100,000 characters of ${name} in linear time`, () => {
      const started = performance.now();
      analyzeDocument({ ...resumeInput(text, text), sourceText: text.slice(0, 10_000) });
      expect(performance.now() - started).toBeLessThan(3_000);
    });
  }
});

describe('the lexicon', () => {
  it('spells each alias for one term only, and finds each term by its own spelling', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const group of LEXICON_GROUPS) {
      for (const line of group.entries) {
        const [term = '', ...aliases] = line.split('|');
        for (const alias of [term, ...aliases]) {
          if (alias.startsWith('=')) continue;
          const key = phraseKey(alias);
          const seen = owner.get(key);
          if (seen !== undefined && seen !== term) clashes.push(`${alias} (${term} / ${seen})`);
          owner.set(key, term);
        }
        const canonical = term.replace(/^=/, '');
        expect(termsOf(`, ${canonical} ,`)).toEqual([canonical]);
      }
    }
    expect(clashes).toEqual([]);
  });
});

describe('structure checks', () => {
  const good = `# Ada Obi
ada@example.com | 0803 123 4567 | Lagos
## Experience
Backend Engineer — Flutterwave | Jan 2020 – Present
${'- Built and ran payment services for merchants across Nigeria with Node.js and PostgreSQL\n'.repeat(14)}
## Education
- B.Sc. Computer Science, University of Lagos, 2017
## Skills
- Node.js, PostgreSQL`;

  it('passes a well-formed resume', () => {
    const report = analyzeDocument(resumeInput('', good));
    expect(report.structure.map((c) => [c.id, c.passed])).toEqual([
      ['contact', true],
      ['sections', true],
      ['dates', true],
      ['length', true],
      ['pronouns', true],
    ]);
  });

  it('says what to change in a resume that misses them', () => {
    const bad = `# Ada Obi
Lagos
## Work
I built payment services for merchants in Nigeria. My team shipped weekly, 2019-21.
${'Worked on many things for the company over the years with many people.\n'.repeat(120)}`;
    const checks = Object.fromEntries(analyzeDocument(resumeInput('', bad)).structure.map((c) => [c.id, c]));
    expect(checks.contact?.passed).toBe(false);
    expect(checks.contact?.detail).toContain('e-mail address and phone number');
    expect(checks.sections?.passed).toBe(false);
    expect(checks.sections?.detail).toContain('Experience, Education and Skills');
    expect(checks.dates?.passed).toBe(false);
    expect(checks.dates?.detail).toContain('2019-21');
    expect(checks.length?.passed).toBe(false);
    expect(checks.length?.detail).toMatch(/cut it to two pages/);
    expect(checks.pronouns?.passed).toBe(false);
    expect(checks.pronouns?.detail).toContain('"I"');
  });

  it('checks a cover letter names the company and the job, within a page', () => {
    const letter = `Dear Hiring Manager,\n\nI am applying for the Senior Accountant role at Dangote Cement.\n\n${'I prepared monthly management accounts and reconciled every bank account on time. '.repeat(20)}\n\nYours faithfully,\nChidi`;
    const input: ReportInput = {
      kind: 'cover_letter',
      jobTitle: 'Senior Accountant',
      companyName: 'Dangote Cement Plc',
      jobDescription: '',
      text: letter,
      sourceText: null,
    };
    const ok = analyzeDocument(input).structure;
    expect(ok.map((c) => [c.id, c.passed])).toEqual([
      ['company', true],
      ['job_title', true],
      ['length', true],
    ]);
    const other = analyzeDocument({
      ...input,
      companyName: 'Zenith Bank',
      jobTitle: 'Treasury Analyst',
    }).structure;
    expect(other.find((c) => c.id === 'company')).toMatchObject({ passed: false });
    expect(other.find((c) => c.id === 'company')?.detail).toContain('Zenith Bank');
    expect(other.find((c) => c.id === 'job_title')?.passed).toBe(false);
    const long = analyzeDocument({ ...input, text: letter + letter }).structure;
    expect(long.find((c) => c.id === 'length')?.passed).toBe(false);
  });
});

describe('invented-claim guard', () => {
  for (const f of CLAIM_FIXTURES) {
    it(f.name, () => {
      const report = analyzeDocument({
        kind: f.kind,
        jobTitle: f.jobTitle,
        companyName: f.companyName,
        jobDescription: 'Requirements: IFRS, Excel',
        text: f.document,
        sourceText: f.source,
      });
      const got = report.claims.map((c) => `${c.kind}:${c.value}`);
      expect(got).toEqual(expect.arrayContaining(f.flagged));
      const values = report.claims.map((c) => c.value);
      for (const value of f.notFlagged) expect(values, value).not.toContain(value);
      // Nothing beyond what the fixture expects: no nagging.
      expect(got.length).toBe(f.flagged.length);
      for (const c of report.claims) {
        expect(f.document.slice(c.start, c.end)).toBe(c.value);
        expect(c.sentence).toContain(c.value);
        expect(f.document).toContain(c.sentence);
      }
    });
  }

  it('reads dates however the source writes them, and flags a month the source never gave', () => {
    const claimsOf = (source: string, text: string) =>
      analyzeDocument({
        kind: 'resume',
        jobTitle: '',
        companyName: '',
        jobDescription: '',
        text,
        sourceText: source,
      }).claims.map((c) => `${c.kind}:${c.value}`);
    expect(
      claimsOf('Joined 2020-01. Left 03/2019? Since January, 2021.', 'Jan 2020, March 2019 and Jan. 2021'),
    ).toEqual([]);
    expect(claimsOf('Worked there 2019 - 2021', 'Mar 2019 – 2021')).toEqual(['date:Mar 2019']);
    expect(claimsOf('Worked there 2019 - 2021', '2018 – 2021')).toEqual(['date:2018']);
  });

  it('reads a resume pasted in capitals: name and employer lines are not sections', () => {
    const source =
      'ADA OBI\nada@x.com | 0803 123 4567\nEXPERIENCE\nFLUTTERWAVE — LAGOS\nSoftware Engineer, 2020 - 2022';
    const text = `ADA OBI
ada@x.com | 0803 123 4567
WORK EXPERIENCE
PAYSTACK — LAGOS
Senior Engineer | 2020 – 2022
FLUTTERWAVE — LAGOS
Software Engineer | 2020 – 2022
HOBBIES
Reading, Football, Chess`;
    const report = analyzeDocument({
      kind: 'resume',
      jobTitle: '',
      companyName: '',
      jobDescription: '',
      text,
      sourceText: source,
    });
    expect(report.claims.map((c) => `${c.kind}:${c.value}`)).toEqual([
      'employer:PAYSTACK',
      'job_title:Senior Engineer',
    ]);
    expect(report.structure.find((c) => c.id === 'contact')?.passed).toBe(true);
  });

  it('flags nothing without a source', () => {
    const f = CLAIM_FIXTURES[0];
    if (!f) throw new Error('no fixture');
    const report = analyzeDocument({
      kind: 'resume',
      jobTitle: '',
      companyName: '',
      jobDescription: '',
      text: f.document,
      sourceText: null,
    });
    expect(report.claims).toEqual([]);
  });

  it('does not nag about a document that only restates its source', () => {
    const f = CLAIM_FIXTURES[0];
    if (!f) throw new Error('no fixture');
    const report = analyzeDocument({
      kind: 'resume',
      jobTitle: '',
      companyName: '',
      jobDescription: '',
      text: f.source,
      sourceText: f.source,
    });
    expect(report.claims).toEqual([]);
  });

  it('catches a figure typed into the text', () => {
    const f = CLAIM_FIXTURES[0];
    if (!f) throw new Error('no fixture');
    const base = {
      kind: 'resume' as const,
      jobTitle: '',
      companyName: '',
      jobDescription: '',
      sourceText: f.source,
    };
    const before = analyzeDocument({ ...base, text: f.source });
    const typed = `${f.source}\n- Grew revenue by 73%`;
    const after = analyzeDocument({ ...base, text: typed });
    expect(before.claims).toEqual([]);
    expect(after.claims).toEqual([
      {
        kind: 'percentage',
        value: '73%',
        sentence: 'Grew revenue by 73%',
        start: typed.length - 3,
        end: typed.length,
      },
    ]);
  });
});
