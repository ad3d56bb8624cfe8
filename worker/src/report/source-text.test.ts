import { describe, expect, it } from 'vitest';
import { generationSource, personalDetailsText } from './source-text.js';

describe('personalDetailsText', () => {
  it('writes the typed details as labelled lines, leaving out empty and unknown fields', () => {
    expect(
      personalDetailsText({
        fullName: ' Bola Ade ',
        phone: '+234 803 000 0000',
        email: 'bola@example.com',
        location: '',
        major: 'Economics',
        school: 'University of Ibadan',
        skills: 'Excel, credit analysis',
        extra: 'ignored',
        experience: 42,
      }),
    ).toBe(
      [
        'Full name: Bola Ade',
        'Phone: +234 803 000 0000',
        'Email: bola@example.com',
        'Field of study: Economics',
        'School: University of Ibadan',
        'Skills: Excel, credit analysis',
      ].join('\n'),
    );
  });

  it('is null for nothing, or for nothing filled in', () => {
    expect(personalDetailsText(null)).toBeNull();
    expect(personalDetailsText('text')).toBeNull();
    expect(personalDetailsText({ fullName: '  ' })).toBeNull();
  });
});

describe('generationSource', () => {
  it('prefers the resume, keeping typed details after it', () => {
    expect(generationSource('RESUME TEXT', null)).toEqual({ text: 'RESUME TEXT', kind: 'resume' });
    expect(generationSource('RESUME TEXT', { skills: 'SQL' })).toEqual({
      text: 'RESUME TEXT\n\nSkills: SQL',
      kind: 'resume',
    });
    expect(generationSource(null, { fullName: 'Ada' })).toEqual({
      text: 'Full name: Ada',
      kind: 'personal_details',
    });
    expect(generationSource(null, null)).toBeNull();
  });
});
