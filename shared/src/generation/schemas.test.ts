import { describe, expect, it } from 'vitest';
import { GENERATION_MESSAGES as M, ZGenerationRequest } from './schemas.js';

const base = {
  jobTitle: 'Data Analyst',
  companyName: 'Flutterwave',
  jobDescription: 'Analyse payment data and build dashboards.',
  generateCoverLetter: 'true',
  optimizeResume: 'false',
};
const message = (input: unknown) => {
  const r = ZGenerationRequest.safeParse(input);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('ZGenerationRequest (spec 02 §5)', () => {
  it('reads multipart booleans and trims text', () => {
    const parsed = ZGenerationRequest.parse({ ...base, jobTitle: '  Data Analyst ', companyLocation: '' });
    expect(parsed).toMatchObject({
      jobTitle: 'Data Analyst',
      generateCoverLetter: true,
      optimizeResume: false,
      companyLocation: undefined,
      personalDetails: null,
    });
  });

  it('gives each required-field message', () => {
    expect(message({ ...base, jobTitle: ' ' })).toBe(M.jobTitle);
    expect(message({ ...base, companyName: undefined })).toBe(M.companyName);
    expect(message({ ...base, jobDescription: 'too short' })).toBe(M.jobDescription);
    expect(message({ ...base, generateCoverLetter: 'false' })).toBe(M.selection);
  });

  it('requires every personal detail, and a valid e-mail, when creating a new resume', () => {
    const creating = { ...base, optimizeResume: 'true', isCreatingNewResume: 'true' };
    expect(message(creating)).toBe(M.personalDetails);
    const details = {
      fullName: 'Ada Obi',
      phone: '+234 801 234 5678',
      email: 'ada@example.com',
      location: 'Lagos',
      major: 'Economics',
      school: 'University of Lagos',
    };
    expect(message({ ...creating, ...details, email: 'nope' })).toBe(M.invalidEmail);
    expect(ZGenerationRequest.parse({ ...creating, ...details }).personalDetails).toEqual(details);
  });

  it('bounds every field so a hostile request cannot grow the prompt', () => {
    expect(message({ ...base, jobDescription: 'x'.repeat(20_001) })).toBe(
      'Job description must be at most 20,000 characters',
    );
  });
});
