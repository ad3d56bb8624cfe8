import { PLANS } from '@app/shared/plans/catalogue';
import { describe, expect, it } from 'vitest';
import { allowanceText, renewalNote } from './allowance';

describe('allowance text', () => {
  it('reads the catalogue numbers', () => {
    expect(allowanceText(PLANS.jjc)).toBe('8 cover letters and 5 resumes');
    expect(allowanceText(PLANS.free_trial)).toBe('2 cover letters and 1 resume');
    expect(allowanceText(PLANS.idan)).toBe('unlimited cover letters and resumes');
  });
});

describe('renewal note', () => {
  it('says an early renewal extends from the expiry', () => {
    expect(renewalNote(PLANS.agba, true, 30)).toBe(
      'Renewing adds 30 days from your current expiry and another 25 cover letters and 15 resumes to your credits.',
    );
    expect(renewalNote(PLANS.idan, false, 30)).toBe(
      'Renewing adds 30 days of unlimited documents from payment.',
    );
  });
});
