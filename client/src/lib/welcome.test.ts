import { describe, expect, it } from 'vitest';
import { isReturning, welcomeFor } from './welcome';

const now = new Date('2026-11-27T09:00:00.000Z');
const newcomer = {
  firstName: 'Ngozi',
  lastName: 'Okonkwo',
  fullName: 'Ngozi Okonkwo',
  email: 'ngozi@example.com',
  onboardingCompleted: false,
  totalGenerated: { coverLettersGenerated: 0, resumesGenerated: 0 },
  createdAt: '2026-11-27T08:55:00.000Z',
};

describe('the dashboard welcome', () => {
  it('greets a person who has just signed up for the first time, during and after the tutorial', () => {
    expect(welcomeFor(newcomer, now).title).toBe('Welcome to JobPadi, Ngozi!');
    expect(welcomeFor({ ...newcomer, onboardingCompleted: true }, now).title).toBe(
      'Welcome to JobPadi, Ngozi!',
    );
    expect(welcomeFor(newcomer, now).body).toMatch(/^Let’s write your first application/);
  });

  it('says "Welcome back" only to a person who has been here before', () => {
    const generated = { ...newcomer, totalGenerated: { coverLettersGenerated: 1, resumesGenerated: 0 } };
    expect(welcomeFor(generated, now).title).toBe('Welcome back, Ngozi!');
    const lastWeek = { ...newcomer, onboardingCompleted: true, createdAt: '2026-11-20T10:00:00.000Z' };
    expect(isReturning(lastWeek, now)).toBe(true);
    // Signed up last week but never finished the tutorial: still a first welcome.
    expect(isReturning({ ...lastWeek, onboardingCompleted: false }, now)).toBe(false);
  });
});
