/**
 * Adverts for the job check's corpus test (issue 31 §1): half scams in the shapes Nigerian job
 * seekers meet, half real adverts that carry the words a careless check would trip on (BVN as the
 * job, a no-fee warning, WhatsApp as the team's chat, a hotel, a medical paid by the employer, a
 * bank's graduate scheme, cheques as a teller's work). Names, numbers and addresses are invented.
 */
import type { EligibilityRequirement, JobFlagId } from './dto.js';

export interface ExpectedRequirement {
  kind: EligibilityRequirement['kind'];
  /** Words of the sentence it must be read from. */
  from: string;
  /** Values it must be read with. */
  values: Record<string, unknown>;
}

export interface JobAdvertCase {
  name: string;
  scam: boolean;
  jobTitle: string;
  companyName: string;
  jobDescription: string;
  /** Signs the check must find in this advert (scams). */
  signs?: JobFlagId[];
  eligibility?: ExpectedRequirement[];
}

const SCAMS: JobAdvertCase[] = [
  {
    name: 'bank impersonation, Gmail, form fee',
    scam: true,
    jobTitle: 'Customer Service Officer',
    companyName: 'Zenith Bank',
    signs: ['fee', 'free_mail'],
    jobDescription: `ZENITH BANK PLC MASSIVE RECRUITMENT 2026

Zenith Bank is recruiting Customer Service Officers for its branches in Lagos, Abuja and Port Harcourt.

Requirements:
- OND/HND/B.Sc in any field
- Good communication skills

Method of application: Interested candidates should send their CV to zenithbankrecruitment2026@gmail.com. Shortlisted candidates will pay a form fee of ₦5,500 for the aptitude test booklet. Hurry, slots are limited!`,
  },
  {
    name: 'NNPC portal, Yahoo address, processing fee',
    scam: true,
    jobTitle: 'Graduate Trainee',
    companyName: 'NNPC Limited',
    signs: ['fee', 'free_mail'],
    jobDescription: `NNPC Limited 2026 Graduate Trainee Programme — Application Now Open.

The Nigerian National Petroleum Company invites fresh graduates to apply. All applicants must complete the online form and pay the processing fee of N7,500 into the account provided after submission. The fee covers your data capture and test centre allocation.

Send proof of payment and your CV to nnpc.graduate.programme@yahoo.com before Friday.`,
  },
  {
    name: 'data entry from home, ₦500,000 weekly, WhatsApp only',
    scam: true,
    jobTitle: 'Data Entry Clerk (Remote)',
    companyName: 'Global Data Services',
    signs: ['unrealistic_pay', 'chat_only'],
    jobDescription: `WORK FROM HOME!!! Data entry clerks needed urgently. Earn ₦500,000 weekly typing simple documents on your phone. No experience needed, we will train you in 1 hour. Send "INTERESTED" on WhatsApp to 0814 556 2390 to get started today.`,
  },
  {
    name: 'recharge card pins for screening',
    scam: true,
    jobTitle: 'Factory Worker',
    companyName: 'Dangote Group',
    signs: ['fee'],
    jobDescription: `Dangote Cement Factory Workers Needed (Obajana and Ibese Plants)

Salary: ₦180,000 monthly plus accommodation.
Qualification: SSCE and above.

To be screened, send your full name, state of origin and a ₦1,500 MTN recharge card pin by SMS to 0906 112 4477. Only those who send the card will be scheduled for screening.`,
  },
  {
    name: 'starter kit and downlines',
    scam: true,
    jobTitle: 'Independent Distributor',
    companyName: 'Wellness Life International',
    signs: ['fee', 'recruit_to_earn'],
    jobDescription: `Be your own boss! Wellness Life International is looking for distributors in every state.

How it works: buy a starter kit for ₦35,000 and start selling our herbal products. Build your downlines and earn 20% on every sale they make. Top distributors drive a company car within six months.

Call or WhatsApp Mrs Ada on 08035557721.`,
  },
  {
    name: 'airport jobs through connections, paying an agent',
    scam: true,
    jobTitle: 'Airport Customer Service Agent',
    companyName: 'FAAN',
    signs: ['connections', 'fee'],
    jobDescription: `Airport jobs available at Murtala Muhammed Airport, Lagos. We get people employed through our connections in FAAN and the airlines. Positions: customer service, cargo handling, protocol. Pay our agent ₦50,000 for documentation and you will resume within two weeks. No interview required. Contact Mr Bayo: 0703 221 9081.`,
  },
  {
    name: 'hotel with a refundable uniform fee',
    scam: true,
    jobTitle: 'Receptionist',
    companyName: 'Royal Palm Suites',
    signs: ['fee'],
    jobDescription: `Royal Palm Suites, Wuse 2, Abuja is hiring receptionists, waiters and room attendants.

Salary: ₦95,000 – ₦120,000 monthly.

Successful applicants will pay a refundable uniform fee of ₦12,000 before resumption; it will be returned with your first salary. Email CVs to royalpalmsuites.abj@gmail.com.`,
  },
  {
    name: 'mystery shopper cheque',
    scam: true,
    jobTitle: 'Mystery Shopper',
    companyName: 'Quality Survey Partners',
    signs: ['payment_scheme'],
    jobDescription: `Part-time Mystery Shopper wanted in Lagos and Ibadan. You will evaluate customer service at banks and shops near you. We will send you a cheque for ₦800,000; deposit the cheque into your personal account, keep ₦60,000 as your pay and transfer the balance to our evaluator. Apply with your phone number to qsp.jobs@outlook.com.`,
  },
  {
    name: 'reshipping assistant',
    scam: true,
    jobTitle: 'Logistics Assistant (Home-based)',
    companyName: 'SwiftCargo Worldwide',
    signs: ['payment_scheme'],
    jobDescription: `SwiftCargo Worldwide needs home-based logistics assistants. Duties: receive packages from our suppliers at your home address, repackage and forward them to our customers abroad using the labels we email you. Pay: $40 per parcel. Work 2-3 hours a day. Email swiftcargo.hr@gmail.com with your home address.`,
  },
  {
    name: 'personal assistant buying gift cards',
    scam: true,
    jobTitle: 'Personal Assistant to the CEO',
    companyName: 'Okafor Holdings',
    signs: ['payment_scheme'],
    jobDescription: `Personal Assistant needed for a busy CEO who travels often. Responsibilities include managing his schedule, running errands and helping with purchases. From time to time you will buy iTunes and Steam gift cards for our clients and send the codes to the CEO. You will be reimbursed the same day. Interested? Text 0817 440 2213.`,
  },
  {
    name: 'payroll verification wanting bank login',
    scam: true,
    jobTitle: 'Admin Officer',
    companyName: 'Prime Solutions Nigeria',
    signs: ['identity_data'],
    jobDescription: `Prime Solutions Nigeria is hiring Admin Officers (Ikeja). Salary ₦150,000.

Congratulations to all shortlisted candidates. To set up your salary account, send your BVN, account number and internet banking login to hr.primesolutions@gmail.com within 24 hours. Failure to do so means your offer will be withdrawn.`,
  },
  {
    name: 'Telegram crypto trader with guaranteed returns',
    scam: true,
    jobTitle: 'Crypto Trading Assistant',
    companyName: 'BitWealth Academy',
    signs: ['unrealistic_pay', 'chat_only'],
    jobDescription: `BitWealth Academy is recruiting trading assistants. Guaranteed income of ₦40,000 daily from our crypto investment plan. No experience or degree needed — our signals do the work. Join our Telegram group to apply and get onboarded today.`,
  },
  {
    name: 'Chevron medical fee via Gmail',
    scam: true,
    jobTitle: 'Offshore Technician',
    companyName: 'Chevron Nigeria Limited',
    signs: ['fee', 'free_mail'],
    jobDescription: `Chevron Nigeria Limited Offshore Recruitment

Vacancies: Offshore Technicians, Welders, Riggers, Scaffolders.
Location: Escravos / Lagos.

Successful candidates are required to pay a medical fee of ₦25,000 at our accredited hospital before deployment. Send your CV to chevronnigeria.recruit@gmail.com quoting the position as subject.`,
  },
  {
    name: 'Customs recruitment form sold',
    scam: true,
    jobTitle: 'Customs Assistant',
    companyName: 'Nigeria Customs Service',
    signs: ['fee'],
    jobDescription: `Nigeria Customs Service Recruitment Form 2026 is out. Applicants should buy the recruitment form for ₦15,000 from our accredited agents nationwide. After payment, your name will be forwarded for the physical screening. Call 0902 335 1180 for the nearest agent.`,
  },
  {
    name: 'house help agency fee',
    scam: true,
    jobTitle: 'Nanny / House Help',
    companyName: 'Mama Care Domestic Agency',
    signs: ['fee'],
    jobDescription: `We have nanny and house help jobs with rich families in Lekki, Ikoyi and Abuja. Live-in, feeding and accommodation provided, salary ₦70,000–₦100,000. Agency fee: ₦20,000 payable before we take you to the employer. Send a message to 0805 667 0912.`,
  },
  {
    name: 'online typing, ₦50,000 daily, no interview',
    scam: true,
    jobTitle: 'Online Typist',
    companyName: 'TypeNaira',
    signs: ['unrealistic_pay', 'no_interview'],
    jobDescription: `Online Typing Jobs — Earn ₦50,000 daily!

No interview. No CV. Everybody is welcome: students, corpers, housewives. Type short captchas on your phone and get paid every evening. Registration closes soon. Chat us on WhatsApp: 0813 909 2231.`,
  },
  {
    name: 'people inside MTN, guaranteed slot',
    scam: true,
    jobTitle: 'Customer Care Representative',
    companyName: 'MTN Nigeria',
    signs: ['connections', 'unrealistic_pay'],
    jobDescription: `MTN Nigeria is employing customer care reps in Lagos, Ibadan and Enugu. We have people inside MTN HR who will push your CV. Guaranteed employment for the first 40 people who secure a slot this week. Only serious applicants should call 0708 114 5529.`,
  },
  {
    name: 'ride-hailing caution deposit',
    scam: true,
    jobTitle: 'Driver',
    companyName: 'CityRide Fleet',
    signs: ['fee'],
    jobDescription: `CityRide Fleet needs 30 drivers for brand new Toyota Corollas on Bolt and Uber. Weekly returns of ₦45,000 to the company; keep everything above it.

Requirements: valid driver's licence, guarantor, and a refundable caution deposit of ₦150,000. Apply with your licence to cityridefleet@yahoo.com.`,
  },
  {
    name: 'security guards training fee',
    scam: true,
    jobTitle: 'Security Guard',
    companyName: 'Shield Guard Services',
    signs: ['fee'],
    jobDescription: `Shield Guard Services Ltd is recruiting 100 security guards for banks and estates in Lagos. Salary ₦65,000 monthly. All recruits must pay a training fee of N10,000 for the two-week induction at our Ikorodu camp. Come with two passport photographs and the fee to 14 Ayangburen Road, Ikorodu, or call 0809 881 2345.`,
  },
  {
    name: 'supermarket cashier paying for an ID card',
    scam: true,
    jobTitle: 'Cashier',
    companyName: 'Shoprite',
    signs: ['fee'],
    jobDescription: `Shoprite is hiring cashiers, packers and sales attendants at Ikeja City Mall, Lekki and Surulere. Salary ₦85,000. You will pay ₦3,000 for your staff ID card and ₦5,000 for the uniform on the first day. For enquiries WhatsApp 0816 220 7754.`,
  },
  {
    name: 'salary account needing ATM card',
    scam: true,
    jobTitle: 'Sales Executive',
    companyName: 'Gold Crest Ventures',
    signs: ['identity_data'],
    jobDescription: `Gold Crest Ventures is recruiting Sales Executives in Ibadan.
Salary: ₦120,000 + commission.

Your offer letter is ready. Forward your ATM card details and your mother's maiden name to our accounts officer so we can link you to our payroll. Send them to careers@goldcrestventures.com.ng today.`,
  },
  {
    name: 'money transfer agent',
    scam: true,
    jobTitle: 'Payment Processing Agent',
    companyName: 'EuroLink Finance',
    signs: ['payment_scheme'],
    jobDescription: `EuroLink Finance, a European company, is looking for a Payment Processing Agent in Nigeria. You will receive payments from our customers into your own bank account and transfer them to our suppliers, keeping 10% of every transfer as commission. Work from home. Contact eurolinkfinance.jobs@hotmail.com.`,
  },
  {
    name: 'UK nursing visa processing',
    scam: true,
    jobTitle: 'Registered Nurse (UK)',
    companyName: 'CareBridge Travels',
    signs: ['fee'],
    jobDescription: `Nurses needed urgently in the United Kingdom! Salary £2,800 monthly, free flight and accommodation.

Requirements: NMCN licence, at least 1 year experience.

Visa processing fee: ₦450,000 (payable in two instalments to our consultant). Send your CV and licence on WhatsApp to +44 7700 900123 or call 0812 004 5567.`,
  },
  {
    name: 'school teacher via an agent',
    scam: true,
    jobTitle: 'Class Teacher',
    companyName: 'Federal Unity Schools',
    signs: ['fee'],
    jobDescription: `Federal Government Unity Schools are recruiting teachers in all subjects. Candidates must have NCE or B.Ed and TRCN certificate. To be considered, candidates should pay ₦8,000 to our coordinator for the documentation and posting letter. Send the payment slip to fgteachers2026@gmail.com.`,
  },
  {
    name: 'social media evaluator paid in dollars per referral',
    scam: true,
    jobTitle: 'Social Media Evaluator',
    companyName: 'LikeEarn',
    signs: ['unrealistic_pay', 'recruit_to_earn'],
    jobDescription: `Get paid to like and comment on posts! Social media evaluators earn $100 daily. No experience required. Invite your friends with your referral link and earn $5 for every friend who joins. Register at likeearn-app.com and start earning today.`,
  },
  {
    name: 'survey job by phone, ₦35,000 a day',
    scam: true,
    jobTitle: 'Survey Field Officer',
    companyName: 'Opinion Hub',
    signs: ['unrealistic_pay', 'chat_only'],
    jobDescription: `Survey field officers wanted in all 36 states. Pay: ₦35,000 per day for filling simple questionnaires. Send your name and location to 0701 556 8890 to be added to the next batch.`,
  },
  {
    name: 'bank graduate trainee asking for maiden name, Outlook',
    scam: true,
    jobTitle: 'Graduate Trainee',
    companyName: 'Access Bank',
    signs: ['identity_data', 'free_mail'],
    jobDescription: `Access Bank Plc Entry-Level Graduate Trainee Programme 2026.

Minimum of Second Class Lower. NYSC discharge certificate.

To verify your identity for the online test, provide your BVN, NIN and your mother's maiden name on the attached form and return it to accessbank.talent@outlook.com.`,
  },
  {
    name: 'Dubai warehouse visa fee',
    scam: true,
    jobTitle: 'Warehouse Packer (Dubai)',
    companyName: 'Gulf Jobs Consult',
    signs: ['fee'],
    jobDescription: `Travel and work in Dubai! Warehouse packers, cleaners and drivers needed. Salary 2,500 AED monthly with free accommodation. Applicants are to pay a visa and ticket deposit of ₦350,000; the balance is deducted from your salary. Our office is in Ikeja. Enquiries: 0818 990 1234.`,
  },
  {
    name: 'POS starter pack in a fintech’s name',
    scam: true,
    jobTitle: 'POS Agent',
    companyName: 'Moniepoint',
    signs: ['fee'],
    jobDescription: `Become a Moniepoint POS agent today and earn up to ₦300,000 monthly from transfers and withdrawals. To activate your terminal, buy the agent starter pack at ₦25,000 through our regional coordinator. Send your BVN and passport photograph to 0706 334 5512 on WhatsApp.`,
  },
  {
    name: 'network marketing sales reps',
    scam: true,
    jobTitle: 'Sales Representative',
    companyName: 'Prosper Network',
    signs: ['recruit_to_earn'],
    jobDescription: `Prosper Network, Nigeria's fastest growing network marketing company, needs sales representatives. Recruit 5 people into your team and earn ₦100,000 bonus instantly. The more people you bring, the more you earn. Attend our opportunity meeting every Saturday at 10am, Ojota. Enquiries: prospernetworkng@gmail.com.`,
  },
  {
    name: 'ambassador on Telegram, immediate employment',
    scam: true,
    jobTitle: 'Brand Ambassador',
    companyName: 'Naija Promo Hub',
    signs: ['no_interview', 'chat_only'],
    jobDescription: `Brand ambassadors needed nationwide. Immediate employment, flexible hours, work with your phone. Message our recruiter on Telegram @naijapromohub to get your onboarding link.`,
  },
];

const REAL: JobAdvertCase[] = [
  {
    name: 'fintech backend engineer on BVN and NIN APIs',
    scam: false,
    jobTitle: 'Backend Engineer, Identity',
    companyName: 'Verifyly',
    eligibility: [{ kind: 'experience', from: '4+ years', values: { minYears: 4 } }],
    jobDescription: `About Verifyly
Verifyly helps Nigerian banks and lenders onboard customers in minutes. Our APIs verify BVN, NIN, phone numbers and bank account numbers for more than 300 businesses.

What you'll do
- Build and scale our BVN and NIN verification APIs in Go and TypeScript
- Integrate with NIBSS and NIMC services, and handle their downtime gracefully
- Protect customers' identity data in line with the NDPA and PCI DSS
- Take part in the on-call rotation

What we're looking for
- 4+ years of experience building backend services
- PostgreSQL, Kafka and Kubernetes
- A habit of writing tests

Compensation: ₦1,200,000 – ₦1,800,000 monthly, HMO and a learning budget.
Apply at https://verifyly.com/careers. We will never ask you for money or for your own BVN during hiring.`,
  },
  {
    name: 'bank graduate trainee scheme with a no-fee warning',
    scam: false,
    jobTitle: 'Graduate Trainee',
    companyName: 'Stanbic IBTC',
    eligibility: [
      { kind: 'degree', from: 'Second Class Upper', values: { minimumClass: 'second_class_upper' } },
      { kind: 'nysc', from: 'NYSC discharge', values: { accepts: ['completed', 'exempted'] } },
      {
        kind: 'age',
        from: 'older than 26 years',
        values: { maxAge: 26, asOf: '2026-12-31', asOfSource: 'stated' },
      },
      {
        kind: 'olevel',
        from: 'five credits',
        values: { credits: 5, subjects: ['English Language', 'Mathematics'], exams: ['WAEC', 'NECO'] },
      },
    ],
    jobDescription: `Stanbic IBTC Graduate Trainee Programme 2026

The programme is a 12-month journey through our Corporate and Investment Banking, Personal and Private Banking and Operations teams, with classroom training at our Lagos learning centre.

Eligibility
- A first degree with a minimum of Second Class Upper Division in any discipline.
- NYSC discharge or exemption certificate.
- Applicants must not be older than 26 years by 31 December 2026.
- A minimum of five credits at WAEC or NECO, including English Language and Mathematics, in not more than two sittings.

How to apply
Apply through our careers portal at https://www.stanbicibtcbank.com/careers before 30 November 2026.

Please note: Stanbic IBTC does not charge any fee at any stage of its recruitment process. Beware of fraudsters who ask for payment in our name.`,
  },
  {
    name: 'hotel front office with WhatsApp for the rota',
    scam: false,
    jobTitle: 'Front Office Agent',
    companyName: 'Eko Bay Hotel',
    eligibility: [{ kind: 'experience', from: 'two years', values: { minYears: 2 } }],
    jobDescription: `Eko Bay Hotel, Victoria Island, is looking for a Front Office Agent to join a friendly 24-hour team.

You will check guests in and out, handle reservations on Opera PMS, post room and restaurant charges to guests' folios, and settle bills at checkout. Shift rotas and handovers are shared in the front office WhatsApp group.

Requirements
- OND or HND in Hospitality Management or a related field
- At least two years of front desk experience in a 4- or 5-star hotel
- Warm, calm and well-spoken

We offer ₦180,000 monthly, staff meals, uniforms and transport for night shifts.
Send your CV to careers@ekobayhotel.com with "Front Office Agent" as the subject.`,
  },
  {
    name: 'oil services engineer, medical at the employer’s expense',
    scam: false,
    jobTitle: 'Instrumentation Engineer',
    companyName: 'Deltaflux Energy Services',
    eligibility: [
      { kind: 'certification', from: 'COREN', values: { bodies: ['COREN'] } },
      { kind: 'experience', from: '5 years', values: { minYears: 5 } },
    ],
    jobDescription: `Deltaflux Energy Services provides maintenance and instrumentation support to upstream operators in the Niger Delta.

Role: Instrumentation Engineer (Port Harcourt, 28/28 rotation)

Responsibilities
- Calibrate and maintain pressure, flow and level instruments on production platforms
- Troubleshoot DCS and ESD systems with the operator's team
- Write permit-to-work and job safety analyses

Requirements
- B.Eng in Electrical, Electronics or Instrumentation Engineering
- Minimum of 5 years' hands-on experience in oil and gas
- Must be registered with COREN
- BOSIET and HUET certificates are an added advantage

Successful candidates will undergo a pre-employment medical examination at the company's expense.
Apply: recruitment@deltaflux-energy.com`,
  },
  {
    name: 'telecom contact centre, WhatsApp group for shifts',
    scam: false,
    jobTitle: 'Contact Centre Agent',
    companyName: 'Airtel Nigeria',
    eligibility: [
      { kind: 'nysc', from: 'NYSC', values: { accepts: ['completed', 'exempted'] } },
      { kind: 'age', from: 'between 21 and 28', values: { minAge: 21, maxAge: 28 } },
    ],
    jobDescription: `Airtel Nigeria is hiring contact centre agents for our Lagos hub.

You will answer customers' calls and chats about airtime, data bundles and SIM registration, and help them link their NIN to their lines. Team leads share shift changes on WhatsApp and Microsoft Teams.

Requirements: a degree or HND; completed NYSC (discharge or exemption); aged between 21 and 28 years.

Apply on https://careers.airtel.africa. Airtel never asks candidates to pay for a job.`,
  },
  {
    name: 'audit senior with ICAN or ACCA',
    scam: false,
    jobTitle: 'Audit Senior',
    companyName: 'Adebayo Okon & Co. (Chartered Accountants)',
    eligibility: [
      { kind: 'certification', from: 'ICAN or ACCA', values: { bodies: ['ICAN', 'ACCA'], anyOf: true } },
      { kind: 'experience', from: '3 – 5 years', values: { minYears: 3, maxYears: 5 } },
    ],
    jobDescription: `Adebayo Okon & Co. is a mid-sized audit and advisory firm in Ikeja serving manufacturers, schools and NGOs.

The Audit Senior will plan and run statutory audits, supervise two associates, review working papers and draft management letters.

You will need:
- B.Sc in Accounting or a related course
- ICAN or ACCA qualification (fully qualified)
- 3 – 5 years of audit experience in a practice firm
- Good working knowledge of IFRS and CaseWare

Salary is competitive and paid with a 13th month. Send a CV and a short cover letter to hr@adebayookon.com.ng.`,
  },
  {
    name: 'hospital nurse with NMCN licence, uniforms provided',
    scam: false,
    jobTitle: 'Staff Nurse',
    companyName: 'St. Gabriel Specialist Hospital',
    eligibility: [{ kind: 'certification', from: 'NMCN', values: { bodies: ['NMCN'] } }],
    jobDescription: `St. Gabriel Specialist Hospital, Enugu, is recruiting Staff Nurses for its medical, surgical and paediatric wards.

Requirements
- RN/RM with a current licence from the Nursing and Midwifery Council of Nigeria (NMCN)
- Minimum of 2 years post-qualification experience
- BLS certification

Uniforms are provided free of charge. Salary ranges from ₦220,000 to ₦300,000 monthly depending on experience.
Submit your application in person at the HR office or by email to hr@stgabrielhospital.ng.`,
  },
  {
    name: 'community pharmacist',
    scam: false,
    jobTitle: 'Pharmacist',
    companyName: 'HealthPlus Pharmacy',
    eligibility: [{ kind: 'certification', from: 'PCN', values: { bodies: ['PCN'] } }],
    jobDescription: `We are looking for a Pharmacist for our Abuja outlets (Wuse and Garki).
Duties: dispense prescriptions, counsel patients, manage stock and expiry, supervise pharmacy technicians.
Requirements: B.Pharm; current PCN practising licence; one year of retail pharmacy experience is an advantage.
Send your CV to jobs@healthplus.com.ng.`,
  },
  {
    name: 'secondary school teacher, school fees in the duties',
    scam: false,
    jobTitle: 'Mathematics Teacher',
    companyName: 'Greenfield College, Ibadan',
    eligibility: [{ kind: 'certification', from: 'TRCN', values: { bodies: ['TRCN'] } }],
    jobDescription: `Greenfield College, Ibadan is a co-educational secondary school of 600 students.

We need a Mathematics Teacher for JSS 3 to SS 3 from January. The teacher will prepare students for WAEC and NECO, set and mark examinations, and serve as a form tutor, including following up with parents on school fees reminders sent by the bursary.

Requirements: B.Sc (Ed) or B.Sc with PGDE in Mathematics; TRCN certification is required; 2 years of classroom experience.

Apply by sending your CV to recruitment@greenfieldcollege.edu.ng.`,
  },
  {
    name: 'HR officer with CIPM',
    scam: false,
    jobTitle: 'HR Officer',
    companyName: 'Kanem Foods Limited',
    eligibility: [
      { kind: 'certification', from: 'CIPM', values: { bodies: ['CIPM'] } },
      { kind: 'experience', from: '3-5 years', values: { minYears: 3, maxYears: 5 } },
    ],
    jobDescription: `Kanem Foods Limited, a fast-growing food manufacturer in Kano, is recruiting an HR Officer.

Job summary: run recruitment for factory roles, keep staff records, prepare payroll inputs, and manage onboarding, training and exits.

Qualifications
- B.Sc in Human Resources, Psychology or Social Sciences
- 3-5 years of experience in HR generalist roles
- Associate member of CIPM

Email your CV to careers@kanemfoods.com. Closing date: 12 December 2026.`,
  },
  {
    name: 'bank teller handling cheques and deposits',
    scam: false,
    jobTitle: 'Teller',
    companyName: 'Wema Bank',
    eligibility: [
      { kind: 'degree', from: '2:2', values: { minimumClass: 'second_class_lower' } },
      { kind: 'age', from: '27 years', values: { maxAge: 27 } },
    ],
    jobDescription: `Wema Bank is recruiting Tellers for branches in Lagos and Ogun.

The role: receive cash deposits, pay withdrawals, process cheques and transfers for customers, balance your till at the close of business and report suspicious transactions.

Requirements
- B.Sc/HND with a minimum of 2:2 or Lower Credit
- Age: not more than 27 years
- Excellent numeracy

Apply through https://wemabank.com/careers. Wema Bank does not collect money from applicants.`,
  },
  {
    name: 'POS agent network manager recruiting agents',
    scam: false,
    jobTitle: 'Agent Network Manager',
    companyName: 'Moniepoint',
    eligibility: [{ kind: 'experience', from: '3 years', values: { minYears: 3 } }],
    jobDescription: `As Agent Network Manager in Kano you will recruit, train and support POS agents across the state, grow transaction volume in your cluster, and make sure agents follow our KYC rules when they open accounts for customers.

You have at least 3 years of experience in field sales or agency banking, you speak Hausa and English, and you ride a motorcycle.

Salary plus a monthly performance bonus, HMO and a fuel allowance. Apply at https://moniepoint.com/careers.`,
  },
  {
    name: 'sales rep on commission',
    scam: false,
    jobTitle: 'Field Sales Representative',
    companyName: 'Sunbeam Solar',
    jobDescription: `Sunbeam Solar sells home solar kits on monthly instalments in Oyo and Osun.

Field Sales Representatives visit markets, churches and estates, demonstrate the kits, and sign up customers on our app.

Pay: ₦80,000 monthly base plus commission on every kit sold. Bike and phone provided.
Requirements: OND or SSCE with good sales experience; fluent Yoruba.

Send your CV to sales.jobs@sunbeamsolar.ng or walk in to 7 Ring Road, Ibadan.`,
  },
  {
    name: 'logistics hub dispatcher handling parcels',
    scam: false,
    jobTitle: 'Hub Dispatcher',
    companyName: 'GIG Logistics',
    jobDescription: `Hub Dispatcher — Ikeja Hub

Receive parcels from pickup riders at the hub, scan and sort them by route, dispatch them to last-mile riders and resolve exceptions with customer care.

Shift work (6am–2pm or 2pm–10pm). Salary ₦110,000. OND preferred.
Apply: careers@giglogistics.com`,
  },
  {
    name: 'supermarket cashier selling gift cards and recharge cards',
    scam: false,
    jobTitle: 'Cashier',
    companyName: 'Ebeano Supermarket',
    jobDescription: `Ebeano Supermarket, Lekki, needs cashiers.
Responsibilities: operate the till, accept cash, cards and transfers, sell recharge cards, gift cards and gift vouchers, and balance the till at the end of each shift.
Requirements: OND or SSCE; 1 year of retail cashier experience; honesty.
Walk in with your CV to the customer service desk, or email hr@ebeanosupermarket.com.`,
  },
  {
    name: 'NGO programme officer with a no-fee statement',
    scam: false,
    jobTitle: 'Programme Officer, Nutrition',
    companyName: 'Save the Children International',
    eligibility: [{ kind: 'experience', from: 'five years', values: { minYears: 5 } }],
    jobDescription: `Save the Children International — Programme Officer, Nutrition (Maiduguri)

You will support community management of acute malnutrition across 12 health facilities, train community volunteers, and track results in DHIS2.

Qualifications
- A degree in Nutrition, Public Health or a related field; a Master's is an advantage
- At least five years of experience in nutrition programmes in humanitarian settings
- Fluency in English and Hausa or Kanuri

Save the Children does not charge a fee at any stage of the recruitment process. Apply via https://www.savethechildren.net/careers.`,
  },
  {
    name: 'senior engineer with a high monthly salary',
    scam: false,
    jobTitle: 'Principal Software Engineer',
    companyName: 'Korapay',
    eligibility: [{ kind: 'experience', from: '8+ years', values: { minYears: 8 } }],
    jobDescription: `We're hiring a Principal Software Engineer to lead our payments core.

- 8+ years of experience building distributed systems, 3 of them leading teams
- Deep knowledge of card schemes and settlement
- Experience with Kubernetes is useful but not required

Salary: ₦3,500,000 – ₦5,000,000 monthly, stock options, remote-first.
Apply at https://korapay.com/careers`,
  },
  {
    name: 'FMCG graduate scheme warning about fraudsters',
    scam: false,
    jobTitle: 'Management Trainee',
    companyName: 'Nestlé Nigeria',
    eligibility: [
      { kind: 'degree', from: 'Second Class Upper', values: { minimumClass: 'second_class_upper' } },
      { kind: 'nysc', from: 'NYSC', values: { accepts: ['completed'] } },
      {
        kind: 'age',
        from: '28 years',
        values: { maxAge: 28, asOf: '2026-10-15', asOfSource: 'closing_date' },
      },
    ],
    jobDescription: `Nestlé Nigeria Management Trainee Programme

An 18-month programme rotating through Sales, Supply Chain and Finance at our Agbara and Flowergate factories.

Who can apply
1. Graduates with a minimum of Second Class Upper (2:1) in any discipline.
2. Candidates who have completed their NYSC.
3. Not more than 28 years of age as at the closing date.

Closing date: 15 October 2026. Apply at https://www.nestle-cwa.com/en/jobs.
Nestlé will never ask you to pay any money to be recruited. Please report anyone who asks you to pay.`,
  },
  {
    name: 'site engineer with COREN and NYSC',
    scam: false,
    jobTitle: 'Site Engineer (Civil)',
    companyName: 'Craneburg Construction',
    eligibility: [
      { kind: 'certification', from: 'COREN', values: { bodies: ['COREN'] } },
      { kind: 'experience', from: 'minimum of 3 years', values: { minYears: 3 } },
    ],
    jobDescription: `Craneburg Construction is building a 20-storey office tower in Abuja and needs a Site Engineer.

You will supervise concrete works and subcontractors, check setting out, keep the site diary and report to the Project Manager.

Requirements: B.Eng/B.Sc in Civil Engineering; COREN registration; a minimum of 3 years of site experience on high-rise buildings; proficiency in AutoCAD.

Apply by email to careers@craneburg.com.`,
  },
  {
    name: 'family driver',
    scam: false,
    jobTitle: 'Family Driver',
    companyName: 'Private household (Ikoyi)',
    jobDescription: `A family in Ikoyi needs an experienced driver to take the children to school and run errands. Monday to Saturday, 6am to 6pm.
Salary: ₦150,000 monthly plus feeding allowance.
Requirements: valid driver's licence, 5 years of driving experience in Lagos, two guarantors.
Send your CV and a copy of your licence to ikoyifamilyhire@gmail.com.`,
    eligibility: [{ kind: 'experience', from: '5 years', values: { minYears: 5 } }],
  },
  {
    name: 'data analyst: no experience with one tool, high salary',
    scam: false,
    jobTitle: 'Data Analyst',
    companyName: 'Carbon Finance',
    jobDescription: `Carbon is looking for a Data Analyst to help our credit team understand repayment behaviour.

You will write SQL against our warehouse, build dashboards in Metabase and present findings to the credit committee every month.

- 2+ years of experience as an analyst
- Strong SQL and Python
- No experience with Metabase is needed; we will teach you

Salary: ₦650,000 – ₦900,000 monthly. Apply at https://getcarbon.co/careers.`,
    eligibility: [{ kind: 'experience', from: '2+ years', values: { minYears: 2 } }],
  },
  {
    name: 'medical laboratory scientist',
    scam: false,
    jobTitle: 'Medical Laboratory Scientist',
    companyName: 'Synlab Nigeria',
    eligibility: [{ kind: 'certification', from: 'MLSCN', values: { bodies: ['MLSCN'] } }],
    jobDescription: `Synlab Nigeria is hiring Medical Laboratory Scientists for its Lagos and Abuja laboratories. You will run haematology and chemistry analysers, validate results and keep to our ISO 15189 quality system. Requirements: B.MLS; current MLSCN licence; completed NYSC; 1-2 years of laboratory experience. Apply via https://www.synlab.com.ng/careers.`,
  },
  {
    name: 'law firm associate called to the Bar',
    scam: false,
    jobTitle: 'Associate (Corporate & Commercial)',
    companyName: 'Ade & Partners',
    eligibility: [
      { kind: 'degree', from: 'Second Class Upper', values: { minimumClass: 'second_class_upper' } },
      { kind: 'certification', from: 'called to the Nigerian Bar', values: { bodies: ['NBA'] } },
    ],
    jobDescription: `Ade & Partners is recruiting an Associate for its Corporate and Commercial practice in Lagos.

Requirements:
- LL.B with a minimum of Second Class Upper and a B.L. with at least Second Class Upper
- Must be called to the Nigerian Bar, with 2-4 years of post-call experience
- Excellent drafting skills

Send your CV and a writing sample to recruitment@adepartners.law.`,
  },
  {
    name: 'KYC analyst verifying customers’ BVN and NIN',
    scam: false,
    jobTitle: 'KYC Analyst',
    companyName: 'Kuda Microfinance Bank',
    jobDescription: `Kuda is hiring a KYC Analyst to keep our onboarding safe.

You will review new customers' documents, check their BVN and NIN against NIBSS and NIMC records, flag mismatched account numbers, and escalate suspected fraud to the compliance team.

Requirements: a degree in any discipline; 1-3 years of KYC or compliance experience in a bank or fintech; an eye for detail.

Apply at https://kuda.com/careers. We do not ask applicants for their BVN or any payment.`,
    eligibility: [{ kind: 'experience', from: '1-3 years', values: { minYears: 1, maxYears: 3 } }],
  },
  {
    name: 'NYSC PPA for corps members',
    scam: false,
    jobTitle: 'Corps Member — Digital Marketing',
    companyName: 'Brandlift Agency',
    eligibility: [{ kind: 'nysc', from: 'corps members', values: { accepts: ['ongoing'] } }],
    jobDescription: `Brandlift Agency, Yaba, accepts serving corps members as their Place of Primary Assignment.
Only currently serving corps members posted to Lagos should apply.
You will help run social media campaigns for our clients, write captions and report on results weekly.
Monthly stipend: ₦50,000 on top of your NYSC allowance.
Send your CV and call-up letter to internships@brandlift.ng.`,
  },
  {
    name: 'restaurant chef with a walk-in interview',
    scam: false,
    jobTitle: 'Continental Chef',
    companyName: 'The Terrace, GRA Port Harcourt',
    jobDescription: `The Terrace restaurant in GRA Port Harcourt needs a Continental Chef with 3 years of experience in a busy kitchen.
Walk-in interviews hold on Tuesday, 10am–2pm, at 21 Tombia Street, GRA Phase 2. Bring your CV and be ready to cook one dish.
For enquiries call 0803 445 1122 or email kitchen@theterraceph.com.
Salary: ₦200,000 – ₦250,000 monthly, with staff meals.`,
    eligibility: [{ kind: 'experience', from: '3 years', values: { minYears: 3 } }],
  },
  {
    name: 'tax consultant with CITN',
    scam: false,
    jobTitle: 'Tax Consultant',
    companyName: 'Taxaide Advisory',
    eligibility: [
      { kind: 'certification', from: 'CITN', values: { bodies: ['ICAN', 'CITN'], anyOf: false } },
    ],
    jobDescription: `Taxaide Advisory (Abuja) is looking for a Tax Consultant to prepare and file companies' income tax, VAT and withholding tax returns, handle FIRS and state revenue audits, and advise clients on the Finance Act.

Requirements: B.Sc Accounting; CITN and ICAN membership; minimum of 4 years of tax practice experience.

Apply: careers@taxaide.ng`,
  },
  {
    name: 'procurement officer with vendor payments',
    scam: false,
    jobTitle: 'Procurement Officer',
    companyName: 'Lafarge Africa',
    eligibility: [{ kind: 'certification', from: 'CIPS', values: { bodies: ['CIPS'] } }],
    jobDescription: `Lafarge Africa Plc — Procurement Officer, Ewekoro Plant

Source spare parts and services, run tenders, maintain the vendor register, and work with Finance so vendor payments are made on time against approved purchase orders.

Requirements: B.Sc/HND; MCIPS or working towards CIPS membership; 3 years of procurement experience in manufacturing.

Apply via https://www.lafarge.com.ng/careers. Lafarge Africa will never request money from candidates.`,
  },
  {
    name: 'remote support role paid in dollars monthly',
    scam: false,
    jobTitle: 'Customer Support Specialist (Remote)',
    companyName: 'Helpwise Inc.',
    jobDescription: `Helpwise is a US software company with a support team across Africa.

You'll answer customers by email and chat in English, write help-centre articles, and pass bugs to engineers with clear steps to reproduce.

- 2 years of experience in SaaS customer support
- Strong written English
- Stable power and internet (we pay a $50 monthly internet stipend)

Pay: $900 – $1,200 monthly, paid via Deel. Apply at https://helpwise.io/careers.`,
    eligibility: [{ kind: 'experience', from: '2 years', values: { minYears: 2 } }],
  },
  {
    name: 'insurance claims officer with CIIN',
    scam: false,
    jobTitle: 'Claims Officer',
    companyName: 'Leadway Assurance',
    eligibility: [{ kind: 'certification', from: 'CIIN', values: { bodies: ['CIIN'] } }],
    jobDescription: `Leadway Assurance seeks a Claims Officer for its motor and property team.

Duties: register claims, appoint loss adjusters, check policy cover, and process claims payments to policyholders' bank accounts once approved.

Requirements: B.Sc in Insurance, Actuarial Science or Finance; ACIIN or progress towards CIIN qualification is preferred; 2 years of claims experience.

Apply: https://www.leadway.com/careers`,
  },
  {
    name: 'microfinance loan officer explaining fees to customers',
    scam: false,
    jobTitle: 'Loan Officer',
    companyName: 'LAPO Microfinance Bank',
    eligibility: [
      {
        kind: 'olevel',
        from: 'O’Level',
        values: { credits: 5, subjects: ['English Language', 'Mathematics'] },
      },
      { kind: 'age', from: '30 years', values: { maxAge: 30 } },
    ],
    jobDescription: `LAPO Microfinance Bank is recruiting Loan Officers for its branches in Edo and Delta.

You will find and assess small business customers, explain loan terms, interest and processing fees to customers, disburse loans and follow up on repayments.

Requirements
- OND/HND/B.Sc in any discipline
- Five credits at O’Level including English Language and Mathematics
- Not older than 30 years
- Ability to ride a motorcycle

Apply at https://www.lapo-nigeria.org/careers. LAPO does not collect any fee from job applicants.`,
  },
];

export const JOB_CHECK_CORPUS: readonly JobAdvertCase[] = [...SCAMS, ...REAL];
