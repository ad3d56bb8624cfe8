/**
 * A held-out corpus for the job check (issue 31 §1), written blind: by someone who had not read the
 * sign detection or the first corpus (job-check.corpus.ts), to measure how the check does on
 * adverts it was not shaped around. Do not tune the checker against this file; add new adverts
 * to the first corpus instead and keep this one as the honest measure.
 */
import type { JobCheckDegreeClass, JobCheckInput, JobCheckNyscStatus, JobCheckProfile } from './dto.js';

/**
 * A requirement a reader sees in the advert. `sentence` is a piece of the requirement's sentence,
 * word for word; the other fields are the values the check should read (omitted: not checked).
 */
export type HeldoutRequirement = { sentence: string; preferred?: boolean } & (
  | { kind: 'degree'; minimumClass?: JobCheckDegreeClass | null; minimumHnd?: JobCheckDegreeClass | null }
  | { kind: 'nysc'; accepts?: JobCheckNyscStatus[]; earliestYear?: number | null; latestYear?: number | null }
  | {
      kind: 'age';
      minAge?: number | null;
      maxAge?: number | null;
      asOf?: string;
      asOfSource?: 'stated' | 'closing_date' | 'today';
    }
  | {
      kind: 'olevel';
      credits?: number | null;
      subjects?: string[];
      exams?: string[];
      sittings?: number | null;
    }
  | { kind: 'experience'; minYears?: number; maxYears?: number | null }
  | { kind: 'certification'; bodies?: string[]; anyOf?: boolean }
);

export interface HeldoutAdvert {
  name: string;
  label: 'scam' | 'genuine';
  input: JobCheckInput;
  /** What a careful reader sees (for the report only; never asserted). */
  why: string;
  eligibility?: HeldoutRequirement[];
  /** A profile to read the eligibility against, with the status each expected requirement should get. */
  profile?: { profile: JobCheckProfile; statuses: Partial<Record<HeldoutRequirement['kind'], string>> };
}

/** The day the held-out test reads age limits on when an advert names none. */
export const HELDOUT_TODAY = '2026-12-01';

const job = (jobTitle: string, companyName: string, jobDescription: string): JobCheckInput => ({
  jobTitle,
  companyName,
  jobDescription,
});

export const HELDOUT_SCAMS: HeldoutAdvert[] = [
  {
    name: 'dangote-broadcast-form',
    label: 'scam',
    why: 'registration form fee, no interview, WhatsApp only, named large employer',
    input: job(
      'Drivers, Cleaners, Store Keepers',
      'Dangote Group',
      `*URGENT RECRUITMENT AT DANGOTE CEMENT PLC OBAJANA* 🔥🔥
Positions: Drivers, Cleaners, Store keepers, Security men, Office assistant
Salary: 180k – 250k monthly + accommodation
NO INTERVIEW!!! Direct employment
Interested persons should send Name, State, Position to WhatsApp 08031234567
Registration form is ₦3,500 only. Forward to your friends and family, God bless you 🙏`,
    ),
  },
  {
    name: 'hotel-refundable-caution',
    label: 'scam',
    why: 'refundable caution fee for uniform and ID card',
    input: job(
      'Waiters / Waitresses (20 slots)',
      'Eko Grand Suites',
      `Eko Grand Suites, Victoria Island is recruiting waiters, waitresses, room attendants and bar men.
Accommodation and feeding provided. Salary ₦95,000 monthly.
Requirements: Minimum of SSCE, neat and presentable, age 20 – 32.
Successful applicants will pay a refundable caution fee of N15,000 for uniform and staff ID card before resumption.
Call Mrs Bisi on 0706 555 1212 between 9am and 4pm.`,
    ),
  },
  {
    name: 'recharge-card-pin',
    label: 'scam',
    why: 'recharge card pin for processing the form',
    input: job(
      'Data Entry Officer',
      'Global Links Ventures',
      `Data entry officers needed in Ibadan, Oyo State. You can work from your house.
Pay: 70k per month.
To apply, buy MTN recharge card of ₦1,500 and send the pin with your full name to 0905 432 1098 for processing of your form. Only 50 slots remaining.`,
    ),
  },
  {
    name: 'first-bank-gmail-bvn',
    label: 'scam',
    why: 'BVN and account number asked, Gmail for a big bank',
    input: job(
      'Graduate Trainee 2026',
      'First Bank of Nigeria',
      `FirstBank Graduate Trainee Programme 2026 – Apply Now

Eligibility:
- Minimum of Second Class Lower degree.
- Not more than 27 years old.

To be shortlisted, send your CV together with your full name, BVN, account number and date of birth to firstbankrecruitment2026@gmail.com. Shortlisted candidates will be contacted within 48 hours.`,
    ),
    eligibility: [
      {
        kind: 'degree',
        sentence: 'Minimum of Second Class Lower degree',
        minimumClass: 'second_class_lower',
      },
    ],
  },
  {
    name: 'nnpc-gmail-only',
    label: 'scam',
    why: 'only a Gmail address for NNPC',
    input: job(
      'Process Operators',
      'NNPC Limited',
      `NNPC Limited invites applications from suitably qualified Nigerians for the position of Process Operator at the Port Harcourt Refinery.

Requirements
• OND/HND in Chemical Engineering or Science Laboratory Technology
• Minimum of 2 years experience in a refinery or petrochemical plant

Method of application: Interested candidates should forward their CV and credentials to nnpc.hr.recruitment@gmail.com using the position as subject.`,
    ),
    eligibility: [
      { kind: 'experience', sentence: 'Minimum of 2 years experience in a refinery', minYears: 2 },
    ],
  },
  {
    name: 'work-from-home-starter-pack',
    label: 'scam',
    why: 'daily earnings, no experience, pay for a starter pack',
    input: job(
      'Online Earner',
      'SwiftEarn Nigeria',
      `Work from home and earn ₦15,000 daily with just your phone!! No experience needed, no certificate needed. Students, corpers, housewives are welcome. Register with ₦5,000 to get your starter pack and start earning today. DM now`,
    ),
  },
  {
    name: 'weekly-guaranteed-recruit',
    label: 'scam',
    why: 'guaranteed weekly pay, recruit others',
    input: job(
      'Marketing Partner',
      'Prosper Global Network',
      `Are you tired of being broke?? Earn ₦350,000 weekly guaranteed!
Our marketing partners earn a bonus for every person they register under them. Invite 3 people and your income doubles.
No office, no boss. Message me now to join.`,
    ),
  },
  {
    name: 'reshipping-cheque',
    label: 'scam',
    why: 'reshipping parcels, cheque sent to you',
    input: job(
      'Remote Package Inspector',
      'Transglobe Logistics LLC',
      `Transglobe Logistics LLC is hiring package inspectors in Lagos and Abuja. You will receive parcels at your home address, inspect them, repackage them and reship them to our overseas clients with the labels we send.
We will mail you a cheque to cover postage; deposit it into your account and send the balance by transfer to our shipping partner.
Pay: $400 per week.`,
    ),
  },
  {
    name: 'pa-gift-cards',
    label: 'scam',
    why: 'buy gift cards and send the codes',
    input: job(
      'Personal Assistant to the CEO (Remote)',
      'Chief Executive Office',
      `I am a busy CEO and travel often. I need a personal assistant who can work remotely. Duties include running errands, buying Apple and Steam gift cards for my clients and sending me the codes, and receiving payments on my behalf. Pay is ₦200,000 weekly. Contact me only on Telegram: @ceo_assistant_hiring.`,
    ),
  },
  {
    name: 'shell-consultant-connections',
    label: 'scam',
    why: 'placement through connections, consultant fee',
    input: job(
      'Offshore Roustabout',
      'Shell Petroleum Development Company',
      `Good news!! Our consultant can help you secure a placement in SPDC/Shell through connections at the head office. No aptitude test. Slots are limited.
Consultant fee of ₦150,000 is payable in two instalments, the first before your documentation and the second after you receive your appointment letter.
Call Engr. Tony: 0813 777 2020`,
    ),
  },
  {
    name: 'customs-training-kit',
    label: 'scam',
    why: 'training and kit fee for a government job',
    input: job(
      'Customs Assistant',
      'Nigeria Customs Service',
      `NIGERIA CUSTOMS SERVICE 2026 RECRUITMENT (INSIDE LIST)

Our names are already on the inside list. Candidates must have a minimum of five credits in WAEC/NECO including English and Mathematics.
All successful candidates will pay ₦20,000 for training and kit before the screening exercise.
Send your details on WhatsApp only: 0802 111 3434`,
    ),
    eligibility: [
      {
        kind: 'olevel',
        sentence: 'minimum of five credits in WAEC/NECO including English and Mathematics',
        credits: 5,
        subjects: ['English', 'Mathematics'],
      },
    ],
  },
  {
    name: 'chevron-medical-payable',
    label: 'scam',
    why: "medical test at the candidate's cost, Yahoo mail for Chevron",
    input: job(
      'Offshore Welders',
      'Chevron Nigeria Limited',
      `Chevron Nigeria Limited is hiring certified welders and fitters for its offshore platforms in Escravos. Monthly pay of $3,500 with 28/28 rotation.
Shortlisted candidates will undergo a medical test at our approved clinic in Warri at a cost of ₦35,000, payable by the candidate.
Send CV to chevron.offshore.jobs@yahoo.com`,
    ),
  },
  {
    name: 'atm-card-salary',
    label: 'scam',
    why: 'ATM card picture and PIN',
    input: job(
      'Data Entry Clerk',
      'Bright Future Services',
      `We are hiring part-time data entry clerks. Flexible hours. To set up your salary payment, send a clear picture of your ATM card (front and back) and the PIN to our finance desk on WhatsApp.`,
    ),
  },
  {
    name: 'npower-nin-maiden',
    label: 'scam',
    why: "NIN, BVN and mother's maiden name through a link",
    input: job(
      'N-Power Batch D Volunteer',
      'N-Power',
      `N-Power Batch D portal is now open. To complete your enrolment, verify your NIN, BVN and your mother's maiden name on this link: npower-batchd-verify.blogspot.com
Stipend ₦30,000 monthly. Deadline is today.`,
    ),
  },
  {
    name: 'canada-visa-agent',
    label: 'scam',
    why: 'visa processing fee to an agent',
    input: job(
      'Farm Workers (Canada)',
      'Maple Leaf Agro Farms',
      `Canada farm jobs!! Fruit pickers and greenhouse workers needed in Ontario. Salary $3,200 per month, free accommodation and flight ticket.
No IELTS required. Pay the visa processing fee of $300 to our agent in Lagos, Mr Kunle, and your visa will be ready in 3 weeks.
WhatsApp +234 810 000 1111`,
    ),
  },
  {
    name: 'driver-form-phone',
    label: 'scam',
    why: 'form fee, phone number only',
    input: job(
      'Company Driver',
      'Private Company',
      `COMPANY DRIVER NEEDED AT LEKKI. Salary 250k. Must know Lagos roads. Applicants will pay ₦2,000 for the application form. Call or WhatsApp 0812 345 6789.`,
    ),
  },
  {
    name: 'security-uniform',
    label: 'scam',
    why: 'uniform fee',
    input: job(
      'Security Guards',
      'Lion Shield Security Ltd',
      `Lion Shield Security needs 40 security guards for estates in Ajah and Ikorodu.
- Age 21 to 45
- Minimum of SSCE
- Salary ₦70,000 plus overtime
Every new guard is required to pay N7,500 for uniform and boots on the first day. Come with your money and two passport photographs to our office at 14 Adeola Road, Ajah.`,
    ),
    eligibility: [{ kind: 'age', sentence: 'Age 21 to 45', minAge: 21, maxAge: 45 }],
  },
  {
    name: 'data-capture-no-experience',
    label: 'scam',
    why: 'no experience required with weekly pay far out of line',
    input: job(
      'Data Capturing Agent',
      'Infocap Solutions',
      `Data capturing job available. No experience required. Earn ₦120,000 weekly typing from your phone. Training is given online. Send "READY" to our page to start.`,
    ),
  },
  {
    name: 'air-peace-screening',
    label: 'scam',
    why: 'screening fee, Gmail for an airline',
    input: job(
      'Cabin Crew Trainee',
      'Air Peace',
      `Air Peace cabin crew recruitment is ongoing. Applicants must be between 19 and 26 years old and at least 1.60m tall.
Applicants are to pay 10,000 naira for the screening test into the account below:
Opay 8123456789, Name: Ogechi Nwosu.
Send proof of payment to airpeace.cabincrew.recruit@gmail.com`,
    ),
    eligibility: [{ kind: 'age', sentence: 'between 19 and 26 years old', minAge: 19, maxAge: 26 }],
  },
  {
    name: 'referral-activation',
    label: 'scam',
    why: 'activation fee, earn from referrals',
    input: job(
      'Affiliate Marketer',
      'EarnHub Africa',
      `Join EarnHub Africa and earn from the comfort of your home. The more people you bring in, the more you earn: ₦3,000 for every referral. Activation fee is ₦10,500 (one-time). Withdraw every Friday.`,
    ),
  },
  {
    name: 'loan-commitment-fee',
    label: 'scam',
    why: 'commitment fee deposit',
    input: job(
      'Loan Recovery Officer',
      'QuickCash Microfinance',
      `We are hiring loan recovery officers in Abeokuta and Ota. Salary ₦120,000 plus bonus. Candidates who pass the interview will deposit ₦5,000 as commitment fee before they resume, to show seriousness.`,
    ),
  },
  {
    name: 'uba-internet-banking-login',
    label: 'scam',
    why: 'internet banking login asked',
    input: job(
      'Customer Service Officer',
      'United Bank for Africa',
      `Congratulations! You have been selected for the UBA customer service officer role. To verify your salary account, log in with your internet banking username and password on the form below and enter the OTP you receive. Resumption is next Monday.`,
    ),
  },
  {
    name: 'hospital-medical-fee-broadcast',
    label: 'scam',
    why: 'medical fee, registration, only WhatsApp',
    input: job(
      'Nurses, Lab Scientists, Cleaners',
      'Reddington Hospital',
      `REDDINGTON HOSPITAL URGENTLY NEEDS STAFF!!! nurses, lab scientists, cleaners, gatemen. good pay. medical fee of 8,000 and registration of 2,000 to be paid before interview. whatsapp 0701 222 3333 for details. share share share`,
    ),
  },
];

export const HELDOUT_GENUINE: HeldoutAdvert[] = [
  {
    name: 'fintech-bvn-apis',
    label: 'genuine',
    why: 'a job about BVN and NIN verification APIs',
    input: job(
      'Backend Engineer (Identity)',
      'Kuda Technologies',
      `About the role
You will join the Identity team that builds our BVN verification APIs, NIN lookup integrations with NIMC and the account number validation service used at onboarding.

What you will do
- Design and maintain high-throughput verification services in Go and TypeScript.
- Work with the compliance team on KYC tiers and data retention.

What we are looking for
- At least 3 years of backend engineering experience.
- Experience with PostgreSQL, Kafka and cloud infrastructure.

Apply through our careers page.`,
    ),
    eligibility: [
      { kind: 'experience', sentence: 'At least 3 years of backend engineering experience', minYears: 3 },
    ],
    profile: { profile: { yearsOfExperience: 2 }, statuses: { experience: 'unmet' } },
  },
  {
    name: 'bank-graduate-trainee',
    label: 'genuine',
    why: 'formal graduate scheme with a no-fee statement that names fees',
    input: job(
      'Graduate Trainee Programme 2027',
      'Zenith Bank Plc',
      `Zenith Bank Plc invites applications from young, dynamic graduates for its 2027 Graduate Trainee Programme.

Requirements
1. A minimum of Second Class Upper (2:1) degree from a recognised university.
2. Applicants must not be older than 26 years by 31st December 2026.
3. NYSC discharge certificate or exemption letter.
4. Five O'Level credits including English Language and Mathematics in not more than two sittings (WAEC or NECO).

Closing date: 20 December 2026.

Zenith Bank does not charge any fee at any stage of its recruitment process and will never ask for your bank details. Report any such request to recruitment.fraud@zenithbank.com.`,
    ),
    eligibility: [
      {
        kind: 'degree',
        sentence: 'A minimum of Second Class Upper (2:1) degree',
        minimumClass: 'second_class_upper',
      },
      {
        kind: 'age',
        sentence: 'must not be older than 26 years by 31st December 2026',
        maxAge: 26,
        asOf: '2026-12-31',
        asOfSource: 'stated',
      },
      {
        kind: 'nysc',
        sentence: 'NYSC discharge certificate or exemption letter',
        accepts: ['completed', 'exempted'],
      },
      {
        kind: 'olevel',
        sentence: "Five O'Level credits including English Language and Mathematics",
        credits: 5,
        subjects: ['English', 'Mathematics'],
        exams: ['WAEC', 'NECO'],
        sittings: 2,
      },
    ],
    profile: {
      profile: { degreeClass: 'second_class_lower', nyscStatus: 'completed', dateOfBirth: '2001-03-14' },
      statuses: { degree: 'unmet', nysc: 'met', age: 'met', olevel: 'unknown' },
    },
  },
  {
    name: 'hotel-whatsapp-roster',
    label: 'genuine',
    why: 'WhatsApp for shift rosters, company email for applying',
    input: job(
      'Front Office Agent',
      'Transcorp Hilton Abuja',
      `Transcorp Hilton Abuja is looking for a warm, well-organised Front Office Agent.

Responsibilities: check-in and check-out of guests, handling reservations on Opera PMS, settling guest bills and answering calls.

Requirements: OND/HND in Hospitality Management or a related field; at least 1 year of front desk experience in a hotel.

Shift rosters and handovers are shared on the front office team's WhatsApp group. Staff meals, transport allowance and HMO are provided.

Send your CV to careers@transcorphotels.com with "Front Office Agent" as the subject.`,
    ),
    eligibility: [{ kind: 'experience', sentence: 'at least 1 year of front desk experience', minYears: 1 }],
  },
  {
    name: 'oil-gas-medical-employer-paid',
    label: 'genuine',
    why: 'medical examination paid by the employer, COREN',
    input: job(
      'Senior Mechanical Engineer',
      'Seplat Energy',
      `Seplat Energy is recruiting a Senior Mechanical Engineer for its Oben gas plant.

Qualifications
- B.Eng/B.Sc in Mechanical Engineering.
- Minimum of 8 years of experience in rotating equipment maintenance in oil and gas.
- Registration with COREN is mandatory.

Successful candidates will undergo a pre-employment medical examination, the full cost of which is borne by the company. Applications are received only through the Seplat careers portal.`,
    ),
    eligibility: [
      { kind: 'experience', sentence: 'Minimum of 8 years of experience in rotating equipment', minYears: 8 },
      { kind: 'certification', sentence: 'Registration with COREN is mandatory', bodies: ['COREN'] },
    ],
  },
  {
    name: 'small-business-gmail',
    label: 'genuine',
    why: 'a small business using Gmail',
    input: job(
      'Cook',
      'Mama Tunde Kitchen',
      `Mama Tunde Kitchen, a small restaurant in Yaba, needs an experienced cook who can prepare native soups (egusi, efo riro, ogbono) and jollof rice for 150 customers daily. Working hours 7am–5pm, Monday to Saturday. Salary ₦80,000 monthly plus lunch. Send your CV or a short note about yourself to mamatundekitchen@gmail.com or walk in to 22 Herbert Macaulay Way, Yaba.`,
    ),
  },
  {
    name: 'sales-attractive-salary',
    label: 'genuine',
    why: '"attractive salary", commission',
    input: job(
      'Sales Representative',
      'Nestlé Nigeria Plc',
      `Job Summary
We are looking for a results-driven Sales Representative to grow our distribution in Kano and Kaduna.

Key responsibilities
• Visit key distributors and retail outlets along the assigned route.
• Achieve monthly volume targets and report sales daily.

Requirements
• HND/B.Sc in any discipline.
• 2 – 4 years of FMCG sales experience.
• Ability to speak Hausa is an added advantage.

We offer an attractive salary, a performance bonus and a company car.`,
    ),
    eligibility: [
      { kind: 'experience', sentence: '2 – 4 years of FMCG sales experience', minYears: 2, maxYears: 4 },
    ],
  },
  {
    name: 'ngo-no-fee-names-fees',
    label: 'genuine',
    why: 'NGO disclaimer names processing and training fees',
    input: job(
      'Nutrition Programme Manager',
      'International Rescue Committee',
      `The International Rescue Committee (IRC) responds to the world's worst humanitarian crises. The Nutrition Programme Manager will lead the CMAM programme across Borno and Yobe states.

Requirements:
- Master's degree in Public Health, Nutrition or a related field.
- At least 5 years of experience managing nutrition programmes in humanitarian settings.
- Fluency in English; Hausa or Kanuri is preferred.

IRC does not charge a fee at any stage of the recruitment process (application, interview, processing or training). IRC will not ask for any information related to bank accounts.`,
    ),
    eligibility: [
      {
        kind: 'experience',
        sentence: 'At least 5 years of experience managing nutrition programmes',
        minYears: 5,
      },
    ],
  },
  {
    name: 'teacher-trcn',
    label: 'genuine',
    why: 'a school advert with TRCN',
    input: job(
      'Mathematics Teacher (Secondary)',
      'Greenfield Secondary School, Ibadan',
      `Greenfield Secondary School, Ibadan requires a Mathematics teacher for JSS 1 to SS 3.

The ideal candidate:
- holds a B.Ed or B.Sc (Ed) in Mathematics;
- is registered with TRCN;
- has a minimum of 2 years teaching experience in a secondary school.

Interested candidates should submit their applications to the Principal at the school premises, Ring Road, Ibadan, or by email to admin@greenfieldschools.edu.ng.`,
    ),
    eligibility: [
      { kind: 'certification', sentence: 'is registered with TRCN', bodies: ['TRCN'] },
      { kind: 'experience', sentence: 'minimum of 2 years teaching experience', minYears: 2 },
    ],
  },
  {
    name: 'nurse-nmcn',
    label: 'genuine',
    why: 'hospital with NMCN licence',
    input: job(
      'Registered Nurse',
      'Evercare Hospital Lekki',
      `Evercare Hospital Lekki is recruiting Registered Nurses for its medical and surgical wards.

Requirements: BNSc or RN/RM with a current practising licence from the Nursing and Midwifery Council of Nigeria (NMCN). Minimum of three years post-qualification experience. BLS certification is required; ACLS is an added advantage.

Evercare will never ask candidates for money. Apply at careers.evercare.ng.`,
    ),
    eligibility: [
      {
        kind: 'certification',
        sentence: 'current practising licence from the Nursing and Midwifery Council',
        bodies: ['NMCN'],
      },
      { kind: 'experience', sentence: 'Minimum of three years post-qualification experience', minYears: 3 },
    ],
  },
  {
    name: 'pharmacist-pcn-nysc',
    label: 'genuine',
    why: 'pharmacy with PCN and NYSC completed',
    input: job(
      'Pharmacist',
      'HealthPlus Pharmacy',
      `HealthPlus is hiring Pharmacists for its stores in Abuja and Port Harcourt.

Requirements
- B.Pharm from a recognised university and a full licence from the Pharmacists Council of Nigeria (PCN).
- Must have completed the one-year internship and NYSC.
- Excellent customer service skills.

Benefits: HMO, pension, product discounts and structured training.`,
    ),
    eligibility: [
      {
        kind: 'certification',
        sentence: 'full licence from the Pharmacists Council of Nigeria',
        bodies: ['PCN'],
      },
      {
        kind: 'nysc',
        sentence: 'Must have completed the one-year internship and NYSC',
        accepts: ['completed'],
      },
    ],
  },
  {
    name: 'accountant-ican-or-acca',
    label: 'genuine',
    why: 'ICAN or ACCA, years of experience',
    input: job(
      'Financial Accountant',
      'Lafarge Africa Plc',
      `The Financial Accountant will prepare monthly management accounts, statutory returns and IFRS financial statements.

Minimum qualifications: B.Sc in Accounting; ICAN or ACCA qualification. A minimum of 5 years post-qualification experience, preferably in manufacturing. Candidates who have completed NYSC between 2015 and 2020 are encouraged to apply.`,
    ),
    eligibility: [
      {
        kind: 'certification',
        sentence: 'ICAN or ACCA qualification',
        bodies: ['ICAN', 'ACCA'],
        anyOf: true,
      },
      { kind: 'experience', sentence: 'A minimum of 5 years post-qualification experience', minYears: 5 },
      {
        kind: 'nysc',
        sentence: 'completed NYSC between 2015 and 2020',
        accepts: ['completed'],
        earliestYear: 2015,
        latestYear: 2020,
      },
    ],
  },
  {
    name: 'hr-cipm-preferred',
    label: 'genuine',
    why: 'CIPM as an added advantage',
    input: job(
      'HR Generalist',
      'Interswitch Group',
      `We are hiring an HR Generalist to support onboarding, performance reviews and employee relations for 400 staff.

You will have a first degree in the Social Sciences and 3 years of experience in a generalist HR role. CIPM membership is an added advantage.

We do not use agents and we never ask applicants to pay for anything.`,
    ),
    eligibility: [
      {
        kind: 'certification',
        sentence: 'CIPM membership is an added advantage',
        bodies: ['CIPM'],
        preferred: true,
      },
      { kind: 'experience', sentence: '3 years of experience in a generalist HR role', minYears: 3 },
    ],
  },
  {
    name: 'government-closing-date-age',
    label: 'genuine',
    why: 'government agency style, age on the closing date, "do not pay anybody"',
    input: job(
      'Administrative Officer II',
      'Federal Inland Revenue Service',
      `FEDERAL INLAND REVENUE SERVICE
RECRUITMENT OF ADMINISTRATIVE OFFICERS

Applicants must possess a minimum of Second Class Lower (2:2) degree or HND Upper Credit in Public Administration, Business Administration or related fields.
Applicants must not be older than 30 years as at the closing date.
Applicants must have completed NYSC or possess an exemption certificate.

Method of application: apply online through recruitment.firs.gov.ng. Applications close on 15th January 2027.

Applications are free. Do not pay anybody for forms or placement; FIRS has not engaged any agent or consultant.`,
    ),
    eligibility: [
      {
        kind: 'degree',
        sentence: 'minimum of Second Class Lower (2:2) degree or HND Upper Credit',
        minimumClass: 'second_class_lower',
        minimumHnd: 'hnd_upper_credit',
      },
      {
        kind: 'age',
        sentence: 'must not be older than 30 years as at the closing date',
        maxAge: 30,
        asOf: '2027-01-15',
        asOfSource: 'closing_date',
      },
      {
        kind: 'nysc',
        sentence: 'must have completed NYSC or possess an exemption certificate',
        accepts: ['completed', 'exempted'],
      },
    ],
  },
  {
    name: 'startup-remote-whatsapp-slack',
    label: 'genuine',
    why: 'remote, Slack and WhatsApp for team chat, senior monthly pay',
    input: job(
      'Senior Frontend Engineer',
      'Paystack',
      `We're a fully remote team across Lagos, Nairobi and Accra. Day to day we talk on Slack, and the on-call rotation uses a WhatsApp group for pages after hours.

You have 5+ years building production React apps, care about accessibility and performance, and like mentoring.

Compensation: ₦900,000 – ₦1,400,000 monthly depending on experience, plus equity, a home-office stipend and health cover.

Our process: a 30-minute intro call, a take-home exercise we pay you for, a technical interview and a values interview.`,
    ),
    eligibility: [{ kind: 'experience', sentence: '5+ years building production React apps', minYears: 5 }],
  },
  {
    name: 'internship-no-experience-low-stipend',
    label: 'genuine',
    why: '"no experience required" with a modest stipend',
    input: job(
      'Social Media Intern',
      'Bloom Creative Studio',
      `Bloom Creative Studio (Surulere) is taking two social media interns for six months. No experience required: we will teach you content planning, Canva and basic analytics. Stipend ₦60,000 monthly plus transport. Fresh graduates and corps members serving in Lagos may apply. Send a short cover note and links to any posts you are proud of to hello@bloomcreative.ng.`,
    ),
  },
  {
    name: 'bank-customer-service-bvn-enrolment',
    label: 'genuine',
    why: 'a job helping customers with BVN enrolment and ATM cards',
    input: job(
      'Customer Service Officer',
      'Access Bank Plc',
      `As a Customer Service Officer at our Ikeja branch you will open accounts, assist customers with BVN enrolment and NIN linking, resolve ATM card and token issues, and handle account statement requests.

Requirements: B.Sc/HND in any discipline; at least 1 year of customer-facing experience; NYSC discharge certificate.

Apply via the Access Bank careers portal.`,
    ),
    eligibility: [
      { kind: 'nysc', sentence: 'NYSC discharge certificate', accepts: ['completed'] },
      { kind: 'experience', sentence: 'at least 1 year of customer-facing experience', minYears: 1 },
    ],
  },
  {
    name: 'warehouse-repack-dispatch',
    label: 'genuine',
    why: 'warehouse repacking and dispatch, bike given, "never ask you to pay"',
    input: job(
      'Warehouse Associate',
      'Jumia Nigeria',
      `Jumia is hiring Warehouse Associates for its fulfilment centre in Isolo.

Duties: receive inbound stock from sellers, inspect and repack items, label parcels and prepare outbound shipments for last-mile riders.

Requirements: SSCE minimum, ability to lift up to 20kg and to work rotating shifts.

We provide PPE, transport from designated bus stops and a meal per shift. Jumia will never ask you to pay for a job or for equipment.`,
    ),
  },
  {
    name: 'retail-finance-cheques-gift-cards',
    label: 'genuine',
    why: 'finance role that processes cheques and reconciles gift card sales',
    input: job(
      'Finance Officer, Store Operations',
      'Shoprite Nigeria',
      `Reporting to the Regional Finance Manager, the Finance Officer will reconcile daily store takings, process cheques from corporate customers, reconcile gift card sales against the POS system and prepare cash-in-transit schedules.

Requirements: B.Sc in Accounting or Finance; 2 years of experience in retail finance; ICAN student membership is an added advantage.`,
    ),
    eligibility: [
      { kind: 'experience', sentence: '2 years of experience in retail finance', minYears: 2 },
      {
        kind: 'certification',
        sentence: 'ICAN student membership is an added advantage',
        bodies: ['ICAN'],
        preferred: true,
      },
    ],
  },
  {
    name: 'agency-for-client-no-charge',
    label: 'genuine',
    why: 'a recruitment consultancy for a client, states no charge',
    input: job(
      'Production Supervisor',
      'Workforce Group (for a client)',
      `Our client, a leading FMCG manufacturer in Agbara, Ogun State, is recruiting a Production Supervisor.

Requirements:
- B.Sc/HND in Chemical, Mechanical or Electrical Engineering.
- 4 – 6 years of experience supervising a production line.

Shortlisted candidates will be invited for an assessment and a panel interview. Workforce Group does not charge candidates for recruitment services. Apply on our website.`,
    ),
    eligibility: [
      { kind: 'experience', sentence: '4 – 6 years of experience supervising', minYears: 4, maxYears: 6 },
    ],
  },
  {
    name: 'telecom-dealer-recharge-sales',
    label: 'genuine',
    why: 'a sales job selling recharge cards and data bundles',
    input: job(
      'Territory Sales Representative',
      'Kreative Telecoms (MTN Trade Partner)',
      `Kreative Telecoms, an MTN trade partner in Onitsha, needs Territory Sales Representatives to sell recharge cards, e-top-up and data bundles to retailers and kiosks in the Main Market axis.

You should have an OND or above, a motorcycle licence, and 1 year of sales experience. Base salary plus monthly commission. Send your CV to jobs@kreativetelecoms.com.ng.`,
    ),
    eligibility: [{ kind: 'experience', sentence: '1 year of sales experience', minYears: 1 }],
  },
  {
    name: 'dental-receptionist-short',
    label: 'genuine',
    why: 'a short, plain advert',
    input: job(
      'Receptionist',
      'Smile Dental Clinic',
      `Receptionist needed at a dental clinic in Wuse 2, Abuja. OND/HND, good phone manners, computer literate. Send CV to hr@smiledentalabuja.com.ng.`,
    ),
  },
  {
    name: 'federal-medical-centre-nurses',
    label: 'genuine',
    why: 'government hospital, age limit with no date',
    input: job(
      'Nursing Officer II',
      'Federal Medical Centre, Abeokuta',
      `The Federal Medical Centre, Abeokuta invites applications for the post of Nursing Officer II (CONHESS 08).

Candidates should possess Registered Nurse/Registered Midwife certificates with a current practising licence from the NMCN.
Candidates should not be more than 35 years of age.

Application forms are obtained free of charge from the Centre's website. Completed forms with photocopies of credentials should be submitted to the Director of Administration.`,
    ),
    eligibility: [
      { kind: 'certification', sentence: 'current practising licence from the NMCN', bodies: ['NMCN'] },
      { kind: 'age', sentence: 'should not be more than 35 years of age', maxAge: 35, asOfSource: 'today' },
    ],
  },
  {
    name: 'oil-gas-graduate-interview-stages',
    label: 'genuine',
    why: 'oil company graduate scheme with tests and interviews, HND grade',
    input: job(
      'Graduate Engineering Trainee',
      'TotalEnergies EP Nigeria',
      `TotalEnergies EP Nigeria Graduate Engineering Trainee Scheme

Eligibility
- First degree in Petroleum, Chemical or Mechanical Engineering with a minimum of Second Class Upper; HND holders must have a Distinction.
- Completed NYSC in 2024 or later.
- Not more than 28 years old at the time of application.

Selection comprises an online aptitude test, an assessment centre and a panel interview. TotalEnergies never requests money from applicants at any stage.`,
    ),
    eligibility: [
      {
        kind: 'degree',
        sentence: 'minimum of Second Class Upper',
        minimumClass: 'second_class_upper',
        minimumHnd: 'hnd_distinction',
      },
      {
        kind: 'nysc',
        sentence: 'Completed NYSC in 2024 or later',
        accepts: ['completed'],
        earliestYear: 2024,
      },
      { kind: 'age', sentence: 'Not more than 28 years old', maxAge: 28 },
    ],
    profile: {
      profile: { degreeClass: 'first', nyscStatus: 'completed', nyscYear: 2022 },
      statuses: { degree: 'met', nysc: 'unmet', age: 'unknown' },
    },
  },
];

export const HELDOUT_CORPUS: HeldoutAdvert[] = [...HELDOUT_SCAMS, ...HELDOUT_GENUINE];
