import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze.js';
import { CLAIM_HARM, claimGroup, compareClaims, groupClaims } from './claim-harm.js';
import { CLAIM_CASES, type ClaimCase } from './claims.fixtures.js';
import type { ReportClaim, ReportInput } from './dto.js';

const claimsOf = (
  c: Pick<ClaimCase, 'kind' | 'jobTitle' | 'companyName' | 'jobDescription' | 'source' | 'document'>,
) =>
  analyzeDocument({
    kind: c.kind,
    jobTitle: c.jobTitle,
    companyName: c.companyName,
    jobDescription: c.jobDescription,
    text: c.document,
    sourceText: c.source,
  }).claims;

const overlapping = (claims: readonly ReportClaim[], doc: string, text: string) => {
  const start = doc.indexOf(text);
  if (start < 0) throw new Error(`"${text}" is not in the document`);
  const end = start + text.length;
  return claims.filter((c) => c.start < end && start < c.end).map((c) => `${c.kind}:${c.value}`);
};

describe('invented-claim guard: development cases (every shape, true facts written differently)', () => {
  for (const c of CLAIM_CASES) {
    it(c.name, () => {
      const claims = claimsOf(c);
      const missed = c.inventions.filter((text) => overlapping(claims, c.document, text).length === 0);
      const wrong = c.truths
        .map((text) => ({ text, by: overlapping(claims, c.document, text) }))
        .filter((t) => t.by.length > 0);
      expect({ missed, wrong }).toEqual({ missed: [], wrong: [] });
      for (const claim of claims) {
        expect(c.document.slice(claim.start, claim.end)).toBe(claim.value);
        expect(claim.sentence).toContain(claim.value);
      }
    });
  }
});

/** A resume's claims; its first line is the person's name, as in every resume. */
const resume = (source: string, document: string, extra: Partial<ReportInput> = {}) =>
  analyzeDocument({
    kind: 'resume',
    jobTitle: '',
    companyName: '',
    jobDescription: '',
    text: document.startsWith('# ') ? document : `# Ada Obi\n${document}`,
    sourceText: source,
    ...extra,
  }).claims.map((c) => `${c.kind}:${c.value}`);

describe('invented-claim guard: what is not a claim', () => {
  it('reads no figure in an address or a phone number, however the phone is grouped', () => {
    const source = 'Ada Obi\n+2348031234567 | ada@x.com\n12 Admiralty Way, Lekki Phase 1, Lagos';
    const document =
      '# Ada Obi\n0803 123 4567 · ada@x.com · 12 Admiralty Way, Lekki Phase 1, Lagos\nPhone: (0803) 1234 567\n## Summary\nReach me on +234 803 123 4567.';
    expect(resume(source, document)).toEqual([]);
  });

  it('reads no claim in a letter’s header, its date or its sign-off', () => {
    const claims = analyzeDocument({
      kind: 'cover_letter',
      jobTitle: 'Analyst',
      companyName: 'Kuda',
      jobDescription: '',
      sourceText: 'Ada Obi, analyst at Paystack since 2020.',
      text: 'Ada Obi\nPlot 5, Admiralty Way, Lekki Phase 1\n14 March 2025\n\nThe Hiring Manager\nKuda Technologies Ltd\n\nDear Hiring Manager,\n\nI have been an analyst at Paystack since 2020.\n\nYours sincerely,\nAda Obi\nSenior Analyst',
    }).claims;
    expect(claims).toEqual([]);
  });

  it('leaves numbers inside names alone: Tier 1, Level 2, IFRS 16, list numbers', () => {
    const source = 'Ada Obi. Auditor at KPMG, 2019 - 2022.';
    const document =
      '## Experience\nAuditor — KPMG | 2019 – 2022\n- Audited Tier 1 banks under IFRS 16\n- Ran Level 2 support\n1. Reviewed controls';
    expect(resume(source, document)).toEqual([]);
  });
});

describe('invented-claim guard: by meaning', () => {
  it('compares amounts, counts and hedges by value and by what they count', () => {
    const source = 'Managed a N1.5 billion portfolio for 45 SME clients; onboarded 1,200 merchants.';
    expect(
      resume(
        source,
        '- Managed a ₦1,500,000,000 portfolio for 45 SME customers\n- Onboarded over 1,000 merchants\n- Onboarded 1.2k merchants',
      ),
    ).toEqual([]);
    // The same value counting something else is not the same fact.
    expect(resume(source, '- Opened 45 branches')).toEqual(['number:45']);
    expect(resume(source, '- Onboarded over 2,000 merchants')).toEqual(['number:2,000']);
    // A count written like a year is a count: "2000+ sellers" is the source's "2,000 sellers".
    const sellers = 'Built order tracking APIs used by 2,000 sellers.';
    expect(resume(sellers, '- Built order tracking APIs used by 2000+ sellers')).toEqual([]);
    expect(resume(sellers, '- Built order tracking APIs used by 3000+ sellers')).toEqual(['number:3000+']);
  });

  it('reads years of experience from the source’s dates', () => {
    const source =
      'Accountant, Nestle Nigeria (2016 - 2019)\nSenior Accountant, Dangote (Jan 2019 - Dec 2023)';
    expect(resume(source, '- Seven years of accounting experience')).toEqual([]);
    expect(resume(source, '- 15 years of accounting experience')).toEqual(['number:15']);
  });

  it('knows employers, schools and classes of degree by any of their names', () => {
    const source =
      'Officer, Guaranty Trust Bank Plc (2018 - 2020)\nB.Sc Economics, University of Lagos, Second Class Upper, 2017';
    const document =
      '## Experience\nOfficer | GTBank | 2018 – 2020\n## Education\n- B.Sc. Economics, UNILAG, 2:1 (2017)\n- MBA, Lagos Business School';
    expect(resume(source, document)).toEqual(['degree:MBA', 'school:Lagos Business School']);
  });

  it('reads names with accents whole, and names spelt out where the source gives initials', () => {
    const source = 'Buyer, Nestle Nigeria Plc (2019 - 2023)\nLicensed by MLSCN since 2020';
    const document =
      '## Experience\nBuyer — Nestlé Nigeria | 2019 – 2023\n- Worked at Le Méridien Ibom before that\n## Memberships\n- Member, Medical Laboratory Science Council of Nigeria';
    expect(resume(source, document)).toEqual(['employer:Le Méridien Ibom']);
  });

  it('reads units however they are written: "2.4 km" / "2.4-kilometre", "50M" / "50-million"', () => {
    const source = 'Built a 2.4 km road; queried a 50-million-row table; rated 4.6/5 by users.';
    expect(
      resume(
        source,
        '- Built a 2.4-kilometre road\n- Queried a 50M-row table\n- Rated 4.6 out of 5 by users',
      ),
    ).toEqual([]);
    expect(resume(source, '- Built a 2.4-tonne crane')).toEqual(['number:2.4']);
  });

  it('looks words up in maps, not in objects: "constructor" is a word like any other', () => {
    expect(
      resume('Hired 5 constructor crews', '- Hired 5 constructor crews\n- Hired 7 toString hasOwnProperty'),
    ).toEqual(['number:7']);
  });

  it('reads the level of a certification as part of it', () => {
    const source = 'Passed CFA Level I (2022)';
    expect(resume(source, '## Certifications\n- CFA Level I (2022)')).toEqual([]);
    expect(resume(source, '## Certifications\n- CFA Level II (2022)')).toEqual([
      'certification:CFA Level II',
    ]);
  });

  it('reads a role line whose description follows a colon, and a dated title in a bullet', () => {
    const source = 'Teacher at Corona Schools, 2016 - present';
    const document =
      '## Experience\n- Senior Engineer, Flutterwave (2021 – 2024): built payment APIs for merchants\n- Head of Mathematics Department since 2020';
    expect(resume(source, document)).toEqual([
      'employer:Flutterwave',
      'job_title:Senior Engineer',
      'job_title:Head of Mathematics Department',
      'date:2021',
      'date:2024',
      'date:2020',
    ]);
  });

  it('flags an experience line at the company applied to, but not the letter that names it', () => {
    const source = 'Engineer at Paystack (2019 - 2022)';
    const document = '## Experience\nEngineer — Moniepoint | 2022 – 2024\nEngineer — Paystack | 2019 – 2022';
    // The title at an employer the source never gives is as invented as the employer.
    expect(resume(source, document, { companyName: 'Moniepoint', jobTitle: 'Engineer' })).toEqual([
      'employer:Moniepoint',
      'job_title:Engineer',
      'date:2024',
    ]);
  });
});

describe('claims are ordered and grouped by harm', () => {
  it('lists an invented employer or degree first, then a title or credential, a figure, a date', () => {
    const c = CLAIM_CASES[0] as ClaimCase;
    const kinds = claimsOf(c).map((claim) => CLAIM_HARM[claim.kind]);
    expect(kinds).toEqual([...kinds].sort((a, b) => a - b));
    expect(kinds[0]).toBe(0);
  });

  it('groups claims for the "Please check" list, most harmful group first', () => {
    const claims: ReportClaim[] = [
      { kind: 'date', value: '2021', sentence: '', start: 50, end: 54 },
      { kind: 'number', value: '12', sentence: '', start: 40, end: 42 },
      { kind: 'job_title', value: 'Lead', sentence: '', start: 5, end: 9 },
      { kind: 'employer', value: 'Flutterwave', sentence: '', start: 20, end: 31 },
      { kind: 'award', value: 'Best Staff', sentence: '', start: 60, end: 70 },
      { kind: 'degree', value: 'MBA', sentence: '', start: 80, end: 83 },
    ];
    expect(groupClaims(claims).map((g) => [g.group, g.claims.map((c) => c.value)])).toEqual([
      ['roles', ['Flutterwave', 'Lead']],
      ['credentials', ['MBA', 'Best Staff']],
      ['figures', ['12']],
      ['dates', ['2021']],
    ]);
    expect([...claims].sort(compareClaims).map((c) => c.kind)).toEqual([
      'employer',
      'degree',
      'job_title',
      'award',
      'number',
      'date',
    ]);
    expect(claimGroup('something_new')).toBe('figures');
  });
});
