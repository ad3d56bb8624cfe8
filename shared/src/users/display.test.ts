import { describe, expect, it } from 'vitest';
import { displayName, initials } from './display.js';
import { creditsLabel, usageSummary } from './usage.js';

const person = (
  p: Partial<{ firstName: string | null; lastName: string | null; fullName: string | null; email: string }>,
) => ({
  firstName: null,
  lastName: null,
  fullName: null,
  email: 'chioma.okafor@example.com',
  ...p,
});

describe('display name and initials (spec 01 §2.11)', () => {
  it('prefer the first name, then the full name, then the e-mail, then User', () => {
    expect(displayName(person({ firstName: 'Chioma', fullName: 'Ada Obi' }))).toBe('Chioma');
    expect(displayName(person({ fullName: 'Ada Obi' }))).toBe('Ada');
    expect(displayName(person({}))).toBe('chioma.okafor');
    expect(displayName(person({ email: '' }))).toBe('User');
  });

  it('build initials from the full name, else first and last name, else the e-mail', () => {
    expect(initials(person({ fullName: 'Ada Ngozi Obi' }))).toBe('AN');
    expect(initials(person({ firstName: 'Tunde', lastName: 'Bakare' }))).toBe('TB');
    expect(initials(person({}))).toBe('C');
  });
});

describe('usage summary', () => {
  const user = {
    quotaBalance: { coverLettersRemaining: 3, resumesRemaining: -1 },
    totalGenerated: { coverLettersGenerated: 5, resumesGenerated: 2 },
    isUnlimitedActive: false,
  };

  it('floors available at 0 and adds used to it for the total', () => {
    expect(usageSummary(user)).toEqual({
      coverLetters: { used: 5, available: 3, total: 8, isUnlimited: false },
      resumes: { used: 2, available: 0, total: 2, isUnlimited: false },
    });
    expect(creditsLabel(user)).toBe('3 credits');
  });

  it('is all zero when the balance or totals are missing, unlimited when the plan is', () => {
    expect(usageSummary({}).coverLetters).toEqual({ used: 0, available: 0, total: 0, isUnlimited: false });
    expect(usageSummary({ ...user, isUnlimitedActive: true }).resumes.isUnlimited).toBe(true);
    expect(creditsLabel({ ...user, isUnlimitedActive: true })).toBe('∞');
  });
});
