import { describe, expect, it } from 'vitest';
import { cleanDocument, looksComplete, MAX_DOCUMENT_CHARS } from './output.js';

describe('cleanDocument', () => {
  it("keeps a resume to DECISIONS.md's structure: '# ' name, '## ' sections, '- ' bullets", () => {
    const raw = [
      '```markdown',
      '### **Ada Obi**',
      'Lagos | ada@example.com',
      '',
      '',
      '',
      '#### Experience ##',
      '* Led the <b>payments</b> dashboard',
      '• Mentored two developers',
      '| Skill | Level |',
      '```',
    ].join('\n');
    expect(cleanDocument(raw, 'resume')).toBe(
      [
        '## Ada Obi',
        'Lagos | ada@example.com',
        '',
        '## Experience',
        '- Led the payments dashboard',
        '- Mentored two developers',
      ].join('\n'),
    );
    expect(cleanDocument('# Ada Obi\n## Skills\n- SQL', 'resume')).toBe('# Ada Obi\n## Skills\n- SQL');
  });

  it('turns a cover letter into plain paragraphs and caps its length', () => {
    expect(cleanDocument('## Dear Team,\r\n\r\n\r\nI am **keen**.\n', 'cover_letter')).toBe(
      'Dear Team,\n\nI am keen.',
    );
    expect(cleanDocument('word '.repeat(5_000), 'cover_letter')).toHaveLength(MAX_DOCUMENT_CHARS);
  });
});

describe('looksComplete', () => {
  it('refuses a truncated or structureless answer', () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
    expect(looksComplete(words(40), 'cover_letter')).toBe(true);
    expect(looksComplete(words(39), 'cover_letter')).toBe(false);
    expect(looksComplete(`# Ada Obi\n${words(30)}`, 'resume')).toBe(true);
    expect(looksComplete(words(60), 'resume')).toBe(false);
  });
});
