import { describe, expect, it } from 'vitest';
import { runJobCheck } from './job-check-run';
import {
  confirmationReasons,
  isQuiet,
  JOB_CHECK_MIN_CHARS,
  needsConfirmation,
  profileHint,
  RISK_TEXT,
  requirementTitle,
  shouldCheck,
} from './job-check-view';

const SCAM = {
  jobTitle: 'Graduate Trainee',
  companyName: 'Shell Nigeria',
  jobDescription:
    'Shell Nigeria is recruiting graduate trainees in Lagos. Successful applicants will pay a registration fee of N5,000 before the interview. Send your BVN and account number to our HR manager on WhatsApp 08031234567.',
};
const PLAIN = {
  jobTitle: 'Data Analyst',
  companyName: 'Flutterwave',
  jobDescription:
    'Analyse payment data, build dashboards in SQL and Power BI, and present insights to product teams.',
};
const GRADUATE = {
  jobTitle: 'Graduate Trainee',
  companyName: 'Access Bank',
  jobDescription:
    'Join our graduate programme in Lagos. Candidates must have a minimum of Second Class Upper (2:1) degree. Completed NYSC is required.',
};

describe('the job check on /generate', () => {
  it('waits for an advert of at least 50 characters', () => {
    expect(shouldCheck({ jobDescription: 'x'.repeat(JOB_CHECK_MIN_CHARS - 1) })).toBe(false);
    expect(shouldCheck({ jobDescription: `  ${'x'.repeat(JOB_CHECK_MIN_CHARS - 1)}  ` })).toBe(false);
    expect(shouldCheck({ jobDescription: 'x'.repeat(JOB_CHECK_MIN_CHARS) })).toBe(true);
  });

  it('runs the shared check in the browser, nothing for a short advert', async () => {
    await expect(runJobCheck({ ...PLAIN, jobDescription: 'Too short' })).resolves.toBeNull();
    const result = await runJobCheck(SCAM);
    expect(result?.risk).toBe('high');
    for (const flag of result?.flags ?? [])
      expect(SCAM.jobDescription.slice(flag.start, flag.end)).toBe(flag.evidence);
  });

  it('asks before writing only for a high risk, quoting the advert', async () => {
    const scam = await runJobCheck(SCAM);
    expect(needsConfirmation(scam)).toBe(true);
    const reasons = confirmationReasons(scam as NonNullable<typeof scam>);
    expect(reasons).toContain('Asks you to pay: “Successful applicants will pay”');
    expect(needsConfirmation(await runJobCheck(PLAIN))).toBe(false);
    expect(needsConfirmation(null)).toBe(false);
  });

  it('is a quiet line for a plain advert, not for one with requirements', async () => {
    const plain = await runJobCheck(PLAIN);
    expect(plain && isQuiet(plain)).toBe(true);
    const graduate = await runJobCheck(GRADUATE);
    expect(graduate && isQuiet(graduate)).toBe(false);
    expect(graduate?.risk).toBe('low');
    // No profile details yet: every requirement is unknown, and one line says how to know.
    expect(graduate?.eligibility.map((r) => `${requirementTitle(r)}:${r.status}`)).toEqual([
      'Degree class:unknown',
      'NYSC:unknown',
    ]);
    expect(graduate && profileHint(graduate)).toMatch(/profile/);
    expect(plain && profileHint(plain)).toBeNull();
  });

  it('names each risk in words, never by colour alone', () => {
    expect(Object.values(RISK_TEXT).map((r) => r.label)).toEqual(['Low risk', 'Medium risk', 'High risk']);
  });
});
