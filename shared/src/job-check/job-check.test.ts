import { describe, expect, it } from 'vitest';
import { checkJob } from './check.js';
import type { EligibilityRequirement, JobCheckProfile, JobFlagId } from './dto.js';
import { ZJobCheckRequest } from './schemas.js';
import { sentences } from './sentences.js';

const TODAY = { today: '2026-06-01' };
const check = (
  jobDescription: string,
  companyName = 'Acme Ltd',
  jobTitle = 'Officer',
  profile: JobCheckProfile = {},
) => checkJob({ jobTitle, companyName, jobDescription }, profile, TODAY);
const ids = (text: string, company?: string, title?: string) =>
  check(text, company, title).flags.map((f) => f.id);
const flag = (text: string, id: JobFlagId, company?: string, title?: string) => {
  const found = check(text, company, title).flags.find((f) => f.id === id);
  if (found) expect(text.slice(found.start, found.end)).toBe(found.evidence);
  return found;
};
const req = (text: string, kind: EligibilityRequirement['kind'], profile: JobCheckProfile = {}) =>
  check(text, 'Acme Ltd', 'Officer', profile).eligibility.find((r) => r.kind === kind);

const APPLY = ' Send your CV to careers@acme.ng.';

describe('sentences', () => {
  it('cuts lines and sentences, keeps abbreviations and strips bullets, with exact offsets', () => {
    const text = 'About us\n- B.Sc. in Accounting. Minimum of 2:1.\n• NYSC discharge certificate';
    const s = sentences(text);
    expect(s.map((x) => x.text)).toEqual([
      'About us',
      'B.Sc. in Accounting.',
      'Minimum of 2:1.',
      'NYSC discharge certificate',
    ]);
    for (const x of s) expect(text.slice(x.start, x.end)).toBe(x.text);
  });
});

describe('sign: money asked of the applicant', () => {
  it.each([
    'Shortlisted candidates will pay a registration fee of ₦5,000 before the test.',
    'A refundable caution deposit of N20,000 secures your place.',
    'Interested applicants should send a ₦2,000 MTN recharge card pin with their CV.',
    'Form fee: ₦3,500 only.',
    'Buy your starter kit for ₦15,000 to begin selling.',
    'Pay our agent ₦10,000 for documentation and you resume Monday.',
    'You will be required to pay for your uniform and ID card.',
    'Make payment into the following account: 0123456789 GTBank.',
  ])('flags %s', (text) => {
    expect(flag(`${text}${APPLY}`, 'fee')).toBeDefined();
  });

  it.each([
    'We never ask for payment at any stage of our recruitment.',
    'Beware of fraudsters who ask for registration fees in our name.',
    'We pay ₦350,000 monthly plus HMO.',
    'Successful candidates will undergo a pre-employment medical examination at the bank’s expense.',
    'Reconcile processing fees on merchant card transactions daily.',
    'Sell recharge cards and data bundles to walk-in customers.',
    'Do not pay anyone any money to be considered for this role.',
  ])('does not flag %s', (text) => {
    expect(ids(`${text}${APPLY}`)).not.toContain('fee');
  });

  it('a no-fee statement lowers the risk and is never a flag', () => {
    const clean = check(`We never ask applicants for any fee.${APPLY}`);
    expect(clean.flags).toEqual([]);
    expect(clean.reassurances[0]?.evidence).toBe('never ask applicants for any fee');
    const hint = `Apply only on WhatsApp: 08031234567.`;
    expect(check(hint).risk).toBe('medium');
    expect(check(`${hint} We never ask for payment.`).risk).toBe('low');
  });
});

describe('sign: identity and bank data', () => {
  it('flags the applicant’s BVN, NIN, account number, ATM card and maiden name', () => {
    for (const text of [
      'Send your BVN and NIN to complete your registration.',
      'Requirements: CV, passport photograph, BVN, account number.',
      'Provide your ATM card details for salary set-up.',
      'Submit your internet banking login so we can verify you.',
      "Include your mother's maiden name on the form.",
    ])
      expect(flag(`${text}${APPLY}`, 'identity_data'), text).toBeDefined();
  });
  it('a job about BVN services is not a sign', () => {
    for (const text of [
      'Build and maintain BVN and NIN verification APIs for our merchants.',
      'Enrol customers for their BVN at the branch and resolve account number issues.',
      'We will never ask for your BVN or bank login.',
    ])
      expect(ids(`${text}${APPLY}`, 'Paystack', 'Backend Engineer, Identity'), text).not.toContain(
        'identity_data',
      );
  });
});

describe('sign: contact channels', () => {
  it('free mail for a named large employer', () => {
    expect(
      flag('Apply now: send your CV to zenithbank.hr2026@gmail.com', 'free_mail', 'Zenith Bank')?.evidence,
    ).toBe('zenithbank.hr2026@gmail.com');
    expect(
      flag('Shell Nigeria is recruiting. Send CV to recruitment.dept@yahoo.com', 'free_mail', ''),
    ).toBeDefined();
  });
  it('free mail for a small business, or beside a careers link, is not a sign', () => {
    expect(ids('Send your CV to mamaputkitchen@gmail.com', 'Mama Put Kitchen')).not.toContain('free_mail');
    expect(
      ids('Apply at https://careers.zenithbank.com or ask zenith.grad@gmail.com', 'Zenith Bank'),
    ).not.toContain('free_mail');
  });
  it('only WhatsApp, Telegram or a phone number', () => {
    expect(flag('Interested? Send your CV on WhatsApp to 0803 123 4567.', 'chat_only')?.evidence).toBe(
      'WhatsApp',
    );
    expect(flag('Join our Telegram channel to apply: t.me/jobsng', 'chat_only')).toBeDefined();
  });
  it('WhatsApp as the team’s chat tool beside an e-mail is not a sign', () => {
    expect(ids(`Our team coordinates on WhatsApp and Slack.${APPLY}`)).toEqual([]);
  });
});

describe('sign: pay and promises', () => {
  it('pay far out of line, or guaranteed', () => {
    expect(flag(`Earn ₦500,000 weekly from home.${APPLY}`, 'unrealistic_pay')?.evidence).toBe(
      '₦500,000 weekly',
    );
    expect(flag(`Guaranteed income of N50k daily.${APPLY}`, 'unrealistic_pay')).toBeDefined();
    expect(ids(`Salary: ₦3,500,000 monthly for a principal engineer.${APPLY}`)).not.toContain(
      'unrealistic_pay',
    );
  });
  it('no experience with high pay, and no interview', () => {
    expect(
      flag(`No experience needed. Salary ₦450,000 monthly.${APPLY}`, 'no_experience_high_pay'),
    ).toBeDefined();
    expect(ids(`No experience needed; we train you. Salary ₦90,000 monthly.${APPLY}`)).toEqual([]);
    expect(flag(`Immediate employment, no interview.${APPLY}`, 'no_interview')).toBeDefined();
    expect(ids(`There is no interview fee.${APPLY}`)).not.toContain('no_interview');
  });
  it('placement through connections, recruiting others, cheques, gift cards, reshipping', () => {
    expect(
      flag(`We secure placement through our connections in the bank.${APPLY}`, 'connections'),
    ).toBeDefined();
    expect(flag(`Earn ₦2,000 for every person you recruit.${APPLY}`, 'recruit_to_earn')).toBeDefined();
    expect(
      flag(
        `Deposit the cheque into your personal account and send back the balance.${APPLY}`,
        'payment_scheme',
      ),
    ).toBeDefined();
    expect(flag(`Buy Apple gift cards for our clients.${APPLY}`, 'payment_scheme')).toBeDefined();
    expect(
      flag(`Receive parcels at your home and reship them abroad.${APPLY}`, 'payment_scheme'),
    ).toBeDefined();
    expect(ids(`Prepare cheques and lodge them at the bank daily.${APPLY}`)).toEqual([]);
  });
});

describe('eligibility readers', () => {
  it('degree class: 2:1, Second Class Upper, minimum of 2.1, HND upper credit, CGPA', () => {
    expect(req('Minimum of Second Class Upper degree.', 'degree')).toMatchObject({
      minimumClass: 'second_class_upper',
    });
    expect(req('A minimum of 2.1 in any discipline from a recognised university.', 'degree')).toMatchObject({
      minimumClass: 'second_class_upper',
    });
    expect(req('B.Sc with 2:2 or HND Upper Credit.', 'degree')).toMatchObject({
      minimumClass: 'second_class_lower',
      minimumHnd: 'hnd_upper_credit',
    });
    expect(req('First degree with a minimum CGPA of 3.5/5.0.', 'degree')).toMatchObject({
      minimumClass: 'second_class_upper',
    });
    expect(req('Raised ₦2.1 million for the company.', 'degree')).toBeUndefined();
  });
  it('degree status: met, unmet, unknown without the detail', () => {
    const text = 'Minimum of 2:1 degree.';
    expect(req(text, 'degree')?.status).toBe('unknown');
    expect(req(text, 'degree', { degreeClass: 'first' })?.status).toBe('met');
    expect(req(text, 'degree', { degreeClass: 'second_class_lower' })?.status).toBe('unmet');
    expect(req(text, 'degree', { degreeClass: 'hnd_upper_credit' })?.status).toBe('unknown');
  });
  it('NYSC: discharge or exemption, years, serving corps members', () => {
    expect(req('Must have completed NYSC (discharge or exemption certificate).', 'nysc')).toMatchObject({
      accepts: ['completed', 'exempted'],
    });
    expect(
      req('NYSC completed between 2023 and 2025.', 'nysc', { nyscStatus: 'completed', nyscYear: 2021 }),
    ).toMatchObject({
      earliestYear: 2023,
      latestYear: 2025,
      status: 'unmet',
    });
    expect(
      req('Currently serving corps members are welcome to apply.', 'nysc', { nyscStatus: 'ongoing' }),
    ).toMatchObject({
      accepts: ['ongoing'],
      status: 'met',
    });
    expect(req('NYSC discharge certificate is required.', 'nysc', { nyscStatus: 'exempted' })?.status).toBe(
      'unknown',
    );
    expect(req('NYSC discharge certificate is required.', 'nysc', { nyscStatus: 'ongoing' })?.status).toBe(
      'unmet',
    );
  });
  it('age: the limit and the day it applies to', () => {
    expect(
      req('Not older than 26 years by 31 December 2026.', 'age', { dateOfBirth: '1999-12-01' }),
    ).toMatchObject({
      maxAge: 26,
      asOf: '2026-12-31',
      asOfSource: 'stated',
      status: 'unmet',
    });
    expect(req('Age: 21 - 28 years.\nClosing date: 15 March 2027.', 'age')).toMatchObject({
      minAge: 21,
      maxAge: 28,
      asOf: '2027-03-15',
      asOfSource: 'closing_date',
      status: 'unknown',
    });
    expect(
      req('Candidates must be below 30 years of age.', 'age', { dateOfBirth: '1997-01-01' }),
    ).toMatchObject({
      maxAge: 29,
      asOf: '2026-06-01',
      asOfSource: 'today',
      status: 'met',
    });
  });
  it('O’Level: credits, subjects, exams, sittings', () => {
    const text =
      'Five (5) credits in WAEC/NECO including English Language and Mathematics at not more than two sittings.';
    expect(req(text, 'olevel')).toMatchObject({
      credits: 5,
      subjects: ['English Language', 'Mathematics'],
      exams: ['WAEC', 'NECO'],
      sittings: 2,
      status: 'unknown',
    });
    expect(
      req(text, 'olevel', { oLevel: 'WAEC 2015: 7 credits incl. English and Mathematics' })?.status,
    ).toBe('met');
    expect(req(text, 'olevel', { oLevel: 'NECO 2016: 4 credits' })?.status).toBe('unmet');
  });
  it('experience: minimum, ranges, upper limits; a company’s history is not one', () => {
    expect(
      req("Minimum of 5 years' post-qualification experience.", 'experience', { yearsOfExperience: 3 }),
    ).toMatchObject({
      minYears: 5,
      status: 'unmet',
    });
    expect(req('3-5 years of experience in sales.', 'experience', { yearsOfExperience: 7 })).toMatchObject({
      minYears: 3,
      maxYears: 5,
      status: 'met',
    });
    expect(
      req('Not more than 2 years post-NYSC experience.', 'experience', { yearsOfExperience: 4 }),
    ).toMatchObject({
      minYears: 0,
      maxYears: 2,
      status: 'unmet',
    });
    expect(req('We have over 20 years of experience in logistics.', 'experience')).toBeUndefined();
  });
  it('certification: bodies, any of, members’ letters', () => {
    expect(
      req('ICAN or ACCA qualification is required.', 'certification', {
        certifications: ['ACA (ICAN), 2021'],
      }),
    ).toMatchObject({
      bodies: ['ICAN', 'ACCA'],
      anyOf: true,
      status: 'met',
    });
    expect(req('Must be registered with COREN.', 'certification', { certifications: ['PMP'] })?.status).toBe(
      'unmet',
    );
    expect(req('Valid NMCN licence.', 'certification')?.status).toBe('unknown');
    expect(req('The company is listed on the NSE.', 'certification')).toBeUndefined();
  });
});

describe('misses the held-out corpus found (issue 31)', () => {
  it('reads form prices, costs left to the candidate, and quotes amounts without a trailing space', () => {
    expect(flag('Registration form is ₦3,500 only. Forward to your friends.', 'fee')?.evidence).toBe(
      'Registration form is ₦3,500',
    );
    expect(
      flag(
        'Shortlisted candidates will undergo a medical test at a cost of ₦35,000, payable by the candidate.',
        'fee',
      )?.evidence,
    ).toBe('payable by the candidate');
    expect(flag(`Kindly pay N7,500 for your uniform.${APPLY}`, 'fee')?.evidence).toBe('pay N7,500');
    expect(ids(`The medical test is at the company's expense and is paid by the company.${APPLY}`)).toEqual(
      [],
    );
  });

  it('gift cards bought for someone, and WhatsApp as an on-call tool', () => {
    expect(
      flag('Duties include buying Apple and Steam gift cards and sending me the codes.', 'payment_scheme'),
    ).toBeDefined();
    expect(
      ids('The on-call rotation uses a WhatsApp group for pages after hours. We talk on Slack.'),
    ).toEqual([]);
    expect(ids('Interested? Send your CV on WhatsApp 08031234567.')).toContain('chat_only');
  });

  it('age ranges without "years", years of doing the work, and corps members only invited', () => {
    expect(req('Requirements: age 20 – 32.', 'age')).toMatchObject({ minAge: 20, maxAge: 32 });
    expect(req('- Age 21 to 45', 'age')).toMatchObject({ minAge: 21, maxAge: 45 });
    expect(req('You have 5+ years building production React apps.', 'experience')).toMatchObject({
      minYears: 5,
      maxYears: null,
    });
    expect(req('We spent 5 years building this product.', 'experience')).toBeUndefined();
    expect(req('Fresh graduates and corps members serving in Lagos may apply.', 'nysc')).toBeUndefined();
    expect(req('Only corps members serving in Lagos may apply.', 'nysc')).toMatchObject({
      accepts: ['ongoing'],
    });
  });

  it('"added advantage" marks only its own clause as preferred', () => {
    const text = 'At least 3 years of experience is required; ICAN membership is an added advantage.';
    expect(req(text, 'experience')?.preferred).toBe(false);
    expect(req(text, 'certification')?.preferred).toBe(true);
  });
});

describe('the request schema', () => {
  it('refuses an empty description with a sentence and keeps the generation maximum', () => {
    const empty = ZJobCheckRequest.safeParse({ jobDescription: '   ' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe('Paste the job description to check it.');
    const long = ZJobCheckRequest.safeParse({ jobDescription: 'a'.repeat(20_001) });
    expect(long.error?.issues[0]?.message).toBe('Job description must be at most 20,000 characters');
    expect(ZJobCheckRequest.parse({ jobDescription: ' Hi ' })).toEqual({
      jobTitle: '',
      companyName: '',
      jobDescription: ' Hi ',
    });
  });
});
