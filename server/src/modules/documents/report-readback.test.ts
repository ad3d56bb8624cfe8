import type { ReportInput } from '@app/shared';
import { analyzeDocument } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { compareWords, readBackReport, textWords, unwrapLines } from './report-readback.js';

const DOC = [
  '# Ada Obi',
  'ada@example.com | +234 801 234 5678',
  '## Experience',
  '- Built efficient payment APIs that settled ₦20,000 in seconds',
  '- Profiled the offline workflows',
].join('\n');

const input: ReportInput = {
  kind: 'resume',
  jobTitle: 'Backend Engineer',
  companyName: 'Paystack',
  jobDescription: 'Requirements: payment APIs, TypeScript, PostgreSQL.',
  text: DOC,
  sourceText: null,
};

describe('read-back comparison', () => {
  it('ignores the markdown markers, case, bullets, punctuation and line breaks', () => {
    const read =
      'ADA OBI\nada@example.com | +234 801 234 5678\nEXPERIENCE\n• Built efficient payment\nAPIs that settled ₦20,000 in seconds\n• Profiled the offline workflows';
    expect(compareWords(DOC, read)).toEqual({ lost: [], merged: [] });
    const report = readBackReport(input, analyzeDocument(input), 'pdf', read);
    expect(report).toEqual({
      format: 'pdf',
      score: analyzeDocument(input).score,
      faithful: true,
      lostWords: [],
      detail: 'Reads back exactly.',
    });
  });

  it('sees a ligature glyph, a word lost and words run together', () => {
    const read =
      'Ada Obi ada@example.com +234 801 234 5678 Experience Built eﬃcient paymentAPIs that settled ₦20,000 in seconds Profiled the workflows';
    const { lost, merged } = compareWords(DOC, read);
    expect(lost).toEqual(['efficient', 'payment', 'apis', 'offline']);
    expect(merged).toEqual(['paymentapis']);
    const report = readBackReport(input, analyzeDocument(input), 'docx', read);
    expect(report.faithful).toBe(false);
    expect(report.lostWords).toEqual(['efficient', 'payment', 'apis', 'offline']);
    expect(report.detail).toBe(
      'The Word file loses 4 words when read back: "efficient", "payment", "apis", "offline". Some words run together: "paymentapis". These keywords are not found in the file: payment APIs.',
    );
  });

  it('counts repeated words: one of two copies lost is a loss', () => {
    expect(compareWords('Go go go', 'go go').lost).toEqual(['go']);
    expect(textWords('Node.js — 40%')).toEqual(['node', 'js', '40']);
  });
});

describe('unwrapLines', () => {
  it('joins lines the page wrapped, keeps the document’s own line breaks and what does not align', () => {
    const doc = 'Built payment APIs in Node.js\n- Ran on-call';
    expect(unwrapLines(doc, 'Built payment\nAPIs in Node.\njs\n• Ran on-\ncall')).toBe(
      'Built payment APIs in Node. js\n• Ran on- call',
    );
    // A word the document does not have at that point (out of order, added) stops the joining.
    expect(unwrapLines(doc, 'Ran\nBuilt payment\nAPIs')).toBe('Ran\nBuilt payment APIs');
    expect(unwrapLines('a b', 'x\ny')).toBe('x\ny');
  });
});
