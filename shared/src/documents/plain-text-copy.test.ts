import { describe, expect, it } from 'vitest';
import { plainTextCopy } from './plain-text-copy.js';

/** The lines a job portal's text box would show with a Markdown sign at their start. */
const markdownStarts = (text: string) => text.split('\n').filter((line) => /^\s*(#|[-*+] |>)/.test(line));

describe('plainTextCopy: what Copy puts on the clipboard', () => {
  it('turns a resume’s light structure into lines and • bullets', () => {
    const resume = [
      '# Ada Obi',
      'Lagos | ada@example.com | +234 803 000 0000',
      '## Summary',
      'Data analyst with **five years** in fintech.',
      '## Experience',
      '**Data Analyst** — Paystack, Lagos (2021 – Present)',
      '- Built the *fraud* dashboard, cutting chargebacks by 18%',
      '- Mentored two analysts',
      '## Skills',
      '* SQL, Python',
      '+ Power BI',
    ].join('\n');
    expect(plainTextCopy(resume)).toBe(
      [
        'Ada Obi',
        'Lagos | ada@example.com | +234 803 000 0000',
        '',
        'Summary',
        'Data analyst with five years in fintech.',
        '',
        'Experience',
        'Data Analyst — Paystack, Lagos (2021 – Present)',
        '• Built the fraud dashboard, cutting chargebacks by 18%',
        '• Mentored two analysts',
        '',
        'Skills',
        '• SQL, Python',
        '• Power BI',
      ].join('\n'),
    );
  });

  it('leaves no Markdown sign at a line start, nor ** anywhere', () => {
    const text = plainTextCopy(
      '# Name\n\n\n## Summary\n- one\n  - nested\n### Deeper\n> quoted\n---\n* * *\n#\n- **bold** and __strong__',
    );
    expect(markdownStarts(text)).toEqual([]);
    expect(text).not.toContain('**');
    expect(text).not.toContain('__');
    expect(text).toBe('Name\n\nSummary\n• one\n  • nested\n\nDeeper\nquoted\n\n• bold and strong');
  });

  it('keeps a cover letter as written: paragraphs, line breaks, dashes and signs inside words', () => {
    const letter =
      'Dear Hiring Manager,\r\n\r\nI have three years at Zenith Bank - in payments.\nMy ID is ada_obi_2 and 5*3 = 15.\n\nSincerely,\nAda Obi';
    expect(plainTextCopy(letter)).toBe(
      'Dear Hiring Manager,\n\nI have three years at Zenith Bank - in payments.\nMy ID is ada_obi_2 and 5*3 = 15.\n\nSincerely,\nAda Obi',
    );
  });

  it('writes links as words and address, code as its text, and drops a cut emphasis sign', () => {
    expect(plainTextCopy('- [Portfolio](https://ada.dev) and [https://x.ng](https://x.ng)')).toBe(
      '• Portfolio (https://ada.dev) and https://x.ng',
    );
    expect(plainTextCopy('Used `dbt` and ~~Excel~~ _Sheets_')).toBe('Used dbt and Excel Sheets');
    expect(plainTextCopy('## **Skills')).toBe('Skills');
    expect(plainTextCopy('#1 in class; C# and F#')).toBe('#1 in class; C# and F#');
  });

  it('copes with empty and half-written text', () => {
    expect(plainTextCopy('')).toBe('');
    expect(plainTextCopy('# Ada\n## Exp')).toBe('Ada\n\nExp');
  });
});
