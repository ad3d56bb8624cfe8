import { describe, expect, it } from 'vitest';
import { LAST_STEP, ONBOARDING_STEPS, onboardingProgress, TUTORIAL_STEPS } from './steps';

describe('onboarding steps', () => {
  it('are the profile step and the six tutorial steps of spec 02 §4, in order', () => {
    expect(ONBOARDING_STEPS).toBe(1 + TUTORIAL_STEPS.length);
    expect(TUTORIAL_STEPS.map((s) => s.id)).toEqual([
      'welcome',
      'optimization',
      'resume',
      'generate',
      'downloads',
      'premium',
    ]);
  });

  it('report progress over all seven steps', () => {
    expect(onboardingProgress(0)).toEqual({ label: 'Step 1 of 7', percent: 14 });
    expect(onboardingProgress(LAST_STEP)).toEqual({ label: 'Step 7 of 7', percent: 100 });
    expect(onboardingProgress(99).label).toBe('Step 7 of 7');
  });

  it('quote the plan catalogue, not numbers of their own', () => {
    const premium = TUTORIAL_STEPS.at(-1);
    expect(premium?.body).toContain('2 cover letters and 1 resume for 7 days');
    expect(premium?.points[0]).toBe('Basic: 8 cover letters and 5 resumes for ₦10,000 a month');
  });
});
