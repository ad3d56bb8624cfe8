import { describe, expect, it } from 'vitest';
import { applicationLabel, isApplicationId, jobFieldsFrom } from './generate-application';

describe('choosing an application on /generate', () => {
  it('labels an application by its job and company', () => {
    expect(applicationLabel({ jobTitle: 'Data Analyst', companyName: 'Flutterwave' })).toBe(
      'Data Analyst — Flutterwave',
    );
  });

  it('takes only well-formed ids from a link', () => {
    expect(isApplicationId('0b6c6b4e-3c1a-4d8e-9a57-2f1d1d6b9a10')).toBe(true);
    expect(isApplicationId('nonsense')).toBe(false);
    expect(isApplicationId('')).toBe(false);
    expect(isApplicationId(undefined)).toBe(false);
  });

  it('fills the job fields from the application, an absent location as empty', () => {
    expect(
      jobFieldsFrom({
        jobTitle: 'Analyst',
        companyName: 'Kuda',
        companyLocation: null,
        jobDescription: 'Own the dashboards.',
      }),
    ).toEqual({
      jobTitle: 'Analyst',
      companyName: 'Kuda',
      companyLocation: '',
      jobDescription: 'Own the dashboards.',
    });
  });
});
