import { describe, expect, it } from 'vitest';
import type { CvDetailsDto } from './cv-details.js';
import { cvDetailsForGeneration, cvDetailsLines } from './cv-for-generation.js';

const ADA: CvDetailsDto = {
  nyscStatus: 'completed',
  nyscYear: 2022,
  stateOfOrigin: 'Enugu',
  dateOfBirth: '1999-04-12',
  degreeClass: 'second_class_lower',
  oLevel: 'WAEC 2015: 7 credits',
  referees: [{ name: 'Dr. Ngozi Okafor', role: 'HOD Accounting, UNN', contact: null }],
};
const job = (jobDescription: string) => ({
  jobTitle: 'Graduate Trainee',
  companyName: 'Acme Bank',
  jobDescription,
});
const PLAIN = job('Build dashboards for the growth team and present them every week to the leadership.');
const SCHEME = job(
  'Requirements: minimum of Second Class Upper (2:1). NYSC discharge certificate. Applicants must not be older than 26 years by the closing date.',
);
const off = { nigerianFormat: false, includeDateOfBirth: false };

describe('CV details a generation may use (issue 31 §2)', () => {
  it('uses none for an advert that asks for none, unless the Nigerian format is ticked', () => {
    expect(cvDetailsForGeneration(ADA, off, PLAIN)).toBeNull();
    expect(cvDetailsForGeneration(null, { ...off, nigerianFormat: true }, PLAIN)).toBeNull();
    expect(cvDetailsForGeneration(ADA, { ...off, nigerianFormat: true }, PLAIN)).toEqual({
      format: 'nigerian',
      details: { ...ADA, dateOfBirth: null },
    });
  });

  it('uses only what the advert asks about, and the date of birth only when ticked', () => {
    expect(cvDetailsForGeneration(ADA, off, SCHEME)).toEqual({
      format: 'standard',
      details: {
        nyscStatus: 'completed',
        nyscYear: 2022,
        stateOfOrigin: null,
        dateOfBirth: null,
        degreeClass: 'second_class_lower',
        oLevel: null,
        referees: [],
      },
    });
    expect(
      cvDetailsForGeneration(ADA, { ...off, includeDateOfBirth: true }, SCHEME)?.details.dateOfBirth,
    ).toBe('1999-04-12');
  });

  it('names each detail in a labelled line', () => {
    expect(cvDetailsLines(ADA)).toEqual([
      'NYSC: Completed (discharge certificate), 2022',
      'Degree class: Second Class Lower (2:2)',
      "O'Level: WAEC 2015: 7 credits",
      'State of origin: Enugu',
      'Date of birth: 12 April 1999',
      'Referee: Dr. Ngozi Okafor, HOD Accounting, UNN',
    ]);
  });
});
