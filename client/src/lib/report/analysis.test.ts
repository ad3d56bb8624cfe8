import type { ReportAnalysis, ReportClaim, ReportKeyword } from '@app/shared/report/dto';
import { describe, expect, it } from 'vitest';
import { claimGroupsOf, orderChecks, reportInputOf, splitKeywords, topMissing } from './analysis';

const kw = (term: string, matched: boolean, weight = 1): ReportKeyword => ({
  term,
  weight,
  matched,
  jobSnippets: [],
});

const analysis = (missing: string[]): ReportAnalysis => ({
  kind: 'resume',
  score: 50,
  sourceScore: null,
  keywords: [],
  missing,
  structure: [],
  claims: [],
  letter: null,
});

describe('report analysis helpers', () => {
  it('builds the analysis input from the source and the current text', () => {
    expect(
      reportInputOf(
        {
          documentId: 'd',
          kind: 'cover_letter',
          jobTitle: 'Engineer',
          companyName: 'Kuda',
          jobDescription: 'Go and Kafka',
          sourceText: null,
          sourceKind: 'none',
        },
        'Dear team',
      ),
    ).toEqual({
      kind: 'cover_letter',
      jobTitle: 'Engineer',
      companyName: 'Kuda',
      jobDescription: 'Go and Kafka',
      text: 'Dear team',
      sourceText: null,
    });
  });

  it('names the top missing keywords', () => {
    const a = analysis(['AWS', 'Kubernetes', 'GraphQL', 'Docker', 'Terraform', 'Kafka']);
    expect(topMissing(a)).toEqual(['AWS', 'Kubernetes', 'GraphQL', 'Docker', 'Terraform']);
    expect(topMissing(a, 3)).toEqual(['AWS', 'Kubernetes', 'GraphQL']);
    expect(topMissing(a, -1)).toEqual([]);
  });

  it('splits keywords keeping their order', () => {
    const { matched, missing } = splitKeywords([kw('A', true), kw('B', false), kw('C', true)]);
    expect(matched.map((k) => k.term)).toEqual(['A', 'C']);
    expect(missing.map((k) => k.term)).toEqual(['B']);
  });

  it('puts failed checks first', () => {
    const check = (id: string, passed: boolean) => ({ id, label: id, passed, detail: '' });
    expect(
      orderChecks([check('contact', true), check('pronouns', false), check('length', true)]).map((c) => c.id),
    ).toEqual(['pronouns', 'contact', 'length']);
  });

  it('groups the claims to check under headings, most harmful first', () => {
    const claim = (kind: ReportClaim['kind'], value: string, start: number): ReportClaim => ({
      kind,
      value,
      sentence: value,
      start,
      end: start + value.length,
    });
    const groups = claimGroupsOf([
      claim('date', '2021', 90),
      claim('number', '120', 70),
      claim('job_title', 'Senior Engineer', 10),
      claim('employer', 'Flutterwave', 30),
      claim('certification', 'PMP', 50),
      claim('degree', 'MBA', 60),
    ]);
    expect(groups.map((g) => [g.label, g.claims.map((c) => c.value)])).toEqual([
      ['Employers and roles', ['Flutterwave', 'Senior Engineer']],
      ['Education and credentials', ['MBA', 'PMP']],
      ['Figures', ['120']],
      ['Dates', ['2021']],
    ]);
    expect(claimGroupsOf([])).toEqual([]);
  });
});
