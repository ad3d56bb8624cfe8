/**
 * Development cases for the invented-claim guard (issue 28): realistic sources (a resume as a PDF
 * reader yields it, or typed details) and generated documents with planted inventions in every
 * shape, beside true facts written differently from the source. The held-out corpus
 * (fact-check.corpus.ts) is written separately and never tuned against string by string.
 */
import type { ReportDocumentKind } from './dto.js';

export interface ClaimCase {
  name: string;
  kind: ReportDocumentKind;
  jobTitle: string;
  companyName: string;
  jobDescription: string;
  source: string;
  document: string;
  /** Exact substrings of `document` (first occurrence) that a claim must overlap. */
  inventions: string[];
  /** Exact substrings of `document` (first occurrence) that no claim may overlap. */
  truths: string[];
}

export const CLAIM_CASES: ClaimCase[] = [
  {
    name: 'backend resume: invented employers in role lines, figures with units, a degree',
    kind: 'resume',
    jobTitle: 'Senior Backend Engineer',
    companyName: 'Moniepoint Inc.',
    jobDescription:
      'Requirements: 5+ years building payment systems with Node.js and PostgreSQL. Experience with Interswitch or NIBSS integrations is a plus.',
    source: `TUNDE BAKARE
Lagos, Nigeria | +234 803 123 4567 | tunde.bakare@gmail.com
12 Admiralty Way, Lekki Phase 1, Lagos
PROFESSIONAL SUMMARY
Backend developer with five years of experience building payment services.
WORK EXPERIENCE
Software Engineer
Paystack, Lagos
June 2020 – Present
• Built transfer APIs processing N4.2bn monthly
• Cut p99 latency by 35 percent
• Mentored 3 junior engineers
Junior Software Engineer — Guaranty Trust Bank Plc (Jan 2018 – May 2020)
• Maintained the internet banking platform used by 2 million customers
EDUCATION
University of Lagos — B.Sc. Computer Science (Second Class Upper), 2017
CERTIFICATIONS
AWS Certified Solutions Architect – Associate (2022)`,
    document: `# Tunde Bakare
tunde.bakare@gmail.com | 0803 123 4567 | 12 Admiralty Way, Lekki Phase 1, Lagos
Senior Backend Engineer
## Summary
Backend engineer with 5+ years of experience building payment systems for 12 banks.
## Experience
**Senior Backend Engineer — Flutterwave, Lagos (2021 – Present)**
- Scaled card processing to 120 corporate clients
Backend Engineer — Interswitch
- Built the switching service behind ATM withdrawals
Software Engineer — Paystack, Lagos | Jun 2020 – Present
- Built transfer APIs processing ₦4.2 billion a month
- Cut p99 latency by 35%
- Mentored three junior engineers
Junior Software Engineer | GTBank | Jan 2018 – May 2020
- Maintained internet banking for 2,000,000 customers
## Education
B.Sc. Computer Science, UNILAG — 2:1 (2017)
M.Sc. Data Science, University of Ibadan (2019)
## Certifications
- AWS Certified Solutions Architect (2022)
- Certified Scrum Master (CSM)`,
    inventions: [
      'Flutterwave',
      '2021',
      '120 corporate clients',
      'Interswitch',
      '12 banks',
      'M.Sc. Data Science',
      'University of Ibadan',
      'Certified Scrum Master',
    ],
    truths: [
      'tunde.bakare@gmail.com',
      '0803 123 4567',
      'Lekki Phase 1',
      '12 Admiralty Way',
      'Senior Backend Engineer',
      '5+ years',
      'Paystack',
      'Jun 2020',
      '₦4.2 billion',
      '35%',
      'three junior engineers',
      'Junior Software Engineer',
      'GTBank',
      'Jan 2018',
      'May 2020',
      '2,000,000 customers',
      'B.Sc. Computer Science',
      'UNILAG',
      '2:1',
      '2017',
      'AWS Certified Solutions Architect',
      '2022',
    ],
  },
  {
    name: 'banking letter: a previous bank, a client count, an award and a charter',
    kind: 'cover_letter',
    jobTitle: 'Relationship Manager',
    companyName: 'Access Bank Plc',
    jobDescription:
      'We want a Relationship Manager with 5 years in corporate banking, ideally at a tier-1 bank such as Zenith Bank, to manage 100 corporate clients.',
    source: `Ngozi Eze
ngozi.eze@yahoo.com · 0809 876 5432 · Ikeja, Lagos
Experience
Relationship Officer, Sterling Bank Plc, Ikeja — March 2019 to date
- Managed a portfolio of 45 SME clients worth N1.5 billion in deposits
- Grew deposits by 30% in 2022
Customer Service Officer, Fidelity Bank — 2016 - 2019
Education
BSc Banking and Finance, Lagos State University (LASU), 2015
Member, Chartered Institute of Bankers of Nigeria (CIBN)`,
    document: `Ngozi Eze
Ikeja, Lagos | 0809 876 5432 | ngozi.eze@yahoo.com
14 March 2025

Dear Hiring Manager,

I am writing to apply for the Relationship Manager role at Access Bank. For over six years I have built relationships with business customers at Sterling Bank and, before that, at Fidelity Bank Plc.

Before Sterling, I spent three years at Zenith Bank, where I looked after 120 corporate clients. At Sterling I manage a ₦1.5bn deposit portfolio across 45 SME customers, and I grew deposits by 30 per cent in 2022.

I was named Relationship Officer of the Year in 2021, and I am a member of the Chartered Institute of Bankers of Nigeria. I am also a CFA charterholder.

I would welcome the chance to bring this to Access Bank.

Yours faithfully,
Ngozi Eze`,
    inventions: [
      'Zenith Bank',
      '120 corporate clients',
      'Relationship Officer of the Year',
      'CFA charterholder',
    ],
    truths: [
      '14 March 2025',
      '0809 876 5432',
      'Relationship Manager',
      'Access Bank',
      'over six years',
      'Sterling Bank',
      'Fidelity Bank Plc',
      '₦1.5bn',
      '45 SME customers',
      '30 per cent',
      '2022',
      'Chartered Institute of Bankers of Nigeria',
    ],
  },
  {
    name: 'accounting resume from typed details: company | title | dates, own-line companies, bold, awards',
    kind: 'resume',
    jobTitle: 'Senior Accountant',
    companyName: 'Dangote Cement Plc',
    jobDescription: 'Requirements: ICAN, IFRS, Excel, 5 years.',
    source: `Full name: Chidi Okeke
Phone: 08123456789
Email: chidi@mail.com
Location: Lagos
Field of study: Accounting
School: University of Nigeria, Nsukka
Experience: Accountant at Nestle Nigeria Plc since March 2019; before that audit associate at KPMG (2016-2019). Prepare monthly management accounts, cut month-end close from 10 days to 6. ICAN chartered accountant since 2018.
Skills: IFRS, Excel, SAP`,
    document: `# Chidi Okeke
08123456789 | chidi@mail.com | Lagos
## Profile
ICAN-chartered accountant preparing monthly management accounts under IFRS.
## Experience
Nestlé Nigeria | Accountant | Mar 2019 – Present
- Cut month-end close from 10 days to six days
- Led the IFRS 16 adoption, saving ₦250 million
KPMG Nigeria (2016 – 2019)
Audit Associate
Financial Analyst at Dangote Sugar Refinery (2014 – 2016)
**PwC Nigeria**
Audit Intern | 2013
## Education
- Accounting, University of Nigeria, Nsukka (UNN)
- MBA, Lagos Business School (2022)
## Certifications and Memberships
- Associate Chartered Accountant (ACA), ICAN — 2018
- Member, Chartered Institute of Taxation of Nigeria (CITN)
## Awards
- Best Graduating Student, Department of Accounting (2015)`,
    inventions: [
      '₦250 million',
      'Dangote Sugar Refinery',
      'Financial Analyst',
      '2014',
      'PwC Nigeria',
      'Audit Intern',
      '2013',
      'MBA',
      'Lagos Business School',
      'Chartered Institute of Taxation of Nigeria',
      'Best Graduating Student',
    ],
    truths: [
      '08123456789',
      'ICAN-chartered accountant',
      'Nestlé Nigeria',
      'Accountant',
      'Mar 2019',
      '10 days',
      'six days',
      'IFRS 16',
      'KPMG Nigeria',
      'Audit Associate',
      'University of Nigeria, Nsukka',
      'UNN',
      'Associate Chartered Accountant',
      'ICAN',
    ],
  },
  {
    name: 'product letter: sentences with titles, employers, degrees, an award and a membership',
    kind: 'cover_letter',
    jobTitle: 'Senior Product Manager',
    companyName: 'Paystack',
    jobDescription: 'You will own payments products used by 200,000 businesses.',
    source: `Aisha Bello — aisha.bello@outlook.com — +2348051112222
Abuja, FCT
EXPERIENCE
Product Manager — Kuda Bank (Feb 2021 – present)
Launched savings product used by 300,000 customers; raised retention by 18%.
Associate Product Manager, Interswitch Group — Aug 2019 to Jan 2021
EDUCATION
Ahmadu Bello University, Zaria — B.Eng Electrical Engineering, 2018
AWARDS
Interswitch Innovation Award, 2020`,
    document: `Dear Paystack Hiring Team,

I would love to bring my product experience to the Senior Product Manager role at Paystack, whose tools serve 200,000 businesses.

At Kuda I launched a savings product that reached 300k customers and lifted retention by eighteen percent. Before Kuda, I was an Associate Product Manager with Interswitch, where my work on card tokenisation earned the 2020 Interswitch Innovation Award.

Earlier, I spent two years as a Business Analyst at Accenture, advising 12 banks on digital channels. I hold a B.Eng. in Electrical Engineering from ABU Zaria and an MBA from the University of Cape Town.

I am a Certified Scrum Product Owner and a member of the Product Management Association of Nigeria. I was recognised as Fintech Product Leader of the Year at the Africa Fintech Awards.

Sincerely,
Aisha Bello`,
    inventions: [
      'Business Analyst',
      'Accenture',
      '12 banks',
      'MBA',
      'University of Cape Town',
      'Certified Scrum Product Owner',
      'Product Management Association of Nigeria',
      'Fintech Product Leader of the Year',
    ],
    truths: [
      'Senior Product Manager',
      'Paystack',
      '200,000 businesses',
      'Kuda',
      '300k customers',
      'eighteen percent',
      'Associate Product Manager',
      'Interswitch',
      '2020',
      'Interswitch Innovation Award',
      'B.Eng.',
      'Electrical Engineering',
      'ABU Zaria',
    ],
  },
  {
    name: 'nursing resume: capitals, hospitals, degree names in full, licences',
    kind: 'resume',
    jobTitle: 'Senior Nurse',
    companyName: 'Reddington Hospital',
    jobDescription: 'Requirements: RN, RM, BLS, 5 years of ward experience.',
    source: `FUNMI ADEYEMI
RN, RM
08034445555 | funmi.adeyemi@gmail.com | Ibadan, Oyo State
WORK HISTORY
Staff Nurse
University College Hospital (UCH), Ibadan
2017 - Present
Cared for up to 20 patients per shift on the medical ward.
Nursing Officer II, Adeoyo Maternity Hospital, 2015-2017
EDUCATION
Registered Nurse (RN) — School of Nursing, UCH Ibadan, 2014
Registered Midwife (RM), 2015
B.N.Sc, University of Ibadan, 2020
LICENCES
Nursing and Midwifery Council of Nigeria (NMCN) licence, current
Basic Life Support (BLS) certified`,
    document: `# Funmi Adeyemi, RN, RM
08034445555 · funmi.adeyemi@gmail.com · Ibadan, Oyo State
## Experience
STAFF NURSE — UNIVERSITY COLLEGE HOSPITAL, IBADAN (2017 – Present)
- Cared for up to twenty patients a shift on the medical ward
- Trained 15 student nurses on infection control
Nursing Officer II — Adeoyo Maternity Hospital (2015 – 2017)
Clinical Nurse Specialist — Lagoon Hospitals, Lagos (2013 – 2015)
## Education
- Bachelor of Nursing Science, University of Ibadan (2020)
- Registered Nurse, School of Nursing, University College Hospital (2014)
## Certifications
- BLS, ACLS
- NMCN licence
- Fellow of the West African College of Nursing (FWACN)`,
    inventions: [
      '15 student nurses',
      'Clinical Nurse Specialist',
      'Lagoon Hospitals',
      '2013',
      'ACLS',
      'West African College of Nursing',
    ],
    truths: [
      'STAFF NURSE',
      'UNIVERSITY COLLEGE HOSPITAL',
      'twenty patients',
      'Nursing Officer II',
      'Adeoyo Maternity Hospital',
      '2015',
      'Bachelor of Nursing Science',
      'University of Ibadan',
      'School of Nursing',
      'BLS',
      'NMCN',
    ],
  },
  {
    name: 'sales resume: company (dates) on its own line, numeric dates, OND/HND',
    kind: 'resume',
    jobTitle: 'Area Sales Manager',
    companyName: 'Nestle Nigeria',
    jobDescription: 'Requirements: FMCG sales, distributor management.',
    source: `Emeka Nwosu
Port Harcourt | emeka.nwosu@gmail.com | 0706 111 2222
Sales Executive at Nigerian Breweries Plc, 01/2020 - 12/2023
Achieved 112% of annual target in 2022; managed 60 distributors.
Sales Representative at Promasidor Nigeria Ltd (2017-2019)
OND Business Administration, Rivers State Polytechnic, 2016`,
    document: `# Emeka Nwosu
Port Harcourt · emeka.nwosu@gmail.com · 0706 111 2222
## Summary
Sales Executive at Nigerian Breweries with a record of beating targets.
## Experience
Nigerian Breweries (Jan 2020 – Dec 2023)
Sales Executive
- Achieved 112 percent of the 2022 annual target
- Managed sixty distributors across Rivers State
- Grew Heineken volume 40% in Port Harcourt
Promasidor | Sales Representative | 2017 – 2019
Guinness Nigeria (2014 – 2016)
Merchandiser
## Education
- OND, Business Administration — Rivers State Polytechnic (2016)
- HND Marketing, Federal Polytechnic Nekede`,
    inventions: [
      '40%',
      'Guinness Nigeria',
      '2014',
      'Merchandiser',
      'HND Marketing',
      'Federal Polytechnic Nekede',
    ],
    truths: [
      'Nigerian Breweries',
      'Jan 2020',
      'Dec 2023',
      '112 percent',
      'sixty distributors',
      'Promasidor',
      'Sales Representative',
      'OND',
      'Rivers State Polytechnic',
      '0706 111 2222',
    ],
  },
  {
    name: 'teaching letter from typed details: acronyms, NYSC, a school, a registration and an award',
    kind: 'cover_letter',
    jobTitle: 'English Teacher',
    companyName: 'Corona Schools',
    jobDescription: 'Requirements: B.Ed or PGDE, TRCN registration, 3 years teaching.',
    source: `Full name: Blessing Okon
Phone: +234 802 333 4444
Email: blessing.okon@gmail.com
Location: Uyo, Akwa Ibom
Field of study: English Education
School: University of Uyo
Experience: 4 years teaching English at Federal Government Girls College, Ikot Obio Itong; class teacher for 35 pupils; WAEC pass rate rose to 92%. NYSC at Command Secondary School, Kaduna (2019).
Skills: lesson planning, classroom management`,
    document: `Blessing Okon
+2348023334444 | blessing.okon@gmail.com
Uyo, Akwa Ibom State

Dear Principal,

I am applying for the English Teacher position at Corona Schools. I have taught English for four years at FGGC Ikot Obio Itong, where my WAEC pass rate reached 92 percent, and I am class teacher to 35 pupils.

I served my NYSC year at Command Secondary School, Kaduna in 2019. I previously taught at Greensprings School, Lekki, and I am registered with the Teachers Registration Council of Nigeria (TRCN).

I hold a Postgraduate Diploma in Education from the University of Uyo, and I won the Akwa Ibom State Best Teacher Award.

Yours sincerely,
Blessing Okon`,
    inventions: [
      'Greensprings School',
      'Teachers Registration Council of Nigeria',
      'Postgraduate Diploma in Education',
      'Akwa Ibom State Best Teacher Award',
    ],
    truths: [
      '+2348023334444',
      'English Teacher',
      'Corona Schools',
      'four years',
      'FGGC Ikot Obio Itong',
      '92 percent',
      '35 pupils',
      'Command Secondary School',
      '2019',
      'University of Uyo',
    ],
  },
];
