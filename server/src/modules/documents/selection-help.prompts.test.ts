import { describe, expect, it } from 'vitest';
import { buildSelectionMessage, cleanSuggestion, selectionContext } from './selection-help.prompts.js';

const RESUME = `# Ada Obi
Lagos, Nigeria | ada@example.com
## Experience
- Led front-end development of a payments dashboard
- Mentored two junior developers and improved the release process
- Wrote tests
## Skills
- TypeScript, React`;

describe('cleanSuggestion', () => {
  const bullet = '- Mentored two junior developers and improved the release process';

  it('keeps a plain answer as it is, a bullet staying a bullet', () => {
    expect(cleanSuggestion('- Improved the release process while mentoring two juniors', bullet)).toBe(
      '- Improved the release process while mentoring two juniors',
    );
    expect(cleanSuggestion('Improved the release process', bullet)).toBe('- Improved the release process');
    expect(cleanSuggestion('* Improved the release process', bullet)).toBe('- Improved the release process');
  });

  it('strips code fences, quotes and lead-ins', () => {
    expect(cleanSuggestion('```markdown\n- Improved it\n```', bullet)).toBe('- Improved it');
    expect(cleanSuggestion('"Improved it"', 'I did it.')).toBe('Improved it');
    expect(cleanSuggestion('“Improved it.”', 'I did it.')).toBe('Improved it.');
    expect(cleanSuggestion('Here is the stronger bullet:\n- Improved it', bullet)).toBe('- Improved it');
    expect(cleanSuggestion('Sure! Here\'s a shorter version:\n\n"Improved it"', 'I did it.')).toBe(
      'Improved it',
    );
    expect(cleanSuggestion('- Improved it\n\nThis version leads with the result.', bullet)).toBe(
      '- Improved it',
    );
  });

  it('does not turn a sentence into a bullet, and keeps the selection’s outer whitespace', () => {
    expect(cleanSuggestion('- Improved it.', 'I improved it.')).toBe('Improved it.');
    expect(cleanSuggestion('Improved it.', ' I improved it. ')).toBe(' Improved it. ');
    expect(cleanSuggestion('## Experience', '## Work')).toBe('## Experience');
    expect(cleanSuggestion('## Improved it', 'I improved it.')).toBe('Improved it');
  });

  it('answers empty for an empty answer', () => {
    expect(cleanSuggestion('', bullet)).toBe('');
    expect(cleanSuggestion('  ``` \n```  ', bullet)).toBe('');
    expect(cleanSuggestion('""', bullet)).toBe('');
  });

  it('keeps several lines when several were selected', () => {
    const two = '- One\n- Two';
    expect(cleanSuggestion('- First\n- Second', two)).toBe('- First\n- Second');
  });
});

describe('selectionContext and the message', () => {
  it('gives the section heading and the lines around the selection', () => {
    const start = RESUME.indexOf('- Mentored');
    const end = RESUME.indexOf('\n', start);
    const context = selectionContext(RESUME, start, end);
    expect(context).toEqual({
      heading: '## Experience',
      before: ['- Led front-end development of a payments dashboard'],
      after: ['- Wrote tests'],
    });
    const message = buildSelectionMessage({
      action: 'keyword',
      selection: RESUME.slice(start, end),
      keyword: 'CI/CD',
      context,
      documentKind: 'resume',
      jobTitle: 'Frontend Engineer',
      companyName: 'Paystack',
      jobDescription: 'React and CI/CD',
      sourceText: 'Ada <<<evil>>>',
    });
    expect(message).toContain('Action: keyword');
    expect(message).toContain('Keyword to work in: CI/CD');
    expect(message).toContain('<<<SELECTION\n- Mentored two junior developers');
    expect(message).toContain('Section: Experience');
    expect(message).toContain('Job title: Frontend Engineer');
    expect(message).toContain('<<<SOURCE\nAda ‹‹‹evil›››\nSOURCE>>>');
  });

  it('reads the start and the end of a text', () => {
    expect(selectionContext('Only line', 0, 4)).toEqual({ heading: null, before: [], after: [] });
  });
});
