import { describe, expect, it } from 'vitest';
import { documentBlocks } from './structure.js';

describe('documentBlocks', () => {
  it('reads a resume: name line, headings, grouped bullets and plain lines', () => {
    const resume =
      '# Ada Obi\nLagos | ada@example.com\n## Experience\n- Led the dashboard\n- Mentored two\n## Skills\n- SQL';
    expect(documentBlocks(resume)).toEqual([
      { kind: 'title', text: 'Ada Obi' },
      { kind: 'paragraph', text: 'Lagos | ada@example.com' },
      { kind: 'heading', text: 'Experience' },
      { kind: 'bullets', items: ['Led the dashboard', 'Mentored two'] },
      { kind: 'heading', text: 'Skills' },
      { kind: 'bullets', items: ['SQL'] },
    ]);
  });

  it('splits a cover letter into paragraphs at blank lines, keeping line breaks inside one', () => {
    expect(documentBlocks('Dear Team,\r\n\r\nI am writing.\nThanks.\n\n\nSincerely,\nAda')).toEqual([
      { kind: 'paragraph', text: 'Dear Team,' },
      { kind: 'paragraph', text: 'I am writing.\nThanks.' },
      { kind: 'paragraph', text: 'Sincerely,\nAda' },
    ]);
  });

  it('copes with half-written text', () => {
    expect(documentBlocks('')).toEqual([]);
    expect(documentBlocks('# Ada\n## Exp')).toEqual([
      { kind: 'title', text: 'Ada' },
      { kind: 'heading', text: 'Exp' },
    ]);
  });
});
