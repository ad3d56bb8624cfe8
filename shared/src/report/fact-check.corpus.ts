/**
 * The held-out corpus of the invented-claim guard, the "fact check" (issue 28): resumes and cover
 * letters as a language model writes them for a real person's source, with inventions planted in
 * every shape a model uses and true facts written differently from the source.
 *
 * Sources are what the guard is given: a resume's text as a PDF/DOCX reader yields it (headings
 * in capitals, "|"-separated contact lines, bullets as "•"), or the typed personal details as
 * lines ("Full name: …", worker/src/report/source-text.ts). Documents are in the light markdown of
 * shared/src/documents/structure.ts (resumes) or plain paragraphs (letters).
 *
 * Scored by ./fact-check-figures.ts; goals: ≥ 95% of inventions flagged, ≤ 5% of truths flagged.
 * Held out: the guard's own tests must not import it for tuning single cases.
 */
import type { ReportDocumentKind } from './dto.js';

export type PlantedKind =
  | 'employer'
  | 'job_title'
  | 'degree'
  | 'school'
  | 'certification'
  | 'membership'
  | 'award'
  | 'number'
  | 'percentage'
  | 'date';

export interface FactCheckCase {
  name: string;
  kind: ReportDocumentKind;
  jobTitle: string;
  companyName: string;
  jobDescription: string;
  /** What the person gave: their resume's text (as a PDF/DOCX reader yields it) or typed details. */
  source: string;
  /** The generated document, in the light markdown of shared/src/documents/structure.ts. */
  document: string;
  /**
   * Planted inventions: exact substrings of `document` (first occurrence unless `occurrence`) that a
   * claim must overlap. `shape` names the way it is written (e.g. 'title — company, city (dates)').
   */
  inventions: Array<{ text: string; kind: PlantedKind; shape: string; occurrence?: number }>;
  /**
   * True facts written differently from the source (or the job's own company/title): exact substrings
   * of `document` that no claim may overlap.
   */
  truths: Array<{ text: string; why: string; occurrence?: number }>;
}

export const FACT_CHECK_CORPUS: FactCheckCase[] = [
  // ───────────────────────────── 1. software engineer, resume ─────────────────────────────
  {
    name: 'backend engineer resume: Flutterwave and Interswitch invented in role lines',
    kind: 'resume',
    jobTitle: 'Backend Engineer (Payments)',
    companyName: 'Moniepoint',
    jobDescription: `About the role
Moniepoint is looking for a Backend Engineer to build the payment rails used by millions of businesses across Nigeria.

What you will do
- Design and build reliable, high-throughput payment APIs
- Own services end to end, from design to on-call
- Work with product and risk teams on fraud controls

Requirements
- 3+ years building backend services in Go, Java or Node.js
- Strong PostgreSQL and Redis experience
- Experience with Kafka, Docker and Kubernetes
- Payments or fintech experience is an added advantage`,
    source: `OLUWASEUN ADEYEMI
Backend Engineer
+234 803 456 7821 | seun.adeyemi@gmail.com | 14 Admiralty Way, Lekki Phase 1, Lagos
github.com/seunadeyemi

PROFESSIONAL SUMMARY
Backend engineer with 4 years of experience building payment and lending APIs with Node.js, TypeScript and Go.

WORK EXPERIENCE
Backend Engineer
Carbon Finance Ltd | Lagos
March 2021 – Present
• Built the loan disbursement service that handles about 40,000 requests a day
• Reduced average API response time by 35% by adding Redis caching
• Mentored 3 junior engineers and led code reviews

Software Developer
Cowrywise | Lagos
June 2019 – February 2021
• Built savings-plan features in Python and Django
• Raised integration test coverage from 48% to 81%

EDUCATION
B.Sc. Computer Science — University of Lagos (2014 – 2018)
Second Class Upper Division

National Youth Service Corps 2018/2019 — Lagos State

SKILLS
Node.js, TypeScript, Go, Python, PostgreSQL, Redis, Docker, Kubernetes, AWS, Kafka`,
    document: `# Oluwaseun Adeyemi
seun.adeyemi@gmail.com | 0803 456 7821 | 14 Admiralty Way, Lekki Phase 1, Lagos | github.com/seunadeyemi
## Summary
Backend engineer with four years of experience building payment and lending APIs in Node.js, TypeScript and Go, ready to build reliable payment systems as a Backend Engineer (Payments) at Moniepoint.
## Experience
Senior Backend Engineer — Flutterwave, Lagos (2021 – Present)
- Built the loan disbursement service handling 40k requests per day
- Cut average API response time by 35 percent with Redis caching
- Mentored three junior engineers and led code reviews
Backend Engineer — Interswitch, Lagos (2019 – 2021)
- Built savings-plan features in Python and Django
- Raised integration test coverage from 48% to 81%
- Processed ₦2.5 billion in daily transactions across 9 banks
## Education
- B.Sc. Computer Science, UNILAG (2018), Second Class Upper
- NYSC, Lagos State, 2019
## Certifications
- AWS Certified Solutions Architect – Associate
## Skills
- Node.js, TypeScript, Go, Python, PostgreSQL, Redis, Docker, Kubernetes, AWS, Kafka`,
    inventions: [
      { text: 'Senior Backend Engineer', kind: 'job_title', shape: 'title — company, city (dates)' },
      { text: 'Flutterwave', kind: 'employer', shape: 'title — company, city (dates)' },
      { text: 'Interswitch', kind: 'employer', shape: 'title — company, city (dates)' },
      { text: '₦2.5 billion', kind: 'number', shape: 'money in a bullet' },
      { text: '9 banks', kind: 'number', shape: 'count with unit' },
      { text: 'AWS Certified Solutions Architect', kind: 'certification', shape: 'certification line' },
    ],
    truths: [
      { text: '0803 456 7821', why: 'the source phone +234 803 456 7821 in local form' },
      { text: '14 Admiralty Way', why: 'the address number from the source' },
      { text: 'Lekki Phase 1', why: 'the address from the source' },
      { text: 'four years', why: 'the source says 4 years of experience' },
      { text: 'Backend Engineer (Payments)', why: "the job's own title" },
      { text: 'Moniepoint', why: "the job's own company" },
      { text: '40k requests', why: 'the source says about 40,000 requests a day' },
      { text: '35 percent', why: 'the source says 35%' },
      { text: 'three junior engineers', why: 'the source says 3 junior engineers' },
      { text: 'UNILAG', why: 'the source says University of Lagos' },
      { text: 'Second Class Upper', why: 'the source says Second Class Upper Division' },
      {
        text: 'NYSC, Lagos State, 2019',
        why: 'the source says National Youth Service Corps 2018/2019 — Lagos State',
      },
    ],
  },

  // ───────────────────────────── 2. accountant, resume ─────────────────────────────
  {
    name: 'accountant resume: Zenith Bank invented as "Company | Title | dates", MBA and ACCA added',
    kind: 'resume',
    jobTitle: 'Financial Controller',
    companyName: 'Lafarge Africa Plc',
    jobDescription: `Job Summary
Lafarge Africa Plc seeks a Financial Controller to lead financial reporting, tax and internal control for its cement operations.

Responsibilities
- Prepare monthly management accounts and IFRS financial statements
- Lead the annual budget, forecasts and variance analysis
- Manage statutory audits, tax filings (CIT, VAT, WHT) and relations with FIRS
- Supervise a team of accountants

Requirements
- B.Sc. in Accounting or a related field
- ICAN or ACCA qualification
- At least 8 years of experience, 3 in a supervisory role
- Experience with SAP FICO`,
    source: `CHIAMAKA NWOSU, ACA
Plot 12, Block 4, Ajose Adeogun Street, Victoria Island, Lagos
0809 112 3344 | chiamaka.nwosu@yahoo.com

CAREER OBJECTIVE
A chartered accountant with 6 years post-qualification experience in financial reporting, tax and audit.

EXPERIENCE
SENIOR ACCOUNTANT
Nigerian Breweries Plc, Iganmu, Lagos | January 2021 – Date
- Prepare monthly management accounts and IFRS financial statements for 4 business units
- Manage an annual budget of N1,200,000,000
- Reduced month-end closing from 12 days to 7 days

AUDIT SENIOR
PricewaterhouseCoopers (PwC) Nigeria | 09/2017 – 12/2020
- Led statutory audits of 15 clients in manufacturing and FMCG
- Supervised teams of 4 associates

ACCOUNTS OFFICER
Chi Limited | 2015 – 2017

EDUCATION
Bachelor of Science (B.Sc.) Accounting — Obafemi Awolowo University, Ile-Ife, 2014
Second Class Upper Division

PROFESSIONAL QUALIFICATIONS
Associate Chartered Accountant (ACA), Institute of Chartered Accountants of Nigeria (ICAN), 2016
Chartered Institute of Taxation of Nigeria (CITN) – Associate Member

SKILLS
SAP FICO, Sage 300, Advanced Excel, IFRS, Tax computation, VAT & WHT returns`,
    document: `# Chiamaka Nwosu, ACA
Plot 12, Block 4, Ajose Adeogun Street, Victoria Island, Lagos | +234 809 112 3344 | chiamaka.nwosu@yahoo.com
## Professional Summary
Chartered accountant with six years of post-qualification experience in financial reporting, tax and audit, and 15 years in finance overall. Seeking the Financial Controller position at Lafarge Africa.
## Experience
Senior Accountant | Nigerian Breweries | Jan 2021 – Present
- Prepare monthly management accounts and IFRS financial statements for four business units
- Manage an annual budget of ₦1.2bn
- Cut month-end close from 12 to 7 days
Finance Manager | Zenith Bank Plc | 2013 – 2015
Audit Senior | PwC | Sept 2017 – Dec 2020
- Led statutory audits of 15 manufacturing and FMCG clients
- Supervised teams of four associates
- Identified ₦350 million in tax savings for clients
Accounts Officer | Chi Ltd | 2015 – 2017
## Education
- Bachelor of Science, Accounting — OAU, Ile-Ife (2014), 2:1
- MBA, Lagos Business School (2019)
## Professional Qualifications
- ACA, Institute of Chartered Accountants of Nigeria
- ACCA
- Associate Member, CITN
## Skills
- SAP FICO, Sage 300, Advanced Excel, IFRS, tax computation, VAT and WHT returns`,
    inventions: [
      { text: '15 years', kind: 'number', shape: 'years of experience' },
      { text: 'Finance Manager', kind: 'job_title', shape: 'title | company | dates' },
      { text: 'Zenith Bank Plc', kind: 'employer', shape: 'title | company | dates' },
      { text: '₦350 million', kind: 'number', shape: 'money in a bullet' },
      { text: 'MBA', kind: 'degree', shape: 'degree, school (year)' },
      { text: 'Lagos Business School', kind: 'school', shape: 'degree, school (year)' },
      { text: 'ACCA', kind: 'certification', shape: 'certification line' },
    ],
    truths: [
      { text: 'Plot 12, Block 4', why: 'the address from the source' },
      { text: '+234 809 112 3344', why: 'the source phone 0809 112 3344 in +234 form' },
      { text: 'six years', why: 'the source says 6 years post-qualification' },
      { text: 'Financial Controller', why: "the job's own title" },
      { text: 'Lafarge Africa', why: "the job's own company without Plc" },
      { text: 'Senior Accountant', why: 'the source says SENIOR ACCOUNTANT' },
      { text: 'Nigerian Breweries', why: 'the source says Nigerian Breweries Plc' },
      { text: 'Jan 2021 – Present', why: 'the source says January 2021 – Date' },
      { text: 'four business units', why: 'the source says 4 business units' },
      { text: '₦1.2bn', why: 'the source says N1,200,000,000' },
      { text: '12 to 7 days', why: 'the source says from 12 days to 7 days' },
      { text: 'Sept 2017 – Dec 2020', why: 'the source says 09/2017 – 12/2020' },
      { text: 'PwC', why: 'the source says PricewaterhouseCoopers (PwC) Nigeria' },
      { text: 'four associates', why: 'the source says 4 associates' },
      { text: 'Chi Ltd', why: 'the source says Chi Limited' },
      { text: 'OAU', why: 'the source says Obafemi Awolowo University' },
      { text: '2:1', why: 'the source says Second Class Upper Division' },
      {
        text: 'Associate Member, CITN',
        why: 'the source says Chartered Institute of Taxation of Nigeria (CITN) – Associate Member',
      },
    ],
  },

  // ───────────────────────────── 3. banker, resume ─────────────────────────────
  {
    name: 'relationship manager resume: portfolio, client count, CIBN, award and a "title at company (dates)" line invented',
    kind: 'resume',
    jobTitle: 'Senior Relationship Manager, Commercial Banking',
    companyName: 'Stanbic IBTC Bank',
    jobDescription: `Stanbic IBTC Bank is recruiting a Senior Relationship Manager for its Commercial Banking team in Abuja.

Key responsibilities
- Grow and manage a portfolio of commercial and mid-corporate clients
- Drive deposits, lending and trade finance revenue
- Ensure KYC, AML and credit risk compliance

Requirements
- B.Sc. in Economics, Banking and Finance or a related discipline; a Master's degree is an advantage
- 6+ years of relationship management in a commercial bank
- Membership of CIBN is an added advantage`,
    source: `IBRAHIM MUSA BELLO
No. 7, Aminu Kano Crescent, Wuse 2, Abuja
Tel: 0803 665 2210 | Email: ibrahim.bello@gmail.com

PROFILE
Relationship banker with 7 years in corporate and commercial banking. Manages a portfolio of 45 corporate clients with deposits of N8.5 billion.

WORK HISTORY
Guaranty Trust Bank Plc — Abuja
Relationship Manager, Corporate Banking          Feb 2019 – Present
- Manage 45 corporate relationships (oil & gas marketers, contractors)
- Grew deposit base from N5 billion to N8.5 billion in 3 years
- Cross-sold trade finance products worth N2.3 billion

First Bank of Nigeria Limited — Kaduna
Relationship Officer          Aug 2016 – Jan 2019
- Opened 600+ retail and SME accounts
- Ranked top 3 in the region for deposit mobilisation, 2018

Customer Service Officer (contract), Ecobank Nigeria, Kaduna          2015 – 2016

EDUCATION
M.Sc. Banking and Finance, Ahmadu Bello University, Zaria — 2015
B.Sc. Economics, Ahmadu Bello University, Zaria — 2012

CERTIFICATIONS
Certified Anti-Money Laundering Specialist (CAMS), 2020`,
    document: `# Ibrahim Musa Bello
No. 7, Aminu Kano Crescent, Wuse 2, Abuja | 08036652210 | ibrahim.bello@gmail.com
## Summary
Relationship manager with seven years in corporate and commercial banking, managing 120 corporate clients and a ₦4.2 billion loan portfolio. Member of the Chartered Institute of Bankers of Nigeria (CIBN).
## Experience
Relationship Manager, Corporate Banking at GTBank, Abuja (February 2019 – Present)
- Manage 45 corporate relationships across oil and gas marketers and contractors
- Grew the deposit base from ₦5bn to ₦8.5bn in three years
- Cross-sold trade finance products worth 2.3 billion naira
- Employee of the Year 2022
Relationship Officer at FirstBank, Kaduna (Aug 2016 – Jan 2019)
- Opened more than 600 retail and SME accounts
- Ranked in the region's top 3 for deposit mobilisation in 2018
Credit Analyst at Fidelity Bank (2014 – 2015)
Customer Service Officer, Ecobank, Kaduna (2015 – 2016)
## Education
- M.Sc. Banking & Finance, ABU Zaria (2015)
- B.Sc. Economics, ABU Zaria (2012)
## Certifications
- CAMS (2020)`,
    inventions: [
      { text: '120 corporate clients', kind: 'number', shape: 'client count' },
      { text: '₦4.2 billion', kind: 'number', shape: 'money in a sentence' },
      {
        text: 'Member of the Chartered Institute of Bankers of Nigeria (CIBN)',
        kind: 'membership',
        shape: 'membership sentence',
      },
      { text: 'Employee of the Year 2022', kind: 'award', shape: 'award bullet' },
      { text: 'Credit Analyst', kind: 'job_title', shape: 'title at company (dates)' },
      { text: 'Fidelity Bank', kind: 'employer', shape: 'title at company (dates)' },
    ],
    truths: [
      { text: 'No. 7', why: 'the address number from the source' },
      { text: 'Wuse 2', why: 'the address from the source' },
      { text: '08036652210', why: 'the source phone 0803 665 2210 without spaces' },
      { text: 'seven years', why: 'the source says 7 years' },
      { text: 'GTBank', why: 'the source says Guaranty Trust Bank Plc' },
      { text: 'February 2019', why: 'the source says Feb 2019' },
      { text: 'oil and gas marketers', why: 'the source says oil & gas marketers' },
      { text: '₦5bn', why: 'the source says N5 billion' },
      { text: '₦8.5bn', why: 'the source says N8.5 billion' },
      { text: 'three years', why: 'the source says 3 years' },
      { text: '2.3 billion naira', why: 'the source says N2.3 billion' },
      { text: 'FirstBank', why: 'the source says First Bank of Nigeria Limited' },
      { text: 'more than 600', why: 'the source says 600+' },
      { text: 'Ecobank', why: 'the source says Ecobank Nigeria' },
      { text: 'M.Sc. Banking & Finance', why: 'the source says M.Sc. Banking and Finance' },
      { text: 'ABU Zaria', why: 'the source says Ahmadu Bello University, Zaria' },
      { text: 'CAMS (2020)', why: 'the source says Certified Anti-Money Laundering Specialist (CAMS), 2020' },
    ],
  },

  // ───────────────────────────── 4. nurse, resume ─────────────────────────────
  {
    name: 'nurse resume: "Company (dates)" line, post-basic course, ACLS and figures invented',
    kind: 'resume',
    jobTitle: 'ICU Nurse',
    companyName: 'Evercare Hospital Lekki',
    jobDescription: `Evercare Hospital Lekki is hiring ICU Nurses.

Responsibilities
- Provide critical care to ventilated and post-operative patients
- Monitor vital signs, administer medications and maintain accurate EMR records
- Follow infection prevention and control protocols

Requirements
- B.N.Sc. or RN/RM with a current NMCN licence
- Post-basic critical care nursing is an advantage
- BLS required; ACLS preferred
- At least 3 years of hospital experience`,
    source: `BLESSING OKONKWO (RN, RM)
12 Adeniran Ogunsanya Street, Surulere, Lagos
Phone: 0706 234 9981    Email: blessingokonkwo@gmail.com

PROFESSIONAL EXPERIENCE
Lagos University Teaching Hospital (LUTH), Idi-Araba
Staff Nurse/Midwife — Medical-Surgical Ward          May 2018 – Present
• Provide care for up to 12 patients per shift on a 36-bed medical-surgical ward
• Administer medications and monitor vital signs; document care in the hospital EMR
• Precept student nurses from the LUTH School of Nursing

Gbagada General Hospital, Lagos
Nurse (Housemanship / Internship)          2017 – 2018

EDUCATION
Bachelor of Nursing Science (B.N.Sc.), University of Nigeria, Enugu Campus — 2016
School of Midwifery, Lagos — Registered Midwife, 2017

LICENCES & CERTIFICATIONS
Registered Nurse (RN) – Nursing and Midwifery Council of Nigeria, licence no. 123456
Registered Midwife (RM) – NMCN
Basic Life Support (BLS), American Heart Association — 2023`,
    document: `# Blessing Okonkwo, RN, RM
12 Adeniran Ogunsanya Street, Surulere, Lagos | 0706 234 9981 | blessingokonkwo@gmail.com
## Profile
Registered nurse and midwife with 10 years of ICU experience, applying for the ICU Nurse role at Evercare Hospital Lekki.
## Experience
Lagos University Teaching Hospital — Idi-Araba, Lagos
Staff Nurse/Midwife, Medical-Surgical Ward | May 2018 – Present
- Care for up to twelve patients per shift on a 36-bed ward
- Administer medications, monitor vital signs and document care in the EMR
- Precept student nurses
- Trained 40 nurses in infection prevention and control, cutting ward infection rates by 30%
Reddington Hospital (2015 – 2017)
ICU Staff Nurse
Gbagada General Hospital — Intern Nurse, 2017 – 2018
## Education
- B.N.Sc., University of Nigeria (2016)
- Post Basic Critical Care Nursing, University College Hospital, Ibadan (2019)
## Licences & Certifications
- RN and RM, Nursing and Midwifery Council of Nigeria
- BLS (American Heart Association, 2023)
- ACLS (2023)`,
    inventions: [
      { text: '10 years', kind: 'number', shape: 'years of experience' },
      { text: '40 nurses', kind: 'number', shape: 'count with unit' },
      { text: '30%', kind: 'percentage', shape: 'percentage in a bullet' },
      { text: 'Reddington Hospital', kind: 'employer', shape: 'company (dates) on its own line' },
      { text: 'ICU Staff Nurse', kind: 'job_title', shape: 'title line under company (dates)' },
      { text: 'Post Basic Critical Care Nursing', kind: 'degree', shape: 'degree, school (year)' },
      { text: 'University College Hospital, Ibadan', kind: 'school', shape: 'degree, school (year)' },
      { text: 'ACLS', kind: 'certification', shape: 'certification line' },
    ],
    truths: [
      { text: '12 Adeniran Ogunsanya Street', why: 'the address number from the source' },
      { text: 'Blessing Okonkwo, RN, RM', why: 'the source says BLESSING OKONKWO (RN, RM)' },
      { text: 'ICU Nurse role at Evercare Hospital Lekki', why: "the job's own title and company" },
      {
        text: 'Staff Nurse/Midwife, Medical-Surgical Ward',
        why: 'the source says Staff Nurse/Midwife — Medical-Surgical Ward',
      },
      { text: 'twelve patients', why: 'the source says up to 12 patients' },
      { text: '36-bed ward', why: 'the source says a 36-bed medical-surgical ward' },
      { text: 'Intern Nurse', why: 'the source says Nurse (Housemanship / Internship)' },
      {
        text: 'B.N.Sc., University of Nigeria (2016)',
        why: 'the source says Bachelor of Nursing Science (B.N.Sc.), University of Nigeria, 2016',
      },
      { text: 'RN and RM', why: 'the source lists Registered Nurse (RN) and Registered Midwife (RM)' },
      {
        text: 'BLS (American Heart Association, 2023)',
        why: 'the source says Basic Life Support (BLS), American Heart Association — 2023',
      },
    ],
  },

  // ───────────────────────────── 5. teacher, resume from typed details ─────────────────────────────
  {
    name: 'teacher resume from typed details: "**School** — City" then a title line, PGDE and examiner invented',
    kind: 'resume',
    jobTitle: 'Mathematics Teacher',
    companyName: 'Loyola Jesuit College',
    jobDescription: `Loyola Jesuit College, Abuja invites applications for the post of Mathematics Teacher (Senior Secondary).

Requirements
- A degree in Mathematics or Mathematics Education
- TRCN registration
- At least 5 years of teaching experience, with WAEC and NECO preparation
- Skill with digital tools such as Google Classroom and GeoGebra
- Strong lesson planning and classroom management`,
    source: `Full name: Aisha Abdullahi Yusuf
Phone: 08123456789
Email: aisha.yusuf@gmail.com
Location: Gwarinpa, Abuja
Field of study: Bachelor of Education (Mathematics)
School: Bayero University Kano, graduated 2016
Experience: Mathematics teacher at Regent Secondary School, Abuja from September 2017 till now. I teach JSS 2 and SS 1-3 mathematics, about 150 students each term. My SS3 students had 92 percent credit pass in WAEC 2023. Before that I did my NYSC (2016/2017) at Government Secondary School Kuje as a maths teacher. I am registered with TRCN.
Skills: Lesson planning, classroom management, Microsoft Excel, Google Classroom, GeoGebra, WAEC and NECO exam preparation`,
    document: `# Aisha Abdullahi Yusuf
+234 812 345 6789 | aisha.yusuf@gmail.com | Gwarinpa, Abuja
## Summary
TRCN-registered mathematics teacher with 12 years of classroom experience preparing students for WAEC and NECO, applying to be a Mathematics Teacher at Loyola Jesuit College.
## Experience
**Regent Secondary School** — Abuja
Mathematics Teacher, Sept 2017 – Present
- Teach JSS 2 and SS 1–3 mathematics to about 150 students a term
- Achieved a 92% credit pass rate in WAEC 2023 with my SS3 class
- Head of Mathematics Department since 2020
**Greensprings School** — Lagos
Mathematics Teacher (2014 – 2016)
Government Secondary School, Kuje — Mathematics Teacher (NYSC), 2016 – 2017
## Education
- B.Ed. Mathematics, BUK (2016)
- PGDE, National Teachers' Institute (2017)
## Certifications
- TRCN registered teacher
- Cambridge IGCSE Mathematics Examiner
## Skills
- Lesson planning, classroom management, Microsoft Excel, Google Classroom, GeoGebra`,
    inventions: [
      { text: '12 years', kind: 'number', shape: 'years of experience' },
      { text: 'Head of Mathematics Department', kind: 'job_title', shape: 'title in a bullet' },
      { text: 'Greensprings School', kind: 'employer', shape: '**company** — city, then a title line' },
      { text: 'PGDE', kind: 'degree', shape: 'degree, school (year)' },
      { text: "National Teachers' Institute", kind: 'school', shape: 'degree, school (year)' },
      { text: 'Cambridge IGCSE Mathematics Examiner', kind: 'certification', shape: 'certification line' },
    ],
    truths: [
      { text: '+234 812 345 6789', why: 'the typed phone 08123456789 in +234 form' },
      { text: 'TRCN-registered', why: 'the details say registered with TRCN' },
      { text: 'Mathematics Teacher at Loyola Jesuit College', why: "the job's own title and company" },
      {
        text: 'Mathematics Teacher, Sept 2017 – Present',
        why: 'the details say Mathematics teacher from September 2017 till now',
      },
      { text: 'SS 1–3', why: 'the details say SS 1-3' },
      { text: 'about 150 students a term', why: 'the details say about 150 students each term' },
      { text: '92%', why: 'the details say 92 percent' },
      { text: 'Government Secondary School, Kuje', why: 'the details say Government Secondary School Kuje' },
      { text: '(NYSC), 2016 – 2017', why: 'the details say NYSC (2016/2017)' },
      { text: 'B.Ed. Mathematics', why: 'the details say Bachelor of Education (Mathematics)' },
      { text: 'BUK', why: 'the details say Bayero University Kano' },
      { text: 'TRCN registered teacher', why: 'the details say registered with TRCN' },
    ],
  },

  // ───────────────────────────── 6. FMCG sales, resume ─────────────────────────────
  {
    name: 'FMCG sales resume: "Company | Title | dates" employer, award, degree and team size invented',
    kind: 'resume',
    jobTitle: 'Regional Sales Manager',
    companyName: 'Unilever Nigeria',
    jobDescription: `Unilever Nigeria is looking for a Regional Sales Manager for the South-West.

Responsibilities
- Deliver volume and revenue targets through distributors and modern trade
- Lead area sales managers and sales representatives
- Drive route-to-market, merchandising and trade marketing plans

Requirements
- Degree or HND in Marketing, Business or related
- 8+ years of FMCG sales experience with people management
- Distributor management and negotiation skills
- SAP SD and Excel`,
    source: `EMEKA JOHN OKAFOR
Sales & Distribution Professional
3B Okota Road, Isolo, Lagos • 0817 550 0192 • emeka.okafor@outlook.com

EXPERIENCE
Area Sales Manager — Nestlé Nigeria Plc, Lagos Mainland          April 2020 – Present
• Manage 14 distributors and 3 sales supervisors across Lagos Mainland
• Grew area revenue from ₦180m to ₦310m per quarter (72% growth)
• Launched Maggi and Golden Morn route-to-market plans in 220 outlets

Sales Representative — Cadbury Nigeria Plc, Ibadan          Jan 2017 – Mar 2020
• Covered 90 retail outlets and 4 key distributors
• Best Sales Representative, South-West Region, 2019

EDUCATION
HND Marketing, Yaba College of Technology, 2014 (Upper Credit)

SKILLS
Distributor management, trade marketing, merchandising, negotiation, SAP SD, Excel, valid driver's licence`,
    document: `# Emeka John Okafor
3B Okota Road, Isolo, Lagos | 0817 550 0192 | emeka.okafor@outlook.com
## Summary
Sales and distribution leader with 12 years in FMCG across Lagos and the South-West, targeting the Regional Sales Manager role at Unilever Nigeria.
## Experience
Nestle Nigeria | Area Sales Manager | Apr 2020 – Present
- Manage fourteen distributors and three sales supervisors across Lagos Mainland
- Grew area revenue from ₦180 million to ₦310 million a quarter, a 72% increase
- Rolled out Maggi and Golden Morn route-to-market plans in 220 outlets
- Built a team of 25 merchandisers
Cadbury | Sales Representative | January 2017 – March 2020
- Covered 90 retail outlets and four key distributors
- Best Sales Representative, South-West, 2019
- Winner, Nigerian Marketing Excellence Award 2019
PZ Cussons Nigeria Plc | Sales Representative | 2015 – 2017
## Education
- HND Marketing, YABATECH (2014), Upper Credit
- B.Sc. Marketing, University of Lagos (2012)
## Skills
- Distributor management, trade marketing, merchandising, negotiation, SAP SD, Excel`,
    inventions: [
      { text: '12 years', kind: 'number', shape: 'years of experience' },
      { text: '25 merchandisers', kind: 'number', shape: 'count with unit' },
      { text: 'Nigerian Marketing Excellence Award', kind: 'award', shape: 'award bullet' },
      { text: 'PZ Cussons Nigeria Plc', kind: 'employer', shape: 'company | title | dates' },
      { text: 'B.Sc. Marketing', kind: 'degree', shape: 'degree, school (year)' },
      { text: 'University of Lagos', kind: 'school', shape: 'degree, school (year)' },
    ],
    truths: [
      { text: '3B Okota Road', why: 'the address number from the source' },
      { text: 'Regional Sales Manager role at Unilever Nigeria', why: "the job's own title and company" },
      { text: 'Nestle Nigeria', why: 'the source says Nestlé Nigeria Plc' },
      { text: 'Apr 2020 – Present', why: 'the source says April 2020 – Present' },
      { text: 'fourteen distributors', why: 'the source says 14 distributors' },
      { text: 'three sales supervisors', why: 'the source says 3 sales supervisors' },
      { text: '₦180 million', why: 'the source says ₦180m' },
      { text: '₦310 million', why: 'the source says ₦310m' },
      { text: 'Cadbury', why: 'the source says Cadbury Nigeria Plc' },
      { text: 'January 2017 – March 2020', why: 'the source says Jan 2017 – Mar 2020' },
      { text: 'four key distributors', why: 'the source says 4 key distributors' },
      {
        text: 'Best Sales Representative, South-West, 2019',
        why: 'the source says Best Sales Representative, South-West Region, 2019',
      },
      { text: 'YABATECH', why: 'the source says Yaba College of Technology' },
    ],
  },

  // ───────────────────────────── 7. oil & gas HSE, resume ─────────────────────────────
  {
    name: 'oil and gas HSE resume: Shell line, lead auditor, MNSE and COREN invented',
    kind: 'resume',
    jobTitle: 'HSE Manager',
    companyName: 'TotalEnergies EP Nigeria',
    jobDescription: `TotalEnergies EP Nigeria seeks an HSE Manager for its onshore operations in Port Harcourt.

Responsibilities
- Lead HSE management systems, audits and incident investigations
- Drive permit-to-work, HAZOP and process safety programmes
- Report HSE performance (LTI, TRIR, man-hours) to management

Requirements
- B.Eng. in Chemical, Mechanical or Petroleum Engineering
- NEBOSH IGC; ISO 45001 Lead Auditor is an advantage
- 10+ years of HSE experience in Oil & Gas, 3 in a supervisory role`,
    source: `UDEME ETIM ASUQUO
HSE Supervisor | NEBOSH IGC | IOSH
No. 5 Woji Road, GRA Phase 2, Port Harcourt, Rivers State
+234 (0) 802 771 4409 | udeme.asuquo@gmail.com

EXPERIENCE
HSE Supervisor
Seplat Energy Plc (Seplat Petroleum Development Company) — Port Harcourt
October 2018 – Present
- Supervise HSE on 3 onshore flow stations with 250 personnel
- Achieved 3.2 million man-hours without a lost time injury (LTI)
- Lead permit-to-work audits and HAZOP close-out

HSE Officer
Saipem Contracting Nigeria Ltd — Onne
2014 – 2018
- Conducted toolbox talks, JSAs and incident investigations
- Reduced first-aid cases by 40% in 2016

EDUCATION
B.Eng. Chemical Engineering — Federal University of Technology, Owerri (FUTO), 2012

CERTIFICATIONS
NEBOSH International General Certificate (IGC), 2015
IOSH Managing Safely, 2014
ISO 45001 Internal Auditor, 2020`,
    document: `# Udeme Etim Asuquo
No. 5 Woji Road, GRA Phase 2, Port Harcourt | 0802 771 4409 | udeme.asuquo@gmail.com
## Summary
HSE professional in onshore oil and gas operations, NEBOSH IGC and IOSH certified, applying for the HSE Manager role at TotalEnergies.
## Experience
**HSE Supervisor — Seplat Energy, Port Harcourt (Oct 2018 – Present)**
- Supervise HSE across three onshore flow stations and 250 personnel
- Reached 3.2m man-hours without a lost time injury
- Lead permit-to-work audits and HAZOP close-outs
**HSE Lead — Shell Petroleum Development Company, Port Harcourt (2012 – 2014)**
- Managed HSE for a 1,200-person offshore construction project
**HSE Officer — Saipem Contracting Nigeria, Onne (2014 – 2018)**
- Ran toolbox talks, job safety analyses and incident investigations
- Cut first-aid cases by forty percent in 2016
## Education
- Bachelor of Engineering, Chemical Engineering — FUTO (2012)
## Certifications
- NEBOSH IGC (2015)
- IOSH Managing Safely (2014)
- ISO 45001 Lead Auditor (2020)
- Member, Nigerian Society of Engineers (MNSE)
- COREN Registered Engineer`,
    inventions: [
      { text: 'HSE Lead', kind: 'job_title', shape: 'bold: **title — company, city (dates)**' },
      {
        text: 'Shell Petroleum Development Company',
        kind: 'employer',
        shape: 'bold: **title — company, city (dates)**',
      },
      { text: '1,200-person', kind: 'number', shape: 'count with unit' },
      { text: 'Lead Auditor', kind: 'certification', shape: 'certification line (level changed)' },
      { text: 'Member, Nigerian Society of Engineers (MNSE)', kind: 'membership', shape: 'membership line' },
      { text: 'COREN Registered Engineer', kind: 'certification', shape: 'certification line' },
    ],
    truths: [
      { text: 'No. 5 Woji Road', why: 'the address number from the source' },
      { text: 'GRA Phase 2', why: 'the address from the source' },
      { text: '0802 771 4409', why: 'the source phone +234 (0) 802 771 4409 in local form' },
      {
        text: 'HSE Manager role at TotalEnergies',
        why: "the job's own title and company (TotalEnergies EP Nigeria)",
      },
      { text: 'Seplat Energy', why: 'the source says Seplat Energy Plc' },
      { text: 'Oct 2018 – Present', why: 'the source says October 2018 – Present' },
      { text: 'three onshore flow stations', why: 'the source says 3 onshore flow stations' },
      { text: '3.2m man-hours', why: 'the source says 3.2 million man-hours' },
      { text: 'Saipem Contracting Nigeria', why: 'the source says Saipem Contracting Nigeria Ltd' },
      { text: 'job safety analyses', why: 'the source says JSAs' },
      { text: 'forty percent', why: 'the source says 40%' },
      {
        text: 'Bachelor of Engineering, Chemical Engineering',
        why: 'the source says B.Eng. Chemical Engineering',
      },
      { text: 'FUTO', why: 'the source says Federal University of Technology, Owerri (FUTO)' },
      {
        text: 'NEBOSH IGC (2015)',
        why: 'the source says NEBOSH International General Certificate (IGC), 2015',
      },
    ],
  },

  // ───────────────────────────── 8. graduate / NYSC, resume from typed details ─────────────────────────────
  {
    name: 'graduate resume from typed details: internship, award, percentage and COREN membership invented',
    kind: 'resume',
    jobTitle: 'Graduate Trainee',
    companyName: 'Eko Electricity Distribution Company (EKEDC)',
    jobDescription: `EKEDC Graduate Trainee Programme 2025

We are recruiting graduates of Electrical/Electronics Engineering for a 12-month programme across network operations, metering and customer service.

Requirements
- B.Eng./B.Sc. in Electrical/Electronics Engineering with a minimum of Second Class Lower
- NYSC discharge certificate
- Not more than 27 years old
- Knowledge of AutoCAD and MATLAB is an advantage`,
    source: `Full name: Chukwuemeka Daniel Eze
Phone: 0902 118 4470
Email: danieleze.ce@gmail.com
Location: Ikeja, Lagos
Field of study: Electrical and Electronics Engineering, B.Eng (Second Class Upper)
School: University of Benin, 2022
Experience: NYSC 2022/2023 - served at Ikeja Electric as a corps member in the network operations unit, logged and followed up fault reports. SIWES internship at Transmission Company of Nigeria (TCN), Benin, 6 months in 2020. Final year project: solar-powered smart meter prototype with Arduino.
Skills: AutoCAD, MATLAB, Arduino, Microsoft Excel, electrical installation, customer service`,
    document: `# Chukwuemeka Daniel Eze
0902 118 4470 | danieleze.ce@gmail.com | Ikeja, Lagos
## Profile
Electrical and electronics engineering graduate (B.Eng., UNIBEN, 2:1) seeking to join Eko Electricity Distribution Company as a Graduate Trainee.
## Experience
Corps Member, Network Operations — Ikeja Electric (NYSC, 2022 – 2023)
- Logged and followed up customer fault reports
- Resolved 95% of fault tickets within 24 hours
SIWES Intern — TCN, Benin City (6 months, 2020)
- Engineering Intern at Schneider Electric Nigeria (Jun 2021 – Dec 2021)
## Education
- Bachelor of Engineering, Electrical/Electronics Engineering, University of Benin (2022) — Second Class Upper
- Best Graduating Student, Department of Electrical Engineering, 2022
## Projects
- Solar-powered smart meter prototype built with Arduino
## Certifications
- COREN Graduate Member
## Skills
- AutoCAD, MATLAB, Arduino, Microsoft Excel, electrical installation`,
    inventions: [
      { text: '95%', kind: 'percentage', shape: 'percentage in a bullet' },
      { text: '24 hours', kind: 'number', shape: 'count with unit' },
      { text: 'Schneider Electric Nigeria', kind: 'employer', shape: 'bullet: title at company (dates)' },
      { text: 'Jun 2021 – Dec 2021', kind: 'date', shape: 'dates of an invented role' },
      { text: 'Best Graduating Student', kind: 'award', shape: 'award line' },
      { text: 'COREN Graduate Member', kind: 'membership', shape: 'membership line' },
    ],
    truths: [
      { text: 'B.Eng., UNIBEN, 2:1', why: 'the details say B.Eng (Second Class Upper), University of Benin' },
      { text: 'Eko Electricity Distribution Company', why: "the job's own company" },
      { text: 'Graduate Trainee', why: "the job's own title" },
      {
        text: 'Corps Member, Network Operations',
        why: 'the details say corps member in the network operations unit',
      },
      { text: 'NYSC, 2022 – 2023', why: 'the details say NYSC 2022/2023' },
      { text: 'SIWES Intern', why: 'the details say SIWES internship' },
      { text: 'TCN, Benin City', why: 'the details say Transmission Company of Nigeria (TCN), Benin' },
      {
        text: 'Bachelor of Engineering, Electrical/Electronics Engineering',
        why: 'the details say Electrical and Electronics Engineering, B.Eng',
      },
      { text: 'Second Class Upper', why: 'the details say Second Class Upper' },
    ],
  },

  // ───────────────────────────── 9. data analyst (telecoms), resume ─────────────────────────────
  {
    name: 'data analyst resume: Airtel as "Company (dates)", savings, M.Sc. and a certification invented',
    kind: 'resume',
    jobTitle: 'Senior Data Analyst',
    companyName: 'Kuda Microfinance Bank',
    jobDescription: `Kuda is hiring a Senior Data Analyst to help product and growth teams make decisions with data.

You will
- Build dashboards and self-serve reporting in Power BI or Looker
- Write production SQL and Python (pandas) analyses
- Design and read A/B tests; model churn and customer lifetime value

You have
- 4+ years of experience as a data analyst, ideally in banking, fintech or telecoms
- Expert SQL, strong Python, a BI tool
- A degree in Statistics, Mathematics, Economics or Computer Science`,
    source: `FOLAKE ADEBISI OGUNLEYE
Data Analyst
Flat 4, Block C, 1004 Estate, Victoria Island, Lagos | 0814 330 2291 | folake.ogunleye@gmail.com | linkedin.com/in/folakeogunleye

WORK EXPERIENCE
MTN Nigeria Communications Plc                                   Lagos
Data Analyst, Customer Value Management                           01/2021 – present
● Build churn and recharge dashboards in Power BI for 8 regional teams
● Wrote SQL pipelines on Teradata covering 70 million subscribers
● Churn model lifted win-back campaign conversion by 18%

Sterling Bank Plc                                                 Lagos
Business Intelligence Intern                                      06/2019 – 12/2020

EDUCATION
University of Ilorin — B.Sc. Statistics, 2018 (Second Class Upper)

CERTIFICATIONS
Microsoft Certified: Power BI Data Analyst Associate (PL-300), 2022
Google Data Analytics Professional Certificate, 2021

SKILLS
SQL, Python (pandas), Power BI, Tableau, Excel, Teradata, A/B testing`,
    document: `# Folake Adebisi Ogunleye
Flat 4, Block C, 1004 Estate, Victoria Island, Lagos | +2348143302291 | folake.ogunleye@gmail.com | linkedin.com/in/folakeogunleye
## Summary
Data analyst turning telecoms and banking data into decisions with SQL, Python and Power BI, now applying for the Senior Data Analyst role at Kuda Microfinance Bank.
## Experience
MTN Nigeria
Data Analyst, Customer Value Management | January 2021 – Present
- Build churn and recharge dashboards in Power BI for eight regional teams
- Wrote SQL pipelines on Teradata covering 70m subscribers
- Lifted win-back conversion by 18 per cent with a churn model
- Saved ₦600 million a year in retention spend
Airtel Nigeria (2018 – 2019)
Data Analyst Intern
Sterling Bank
Business Intelligence Intern | Jun 2019 – Dec 2020
## Education
- B.Sc. Statistics, Unilorin (2018), Second Class Upper
- M.Sc. Data Science, Pan-Atlantic University (2023)
## Certifications
- Microsoft Certified: Power BI Data Analyst Associate (PL-300)
- Google Data Analytics Certificate
- Tableau Desktop Specialist
## Skills
- SQL, Python (pandas), Power BI, Tableau, Excel, Teradata, A/B testing`,
    inventions: [
      { text: '₦600 million', kind: 'number', shape: 'money in a bullet' },
      { text: 'Airtel Nigeria', kind: 'employer', shape: 'company (dates) on its own line' },
      { text: 'Data Analyst Intern', kind: 'job_title', shape: 'title line under company (dates)' },
      { text: 'M.Sc. Data Science', kind: 'degree', shape: 'degree, school (year)' },
      { text: 'Pan-Atlantic University', kind: 'school', shape: 'degree, school (year)' },
      { text: 'Tableau Desktop Specialist', kind: 'certification', shape: 'certification line' },
    ],
    truths: [
      { text: 'Flat 4, Block C, 1004 Estate', why: 'the address from the source' },
      { text: '+2348143302291', why: 'the source phone 0814 330 2291 in +234 form' },
      { text: 'Senior Data Analyst role at Kuda Microfinance Bank', why: "the job's own title and company" },
      { text: 'MTN Nigeria', why: 'the source says MTN Nigeria Communications Plc' },
      { text: 'January 2021 – Present', why: 'the source says 01/2021 – present' },
      { text: 'eight regional teams', why: 'the source says 8 regional teams' },
      { text: '70m subscribers', why: 'the source says 70 million subscribers' },
      { text: '18 per cent', why: 'the source says 18%' },
      { text: 'Sterling Bank', why: 'the source says Sterling Bank Plc' },
      { text: 'Jun 2019 – Dec 2020', why: 'the source says 06/2019 – 12/2020' },
      { text: 'Unilorin', why: 'the source says University of Ilorin' },
      {
        text: 'Google Data Analytics Certificate',
        why: 'the source says Google Data Analytics Professional Certificate',
      },
    ],
  },

  // ───────────────────────────── 10. NGO programme officer, resume ─────────────────────────────
  {
    name: 'NGO resume: Save the Children line, team size, years and PMP invented',
    kind: 'resume',
    jobTitle: 'Protection Specialist',
    companyName: 'UNICEF Nigeria',
    jobDescription: `UNICEF Nigeria, Maiduguri Field Office: Protection Specialist (NOB)

Responsibilities
- Coordinate child protection and GBV case management with partners
- Monitor programme quality and report on results
- Manage partnerships and budgets with implementing NGOs

Requirements
- Advanced university degree in Social Sciences, Public Health or related field
- At least 5 years of humanitarian experience in North-East Nigeria
- Fluency in English and Hausa; Kanuri is an asset`,
    source: `HAUWA IBRAHIM GARBA
Programme Officer — Humanitarian Response
Maiduguri, Borno State | +234 806 441 7720 | hauwa.garba@gmail.com

EXPERIENCE
International Rescue Committee (IRC), Maiduguri
Programme Officer, Women's Protection and Empowerment          Mar 2020 – Present
- Coordinate case management and psychosocial support in 6 IDP camps
- Reached 12,000 women and girls in 2023 with GBV prevention sessions
- Manage a project budget of USD 450,000 funded by ECHO

Action Against Hunger, Damaturu
Nutrition Assistant          Feb 2018 – Feb 2020
- Screened children under five for malnutrition (MUAC) in 14 communities

EDUCATION
M.Sc. Public Health, University of Maiduguri, 2017
B.Sc. Sociology, University of Maiduguri, 2013

TRAINING
Kobo Toolbox / ODK data collection, 2021
Project Management for Development Professionals (PMD Pro) Level 1, 2022

LANGUAGES
Hausa, Kanuri, English`,
    document: `# Hauwa Ibrahim Garba
Maiduguri, Borno State | 0806 441 7720 | hauwa.garba@gmail.com
## Summary
Humanitarian programme officer with over 10 years of experience in protection and nutrition across Borno and Yobe, applying for the Protection Specialist position with UNICEF.
## Experience
Programme Officer, Women's Protection and Empowerment at the International Rescue Committee, Maiduguri (March 2020 – Present)
- Coordinate case management and psychosocial support across six IDP camps
- Reached 12k women and girls with GBV prevention sessions in 2023
- Manage a US$450,000 ECHO-funded project budget
- Led a team of 18 caseworkers and community volunteers
**Protection Officer**, Save the Children International — Yola | 2016 – 2018
**Nutrition Assistant**, Action Against Hunger — Damaturu | Feb 2018 – Feb 2020
- Screened under-fives for malnutrition with MUAC in fourteen communities
## Education
- Master of Science, Public Health — UNIMAID (2017)
- Bachelor of Science, Sociology — UNIMAID (2013)
## Training & Certifications
- KoboToolbox / ODK data collection (2021)
- PMD Pro Level 1 (2022)
- PMP (2023)
## Languages
- Hausa, Kanuri, English`,
    inventions: [
      { text: 'over 10 years', kind: 'number', shape: 'years of experience' },
      { text: '18 caseworkers', kind: 'number', shape: 'count with unit' },
      { text: 'Protection Officer', kind: 'job_title', shape: '**title**, company — city | dates' },
      {
        text: 'Save the Children International',
        kind: 'employer',
        shape: '**title**, company — city | dates',
      },
      { text: 'PMP', kind: 'certification', shape: 'certification line' },
    ],
    truths: [
      { text: '0806 441 7720', why: 'the source phone +234 806 441 7720 in local form' },
      {
        text: 'Protection Specialist position with UNICEF',
        why: "the job's own title and company (UNICEF Nigeria)",
      },
      { text: 'March 2020 – Present', why: 'the source says Mar 2020 – Present' },
      { text: 'six IDP camps', why: 'the source says 6 IDP camps' },
      { text: '12k women and girls', why: 'the source says 12,000 women and girls' },
      { text: 'US$450,000', why: 'the source says USD 450,000' },
      { text: 'under-fives', why: 'the source says children under five' },
      { text: 'fourteen communities', why: 'the source says 14 communities' },
      {
        text: 'Master of Science, Public Health — UNIMAID',
        why: 'the source says M.Sc. Public Health, University of Maiduguri',
      },
      {
        text: 'Bachelor of Science, Sociology — UNIMAID',
        why: 'the source says B.Sc. Sociology, University of Maiduguri',
      },
      { text: 'KoboToolbox', why: 'the source says Kobo Toolbox' },
      {
        text: 'PMD Pro Level 1',
        why: 'the source says Project Management for Development Professionals (PMD Pro) Level 1',
      },
    ],
  },

  // ───────────────────────────── 11. HR, resume (a DOCX with tab-separated role lines) ─────────────────────────────
  {
    name: 'HR resume: an employer in the summary, "Title, Company, City (dates)", attrition figures and CIPD invented',
    kind: 'resume',
    jobTitle: 'HR Business Partner',
    companyName: 'Sterling Bank',
    jobDescription: `Sterling Bank is hiring an HR Business Partner for its Technology and Operations directorate.

Responsibilities
- Partner with business leaders on workforce planning, performance and talent reviews
- Lead recruitment, onboarding and employee relations for the directorate
- Use HR data (attrition, engagement) to drive decisions

Requirements
- First degree in the Social Sciences; a Master's in HR Management is an advantage
- CIPM certification; CIPD or SHRM is a plus
- 6 years of HR experience, preferably in financial services`,
    source: `YETUNDE ABIOLA MORENIKE
HR Generalist
Address: 45B, Isaac John Street, GRA, Ikeja, Lagos
Phone: 0703 552 8190\tEmail: yetunde.morenike@gmail.com

PROFESSIONAL EXPERIENCE
HR Officer\tInterswitch Group, Lagos\tMar 2020 – Present
- Run end-to-end recruitment for 60 to 80 hires a year across engineering and sales
- Administer monthly payroll for 450 staff on SeamlessHR
- Rolled out a performance management framework for 9 departments

HR Assistant\tChapel Hill Denham, Lagos\tJul 2017 – Feb 2020
- Onboarding, HR records and leave administration

EDUCATION
B.Sc. Psychology, University of Ibadan, 2015 (Second Class Upper)

PROFESSIONAL CERTIFICATIONS
Associate Member, Chartered Institute of Personnel Management of Nigeria (CIPM), 2019
SHRM Certified Professional (SHRM-CP), 2022`,
    document: `# Yetunde Abiola Morenike
45B, Isaac John Street, GRA, Ikeja, Lagos | 0703 552 8190 | yetunde.morenike@gmail.com
## Summary
HR generalist in fintech and investment banking, formerly with Stanbic IBTC Capital, now seeking the HR Business Partner role at Sterling Bank. ACIPM and SHRM-CP.
## Experience
HR Officer, Interswitch, Lagos (Mar 2020 – Present)
- Run end-to-end recruitment for 60–80 hires a year across engineering and sales
- Administer monthly payroll for 450 employees on SeamlessHR
- Rolled out a performance management framework across nine departments
- Reduced staff attrition from 25% to 12%
HR Assistant, Chapel Hill Denham, Lagos (July 2017 – February 2020)
- Handled onboarding, HR records and leave administration
HR Intern, Dangote Cement Plc, Obajana (2015 – 2016)
## Education
- Bachelor of Science in Psychology, UI (2015), Second Class Upper
- Master's in Human Resource Management, Lagos State University (2018)
## Certifications
- ACIPM (2019)
- SHRM-CP (2022)
- CIPD Level 7 Diploma`,
    inventions: [
      { text: 'Stanbic IBTC Capital', kind: 'employer', shape: 'resume summary: "formerly with Company"' },
      { text: '25% to 12%', kind: 'percentage', shape: 'percentages in a bullet' },
      { text: 'HR Intern', kind: 'job_title', shape: 'title, company, city (dates)' },
      { text: 'Dangote Cement Plc', kind: 'employer', shape: 'title, company, city (dates)' },
      { text: "Master's in Human Resource Management", kind: 'degree', shape: 'degree, school (year)' },
      { text: 'Lagos State University', kind: 'school', shape: 'degree, school (year)' },
      { text: 'CIPD Level 7 Diploma', kind: 'certification', shape: 'certification line' },
    ],
    truths: [
      { text: '45B, Isaac John Street', why: 'the address number from the source' },
      { text: 'HR Business Partner role at Sterling Bank', why: "the job's own title and company" },
      {
        text: 'ACIPM and SHRM-CP',
        why: 'the source says Associate Member, CIPM and SHRM Certified Professional (SHRM-CP)',
      },
      { text: 'HR Officer, Interswitch, Lagos', why: 'the source says HR Officer, Interswitch Group, Lagos' },
      { text: '60–80 hires', why: 'the source says 60 to 80 hires' },
      { text: '450 employees', why: 'the source says 450 staff' },
      { text: 'nine departments', why: 'the source says 9 departments' },
      { text: 'July 2017 – February 2020', why: 'the source says Jul 2017 – Feb 2020' },
      {
        text: 'Bachelor of Science in Psychology, UI',
        why: 'the source says B.Sc. Psychology, University of Ibadan',
      },
      { text: 'ACIPM (2019)', why: 'the source says Associate Member, CIPM, 2019' },
      { text: 'SHRM-CP (2022)', why: 'the source says SHRM Certified Professional (SHRM-CP), 2022' },
    ],
  },

  // ───────────────────────────── 12. banker, cover letter ─────────────────────────────
  {
    name: 'bank cover letter: a previous bank, an award, "120 corporate clients" and a charter invented',
    kind: 'cover_letter',
    jobTitle: 'Corporate Relationship Manager',
    companyName: 'Stanbic IBTC Bank',
    jobDescription: `Stanbic IBTC Bank: Corporate Relationship Manager, Lagos

Responsibilities
- Manage and grow a portfolio of corporate and commercial clients
- Originate lending and trade finance (Form M, letters of credit) transactions
- Meet deposit and revenue targets while managing credit risk

Requirements
- First degree in Banking and Finance, Economics or a related discipline
- 5 years of relationship management experience in a commercial bank
- Knowledge of trade finance products; Finacle experience is an advantage`,
    source: `NGOZI AMARACHI OKEKE
Block 3, Flat 6, Jakande Estate, Oke-Afa, Isolo, Lagos | 0805 901 2276 | ngozi.okeke@gmail.com

SUMMARY
Corporate banking relationship officer with 5 years' experience managing mid-sized corporate accounts.

EXPERIENCE
Relationship Officer, Commercial Banking — Guaranty Trust Bank Plc, Ikeja Branch, Lagos (Jan 2020 – Present)
- Manage a portfolio of 38 commercial clients with total deposits of N1,200,000,000
- Grew current account balances by 27% in 2023
- Processed trade finance and import documentation (Form M, LCs) for manufacturing clients

Customer Service Officer — Fidelity Bank Plc, Allen Avenue, Ikeja (Jul 2018 – Dec 2019)
- Resolved customer complaints and opened accounts; top CSO in branch NPS, Q3 2019

EDUCATION
B.Sc. Banking and Finance, Lagos State University (LASU), 2016 — Second Class Upper
National Youth Service Corps (NYSC), Enugu State, 2016/2017

SKILLS
Relationship management, credit analysis, trade finance, Finacle, KYC/AML, Microsoft Excel`,
    document: `Dear Hiring Manager,

I am writing to apply for the Corporate Relationship Manager position at Stanbic IBTC. With five years of relationship banking experience, including three years at Zenith Bank as a corporate banking officer and my current role as a Relationship Officer at GTBank, I have learnt how to grow and keep valuable commercial relationships.

At Guaranty Trust Bank's Ikeja branch I manage 38 commercial clients whose deposits total about ₦1.2 billion, and I grew current account balances by 27 per cent in 2023. I also handle Form M and letters of credit for manufacturing clients. Over the years I have built relationships with 120 corporate clients across Lagos and delivered a ₦4.2 billion loan book without a single default.

My work has been recognised: I was named Employee of the Year 2022 and I am a chartered member of the Chartered Institute of Bankers of Nigeria (CIBN). My degree in Banking and Finance from LASU, with a Second Class Upper, and my earlier work at Fidelity Bank's Allen Avenue branch taught me to put the customer first.

I would welcome the opportunity to bring this experience to Stanbic IBTC Bank's corporate banking team.

Yours faithfully,
Ngozi Okeke
0805 901 2276`,
    inventions: [
      { text: 'Zenith Bank', kind: 'employer', shape: 'letter: "three years at Company"' },
      { text: 'corporate banking officer', kind: 'job_title', shape: 'letter: "as a title" (lower case)' },
      { text: '120 corporate clients', kind: 'number', shape: 'client count' },
      { text: '₦4.2 billion', kind: 'number', shape: 'money in a sentence' },
      { text: 'Employee of the Year 2022', kind: 'award', shape: 'award in a sentence' },
      {
        text: 'chartered member of the Chartered Institute of Bankers of Nigeria (CIBN)',
        kind: 'membership',
        shape: 'membership in a sentence',
      },
    ],
    truths: [
      { text: 'Corporate Relationship Manager', why: "the job's own title" },
      { text: 'Stanbic IBTC', why: "the job's own company" },
      { text: 'five years', why: "the source says 5 years' experience" },
      {
        text: 'Relationship Officer at GTBank',
        why: 'the source says Relationship Officer — Guaranty Trust Bank Plc',
      },
      {
        text: "Guaranty Trust Bank's Ikeja branch",
        why: 'the source says Guaranty Trust Bank Plc, Ikeja Branch',
      },
      { text: '38 commercial clients', why: 'the source says a portfolio of 38 commercial clients' },
      { text: '₦1.2 billion', why: 'the source says N1,200,000,000' },
      { text: '27 per cent in 2023', why: 'the source says 27% in 2023' },
      { text: 'letters of credit', why: 'the source says LCs' },
      { text: 'LASU', why: 'the source says Lagos State University (LASU)' },
      { text: 'Second Class Upper', why: 'the source says Second Class Upper' },
      {
        text: "Fidelity Bank's Allen Avenue branch",
        why: 'the source says Fidelity Bank Plc, Allen Avenue, Ikeja',
      },
      { text: "Stanbic IBTC Bank's corporate banking team", why: "the job's own company" },
    ],
  },

  // ───────────────────────────── 13. accountant, cover letter ─────────────────────────────
  {
    name: 'accountant cover letter: "my time with Access Bank", ACCA, years, team and a percentage invented',
    kind: 'cover_letter',
    jobTitle: 'Senior Financial Accountant',
    companyName: 'Flour Mills of Nigeria Plc',
    jobDescription: `Flour Mills of Nigeria Plc is recruiting a Senior Financial Accountant.

Responsibilities
- Prepare IFRS financial statements and group consolidation packs
- Lead bank reconciliations, fixed asset register and tax schedules
- Support external auditors and the annual report

Requirements
- B.Sc. Accounting
- ICAN or ACCA qualified
- 5 years of post-qualification experience, ideally in FMCG or manufacturing
- Experience with SAP`,
    source: `TEMITOPE OLUWADAMILARE BANJO
14, Adebayo Doherty Road, Lekki Phase 1, Lagos
Phone: +234 703 118 5502 | Email: temitope.banjo@gmail.com

PROFILE
ICAN-qualified accountant with 5 years' experience in audit, financial reporting and tax in the telecoms and FMCG sectors.

WORK EXPERIENCE
Financial Accountant | Dufil Prima Foods Plc | Ikeja | Nov 2021 – Present
• Prepare monthly and quarterly IFRS financial statements and management reports
• Reconcile 11 bank accounts monthly; cleared a backlog of N86 million in unreconciled items
• Coordinate the annual external audit with KPMG

Audit Associate | Ernst & Young (EY) Nigeria | Lagos | Sept 2019 – Oct 2021
• Audited telecoms and FMCG clients; tested controls over revenue and payroll

EDUCATION
B.Sc. Accounting, Covenant University, Ota — 2018 (First Class Honours)

PROFESSIONAL
Associate Member, Institute of Chartered Accountants of Nigeria (ICAN) — 2020`,
    document: `Temitope Banjo
14 Adebayo Doherty Road, Lekki Phase 1, Lagos
0703 118 5502 | temitope.banjo@gmail.com

Dear Hiring Team,

I am excited to apply for the Senior Financial Accountant role at Flour Mills of Nigeria. I am an ICAN chartered accountant with five years of experience in audit, financial reporting and tax, most recently as Financial Accountant at Dufil Prima Foods, where I have worked since November 2021.

At Dufil I prepare IFRS financial statements every month and quarter, reconcile eleven bank accounts, and cleared ₦86m of unreconciled items. I coordinate our external audit with KPMG. Before Dufil I spent two years as an Audit Associate at EY, auditing telecoms and FMCG clients, and my time with Access Bank as a treasury analyst gave me a strong grounding in cash management.

Over 8 years I have managed finance teams of up to 12 people, and I am also ACCA qualified. In 2022 I led an ERP migration to SAP that cut reporting time by 40%.

I graduated with First Class Honours in Accounting from Covenant University, and I became an associate of the Institute of Chartered Accountants of Nigeria in 2020.

Thank you for considering my application.

Yours sincerely,
Temitope Banjo`,
    inventions: [
      { text: 'Access Bank', kind: 'employer', shape: 'letter: "my time with Company"' },
      { text: 'treasury analyst', kind: 'job_title', shape: 'letter: "as a title" (lower case)' },
      { text: '8 years', kind: 'number', shape: 'years of experience' },
      { text: '12 people', kind: 'number', shape: 'count with unit' },
      { text: 'ACCA', kind: 'certification', shape: 'certification in a sentence' },
      { text: 'In 2022', kind: 'date', shape: 'year of an invented achievement' },
      { text: '40%', kind: 'percentage', shape: 'percentage in a sentence' },
    ],
    truths: [
      {
        text: '14 Adebayo Doherty Road, Lekki Phase 1',
        why: 'the address from the source (14, Adebayo Doherty Road, Lekki Phase 1)',
      },
      { text: '0703 118 5502', why: 'the source phone +234 703 118 5502 in local form' },
      { text: 'Senior Financial Accountant', why: "the job's own title" },
      { text: 'Flour Mills of Nigeria', why: "the job's own company without Plc" },
      { text: 'ICAN chartered accountant', why: 'the source says ICAN-qualified, Associate Member of ICAN' },
      { text: 'five years', why: "the source says 5 years' experience" },
      { text: 'Dufil Prima Foods', why: 'the source says Dufil Prima Foods Plc' },
      { text: 'November 2021', why: 'the source says Nov 2021' },
      { text: 'eleven bank accounts', why: 'the source says 11 bank accounts' },
      { text: '₦86m', why: 'the source says N86 million' },
      {
        text: 'two years as an Audit Associate at EY',
        why: 'the source says Audit Associate, Ernst & Young (EY) Nigeria, Sept 2019 – Oct 2021',
      },
      {
        text: 'First Class Honours in Accounting from Covenant University',
        why: 'the source says B.Sc. Accounting, Covenant University (First Class Honours)',
      },
      {
        text: 'associate of the Institute of Chartered Accountants of Nigeria in 2020',
        why: 'the source says Associate Member, ICAN — 2020',
      },
    ],
  },

  // ───────────────────────────── 14. software engineer, cover letter ─────────────────────────────
  {
    name: 'frontend cover letter: "as a senior engineer at Flutterwave", team size, AWS and GDE invented',
    kind: 'cover_letter',
    jobTitle: 'Senior Frontend Engineer',
    companyName: 'Paystack',
    jobDescription: `Paystack is hiring a Senior Frontend Engineer for the merchant dashboard team.

What you'll do
- Build fast, accessible interfaces in React and TypeScript
- Own the dashboard's performance and design system components
- Mentor engineers and review code

What you'll need
- 4+ years building production web apps with React
- Strong TypeScript and Next.js
- A track record of improving web performance
- Experience with payments is a plus`,
    source: `Kelechi Nnamdi Obi
Frontend Engineer | React · TypeScript · Next.js
Yaba, Lagos | 0813 207 6645 | kelechi.obi.dev@gmail.com | github.com/kelechiobi

EXPERIENCE
Frontend Engineer, Kuda Technologies — Lagos (remote)          Aug 2022 – Present
- Rebuilt the web dashboard in Next.js and TypeScript for 1.5 million users
- Cut page load time from 4.2s to 1.6s; Lighthouse score 62 → 94
- Wrote a shared component library used by 5 product squads

Software Developer, Andela — Remote          Feb 2020 – Jul 2022
- Built React features for a US logistics client
- Mentored 6 learners in the Andela Learning Community

EDUCATION
Bachelor of Technology (B.Tech.) Computer Science, Federal University of Technology, Akure (FUTA), 2019

CERTIFICATES
Meta Front-End Developer Professional Certificate (Coursera), 2021`,
    document: `Dear Paystack Hiring Team,

I would love to join Paystack as a Senior Frontend Engineer. Since August 2022 I have been a Frontend Engineer at Kuda, where I rebuilt our web dashboard in Next.js and TypeScript for 1.5m users and took page load time from 4.2 seconds to 1.6 seconds.

Before Kuda I spent two and a half years at Andela building React features for a US logistics client and mentoring six learners. I also worked as a senior engineer at Flutterwave, leading a team of 8 engineers on the checkout SDK, and I hold the AWS Certified Developer – Associate certification.

I care about the details that make payments feel effortless: accessible forms, fast pages and components shared across squads. At Kuda my component library is now used by five product squads, and I was named a Google Developer Expert for web technologies.

I studied Computer Science at FUTA (B.Tech.) and completed the Meta Front-End Developer certificate on Coursera. I am excited about the scale of Paystack's merchant dashboard.

Warm regards,
Kelechi Obi`,
    inventions: [
      { text: 'senior engineer', kind: 'job_title', shape: 'letter: "as a title at Company"' },
      { text: 'Flutterwave', kind: 'employer', shape: 'letter: "as a title at Company"' },
      { text: '8 engineers', kind: 'number', shape: 'count with unit' },
      { text: 'AWS Certified Developer', kind: 'certification', shape: 'certification in a sentence' },
      { text: 'Google Developer Expert', kind: 'award', shape: 'recognition in a sentence' },
    ],
    truths: [
      { text: 'Paystack', why: "the job's own company" },
      { text: 'Senior Frontend Engineer', why: "the job's own title" },
      { text: 'August 2022', why: 'the source says Aug 2022' },
      { text: 'Frontend Engineer at Kuda', why: 'the source says Frontend Engineer, Kuda Technologies' },
      { text: '1.5m users', why: 'the source says 1.5 million users' },
      { text: '4.2 seconds to 1.6 seconds', why: 'the source says from 4.2s to 1.6s' },
      { text: 'two and a half years at Andela', why: 'the source says Andela, Feb 2020 – Jul 2022' },
      { text: 'six learners', why: 'the source says 6 learners' },
      { text: 'five product squads', why: 'the source says 5 product squads' },
      { text: 'FUTA (B.Tech.)', why: 'the source says B.Tech. Computer Science, FUTA' },
      {
        text: 'Meta Front-End Developer certificate on Coursera',
        why: 'the source says Meta Front-End Developer Professional Certificate (Coursera)',
      },
    ],
  },

  // ───────────────────────────── 15. nurse, cover letter ─────────────────────────────
  {
    name: 'nurse cover letter: another hospital, award, M.Sc. and fellowship invented in sentences',
    kind: 'cover_letter',
    jobTitle: 'Emergency Nurse',
    companyName: 'Lagoon Hospitals',
    jobDescription: `Lagoon Hospitals, Ikoyi: Emergency Nurse

Responsibilities
- Triage and care for patients in the emergency department
- Respond to resuscitations with the medical team
- Maintain infection prevention and control standards

Requirements
- RN with a current NMCN licence; RM is an advantage
- BLS and ACLS certification
- At least 4 years of emergency or critical care experience`,
    source: `FUNMILAYO GRACE ADEWALE
RN, RM, BNSc
Address: 22, Ogunlana Drive, Surulere, Lagos.
Mobile: 0802-345-6781
E-mail: funmi.adewale@yahoo.com

WORK EXPERIENCE
2019 – Date: Senior Nursing Officer, Accident & Emergency, Lagos University Teaching Hospital (LUTH), Idi-Araba
- Triage an average of 60 patients per shift in a 40-bed emergency unit
- Coordinate the unit's infection prevention and control audits
- Trained 25 junior nurses on triage protocols

2015 – 2019: Nursing Officer II, Lagos State University Teaching Hospital (LASUTH), Ikeja

EDUCATION
Bachelor of Nursing Science, Obafemi Awolowo University, 2014

LICENCES
Nursing and Midwifery Council of Nigeria (NMCN) – RN, RM
Advanced Cardiovascular Life Support (ACLS) – 2022`,
    document: `Dear Recruitment Team,

I am writing to apply for the Emergency Nurse position at Lagoon Hospitals. I am a registered nurse and midwife with fifteen years of nursing experience, and since 2019 I have worked as a Senior Nursing Officer in the A&E unit of LUTH, Idi-Araba.

In our 40-bed emergency unit I triage about sixty patients every shift, coordinate infection prevention and control audits, and I have trained 25 junior nurses on triage protocols. Before LUTH, I spent four years as a Nursing Officer at Lagos State University Teaching Hospital in Ikeja.

I also worked at St. Nicholas Hospital as an ICU charge nurse from 2012 to 2015, and I was named Nurse of the Year in 2021. I hold a Master of Science in Nursing from the University of Ibadan and I am a Fellow of the West African College of Nursing.

My BNSc is from OAU, and I hold current ACLS certification. I would be glad to bring calm, quick judgement to your emergency department.

Yours faithfully,
Funmilayo Adewale
0802 345 6781`,
    inventions: [
      { text: 'fifteen years', kind: 'number', shape: 'years of experience (in words)' },
      { text: 'St. Nicholas Hospital', kind: 'employer', shape: 'letter: "worked at Company as a title"' },
      { text: 'ICU charge nurse', kind: 'job_title', shape: 'letter: "as a title" (lower case)' },
      { text: '2012', kind: 'date', shape: 'dates of an invented role' },
      { text: 'Nurse of the Year', kind: 'award', shape: 'award in a sentence' },
      { text: 'Master of Science in Nursing', kind: 'degree', shape: 'degree from school in a sentence' },
      { text: 'University of Ibadan', kind: 'school', shape: 'degree from school in a sentence' },
      {
        text: 'Fellow of the West African College of Nursing',
        kind: 'membership',
        shape: 'membership in a sentence',
      },
    ],
    truths: [
      { text: 'Emergency Nurse position at Lagoon Hospitals', why: "the job's own title and company" },
      { text: 'registered nurse and midwife', why: 'the source says RN, RM' },
      { text: 'since 2019', why: 'the source says 2019 – Date' },
      {
        text: 'A&E unit of LUTH',
        why: 'the source says Accident & Emergency, Lagos University Teaching Hospital (LUTH)',
      },
      { text: '40-bed emergency unit', why: 'the source says a 40-bed emergency unit' },
      { text: 'sixty patients', why: 'the source says an average of 60 patients' },
      { text: 'four years as a Nursing Officer', why: 'the source says 2015 – 2019: Nursing Officer II' },
      {
        text: 'BNSc is from OAU',
        why: 'the source says Bachelor of Nursing Science, Obafemi Awolowo University',
      },
      {
        text: 'ACLS certification',
        why: 'the source says Advanced Cardiovascular Life Support (ACLS) – 2022',
      },
      { text: '0802 345 6781', why: 'the source phone 0802-345-6781' },
    ],
  },

  // ───────────────────────────── 16. teacher, cover letter from typed details ─────────────────────────────
  {
    name: 'teacher cover letter from typed details: head of department, pass rate, PGDE and CELTA invented',
    kind: 'cover_letter',
    jobTitle: 'English Language Teacher (Secondary)',
    companyName: 'Corona Secondary School, Agbara',
    jobDescription: `Corona Secondary School, Agbara is recruiting an English Language Teacher for JSS and SSS classes.

Requirements
- B.A. Ed. or B.A. in English with a PGDE
- TRCN registration
- 5 years of secondary school teaching experience
- Experience preparing students for BECE, WAEC and IGCSE English
- Ability to coordinate co-curricular activities such as debate or drama`,
    source: `Full name: Oluwakemi Abosede Fashola
Phone: 0816 442 9035
Email: kemi.fashola@gmail.com
Location: Ogba, Ikeja, Lagos
Field of study: English Language (B.A. Ed.)
School: Lagos State University, 2015
Experience: English Language teacher, Chrisland Schools, Opebi — January 2018 to date. Teach JSS1–JSS3 English and literature, class sizes of 30. Coordinate the school's debate club; our team came 2nd in the Lagos State inter-school debate 2022. Before Chrisland: Class teacher, Greenfield Nursery & Primary School, Ogba, 2016 – 2017 (Primary 4). NYSC 2015/2016 at Community Secondary School, Oyo. TRCN registered (2017).
Skills: Lesson planning, phonics, classroom management, Google Classroom, Microsoft Word, public speaking`,
    document: `Dear Principal,

I am pleased to apply for the English Language Teacher (Secondary) role at Corona Secondary School, Agbara. I have taught English Language and Literature at Chrisland Schools, Opebi since Jan. 2018, working with JSS 1 to JSS 3 classes of about thirty students.

As coordinator of the debate club, I led our team to second place in the 2022 Lagos State inter-school debate. I also served as Head of English at Chrisland, overseeing 6 teachers, and raised our students' BECE English pass rate to 98%.

Before Chrisland I was a class teacher for Primary 4 at Greenfield Nursery and Primary School in Ogba, and I served my NYSC year (2015/16) at Community Secondary School, Oyo. I am registered with the Teachers Registration Council of Nigeria, and I hold a PGDE from the National Open University of Nigeria as well as a Cambridge CELTA certificate.

My Bachelor of Arts Education in English from LASU gave me a strong foundation in grammar, phonics and literature. I would love to bring my lesson planning and public speaking experience to Corona.

Yours faithfully,
Oluwakemi Fashola`,
    inventions: [
      { text: 'Head of English', kind: 'job_title', shape: 'letter: "served as Title at Company"' },
      { text: '6 teachers', kind: 'number', shape: 'count with unit' },
      { text: '98%', kind: 'percentage', shape: 'percentage in a sentence' },
      { text: 'PGDE', kind: 'degree', shape: 'degree from school in a sentence' },
      {
        text: 'National Open University of Nigeria',
        kind: 'school',
        shape: 'degree from school in a sentence',
      },
      { text: 'Cambridge CELTA', kind: 'certification', shape: 'certification in a sentence' },
    ],
    truths: [
      { text: 'English Language Teacher (Secondary)', why: "the job's own title" },
      { text: 'Corona Secondary School, Agbara', why: "the job's own company" },
      { text: 'since Jan. 2018', why: 'the details say January 2018 to date' },
      { text: 'JSS 1 to JSS 3', why: 'the details say JSS1–JSS3' },
      { text: 'about thirty students', why: 'the details say class sizes of 30' },
      {
        text: 'second place in the 2022 Lagos State inter-school debate',
        why: 'the details say our team came 2nd in the Lagos State inter-school debate 2022',
      },
      {
        text: 'Greenfield Nursery and Primary School',
        why: 'the details say Greenfield Nursery & Primary School',
      },
      { text: 'NYSC year (2015/16)', why: 'the details say NYSC 2015/2016' },
      { text: 'Teachers Registration Council of Nigeria', why: 'the details say TRCN registered' },
      { text: 'Bachelor of Arts Education in English', why: 'the details say English Language (B.A. Ed.)' },
      { text: 'LASU', why: 'the details say Lagos State University' },
      { text: 'Corona.', why: "the job's own company, shortened" },
    ],
  },

  // ───────────────────────────── 17. NGO M&E, cover letter ─────────────────────────────
  {
    name: 'NGO cover letter: "as a programme officer with Mercy Corps", grant, degree abroad and an association invented',
    kind: 'cover_letter',
    jobTitle: 'Monitoring and Evaluation Specialist',
    companyName: 'FHI 360 Nigeria',
    jobDescription: `FHI 360 Nigeria seeks a Monitoring and Evaluation Specialist for a USAID-funded health project in Abuja.

Responsibilities
- Maintain the project's MEL plan and indicator tracking
- Manage DHIS2 and mobile data collection (ODK/KoboToolbox)
- Lead surveys, data quality assessments and reporting to USAID

Requirements
- Master's degree in Economics, Statistics, Public Health or related field
- 5+ years of M&E experience on donor-funded projects
- Strong skills in Stata, R or SPSS`,
    source: `ADAOBI CHINWE NWACHUKWU
Abuja, FCT | 0703 882 1109 | adaobi.nwachukwu@gmail.com

PROFESSIONAL EXPERIENCE
Monitoring, Evaluation & Learning (MEL) Officer
Pathfinder International — Abuja | October 2019 – Present
- Track 42 indicators for a USAID-funded family planning project across 4 states
- Built KoboToolbox and DHIS2 dashboards used by 120 field officers
- Led a midline survey of 3,600 households in 2022

Research Assistant
Centre for the Study of the Economies of Africa (CSEA), Abuja | 2017 – 2019
- Cleaned and analysed survey data in Stata

EDUCATION
M.Sc. Economics — University of Abuja, 2017
B.Sc. Economics — Nnamdi Azikiwe University, Awka, 2014

SKILLS
Stata, R, SPSS, KoboToolbox, ODK, DHIS2, Power BI, report writing`,
    document: `Dear Hiring Manager,

I am applying for the Monitoring and Evaluation Specialist post at FHI 360. Since October 2019 I have been the MEL Officer at Pathfinder International in Abuja, where I track 42 indicators on a USAID family planning project in four states.

I built the KoboToolbox and DHIS2 dashboards that 120 field officers use, and in 2022 I led a midline survey of 3,600 households. Earlier, as a programme officer with Mercy Corps in Kano, I managed a $2 million nutrition grant and supervised 15 enumerators.

Before that I was a Research Assistant at CSEA, cleaning and analysing survey data in Stata. I hold an M.Sc. in Economics from UniAbuja and a B.Sc. from UNIZIK, and I completed a Master of Public Health at the London School of Hygiene & Tropical Medicine in 2021.

I am a certified member of the Monitoring and Evaluation Association of Nigeria, and I would bring rigour and care to FHI 360's programmes.

Sincerely,
Adaobi Nwachukwu`,
    inventions: [
      {
        text: 'programme officer',
        kind: 'job_title',
        shape: 'letter: "as a title with Company" (lower case)',
      },
      { text: 'Mercy Corps', kind: 'employer', shape: 'letter: "as a title with Company"' },
      { text: '$2 million', kind: 'number', shape: 'money in a sentence' },
      { text: '15 enumerators', kind: 'number', shape: 'count with unit' },
      { text: 'Master of Public Health', kind: 'degree', shape: 'degree at school in a sentence' },
      {
        text: 'London School of Hygiene & Tropical Medicine',
        kind: 'school',
        shape: 'degree at school in a sentence',
      },
      { text: '2021', kind: 'date', shape: 'year of an invented degree' },
      {
        text: 'member of the Monitoring and Evaluation Association of Nigeria',
        kind: 'membership',
        shape: 'membership in a sentence',
      },
    ],
    truths: [
      { text: 'Monitoring and Evaluation Specialist', why: "the job's own title" },
      { text: 'FHI 360', why: "the job's own company (FHI 360 Nigeria)" },
      { text: 'MEL Officer', why: 'the source says Monitoring, Evaluation & Learning (MEL) Officer' },
      { text: 'Pathfinder International in Abuja', why: 'the source says Pathfinder International — Abuja' },
      { text: 'four states', why: 'the source says 4 states' },
      {
        text: 'USAID family planning project',
        why: 'the source says a USAID-funded family planning project',
      },
      { text: 'Research Assistant at CSEA', why: 'the source says Research Assistant, CSEA' },
      {
        text: 'M.Sc. in Economics from UniAbuja',
        why: 'the source says M.Sc. Economics — University of Abuja',
      },
      { text: 'B.Sc. from UNIZIK', why: 'the source says B.Sc. Economics — Nnamdi Azikiwe University' },
      { text: "FHI 360's programmes", why: "the job's own company" },
    ],
  },

  // ───────────────────────────── 18. graduate / NYSC, cover letter from typed details ─────────────────────────────
  {
    name: 'graduate cover letter from typed details: best graduating student, Deloitte internship, ICAN membership invented',
    kind: 'cover_letter',
    jobTitle: 'Graduate Trainee (Finance)',
    companyName: 'Dangote Group',
    jobDescription: `Dangote Group Graduate Trainee Programme (Finance)

We are looking for young graduates who will be trained in financial accounting, treasury and tax across the Group's businesses.

Requirements
- B.Sc./HND in Accounting, Finance or Economics, minimum Second Class Lower / Upper Credit
- NYSC discharge or exemption certificate
- Not older than 28 years
- Progress toward ICAN or ACCA is an advantage`,
    source: `Full name: Abdulrahman Sani Lawal
Phone: 07062231984
Email: abdulrahman.lawal@gmail.com
Location: Barnawa, Kaduna
Field of study: B.Sc. Accounting (Second Class Lower)
School: Kaduna State University (KASU), graduated 2021
Experience: NYSC (2021/2022) at the Federal Inland Revenue Service (FIRS) Kaduna office, helped with taxpayer registration and TIN enquiries. Since March 2023: Accounts Assistant at Al-Amin Pharmacy Ltd, Kaduna — record daily sales in QuickBooks, reconcile cash and POS takings, prepare monthly VAT schedules.
Skills: QuickBooks, Microsoft Excel, bookkeeping, bank reconciliation, customer service, Hausa and English`,
    document: `Dear Sir/Madam,

I wish to apply for the Graduate Trainee (Finance) programme at Dangote Group. I graduated from Kaduna State University with a B.Sc. in Accounting (2:2) in 2021 and completed my National Youth Service at FIRS in Kaduna, where I helped with taxpayer registration and TIN enquiries.

Since March 2023 I have worked as an Accounts Assistant at Al-Amin Pharmacy, recording daily sales in QuickBooks, reconciling cash and POS takings and preparing the monthly VAT schedules. During my studies I won the Best Graduating Student award in the Department of Accounting and did a six-month internship at Deloitte Nigeria.

I am currently an ICAN student member and have passed the Professional level exams. At Al-Amin I reduced cash shortages by 60% and handle over ₦5 million in weekly takings.

I speak Hausa and English fluently and I am keen to learn from Dangote's finance team.

Yours faithfully,
Abdulrahman Lawal
0706 223 1984`,
    inventions: [
      { text: 'Best Graduating Student', kind: 'award', shape: 'award in a sentence ("won the … award")' },
      { text: 'Deloitte Nigeria', kind: 'employer', shape: 'letter: "internship at Company"' },
      { text: 'ICAN student member', kind: 'membership', shape: 'membership in a sentence' },
      { text: '60%', kind: 'percentage', shape: 'percentage in a sentence' },
      { text: '₦5 million', kind: 'number', shape: 'money in a sentence' },
    ],
    truths: [
      { text: 'Graduate Trainee (Finance)', why: "the job's own title" },
      { text: 'Dangote Group', why: "the job's own company" },
      { text: 'B.Sc. in Accounting (2:2)', why: 'the details say B.Sc. Accounting (Second Class Lower)' },
      {
        text: 'National Youth Service at FIRS in Kaduna',
        why: 'the details say NYSC (2021/2022) at the Federal Inland Revenue Service (FIRS) Kaduna office',
      },
      { text: 'Al-Amin Pharmacy', why: 'the details say Al-Amin Pharmacy Ltd' },
      { text: "Dangote's finance team", why: "the job's own company" },
      { text: '0706 223 1984', why: 'the typed phone 07062231984 with spaces' },
    ],
  },

  // ───────────────────────────── 19. sales, cover letter ─────────────────────────────
  {
    name: 'key account cover letter: Coca-Cola line with dates, 140%, CKAM and an MBA invented',
    kind: 'cover_letter',
    jobTitle: 'National Key Account Manager',
    companyName: 'Nigerian Breweries Plc',
    jobDescription: `Nigerian Breweries Plc: National Key Account Manager (Modern Trade)

Responsibilities
- Own the relationship with national modern trade and e-commerce customers
- Negotiate annual trade terms and joint business plans
- Deliver volume, share and visibility targets

Requirements
- B.Sc. in Marketing, Business Administration or related; an MBA is an advantage
- 7+ years of FMCG sales, 3 in key account management
- Strong negotiation and Salesforce CRM skills`,
    source: `OLAMIDE SEGUN ADEKUNLE
Key Account Manager
Plot 12, Block 4, Oniru Estate, Victoria Island, Lagos | 0818 664 2013 | olamide.adekunle@gmail.com

EXPERIENCE
Key Account Manager – Modern Trade | Guinness Nigeria Plc | Lagos | 2021 – present
• Manage 9 modern trade accounts including Shoprite, SPAR and Justrite
• Grew modern trade volume by 22% year on year in FY2023
• Negotiated annual trade terms worth N640 million

Sales Executive | MTN Nigeria Communications Limited | Ibadan | 2017 – 2021
• Sold enterprise data and voice bundles to SMEs
• Exceeded quarterly targets in 11 of 16 quarters

EDUCATION
B.Sc. Marketing, University of Ibadan — 2016

SKILLS
Key account management, trade terms negotiation, joint business planning, Salesforce CRM, Excel`,
    document: `Dear Hiring Manager,

Please accept my application for the National Key Account Manager role at Nigerian Breweries. As Key Account Manager for Modern Trade at Guinness Nigeria, I manage nine modern trade accounts, including Shoprite, SPAR and Justrite, and I negotiated annual trade terms worth ₦640m.

In FY2023 I grew modern trade volume by 22 percent year on year. Before Guinness I spent four years with MTN as a Sales Executive in Ibadan, selling enterprise data and voice bundles to SMEs and beating my quarterly targets in 11 of 16 quarters.

Earlier in my career I was an Area Sales Manager at Coca-Cola Hellenic Bottling Company (2014 – 2017), where I exceeded target by 140% and managed 12 distributors. I also hold a Certified Key Account Manager (CKAM) credential and an MBA from Obafemi Awolowo University.

My B.Sc. in Marketing from the University of Ibadan and my work with Salesforce CRM have taught me to plan jointly with customers. I would be glad to bring this to Nigerian Breweries Plc.

Kind regards,
Olamide Adekunle`,
    inventions: [
      { text: 'Area Sales Manager', kind: 'job_title', shape: 'letter: "title at Company (dates)"' },
      {
        text: 'Coca-Cola Hellenic Bottling Company',
        kind: 'employer',
        shape: 'letter: "title at Company (dates)"',
      },
      { text: '2014', kind: 'date', shape: 'dates of an invented role' },
      { text: '140%', kind: 'percentage', shape: 'percentage in a sentence' },
      { text: '12 distributors', kind: 'number', shape: 'count with unit' },
      {
        text: 'Certified Key Account Manager (CKAM)',
        kind: 'certification',
        shape: 'certification in a sentence',
      },
      { text: 'MBA', kind: 'degree', shape: 'degree from school in a sentence' },
      { text: 'Obafemi Awolowo University', kind: 'school', shape: 'degree from school in a sentence' },
    ],
    truths: [
      { text: 'National Key Account Manager', why: "the job's own title" },
      { text: 'Nigerian Breweries', why: "the job's own company without Plc" },
      {
        text: 'Key Account Manager for Modern Trade',
        why: 'the source says Key Account Manager – Modern Trade',
      },
      { text: 'Guinness Nigeria', why: 'the source says Guinness Nigeria Plc' },
      { text: 'nine modern trade accounts', why: 'the source says 9 modern trade accounts' },
      { text: '₦640m', why: 'the source says N640 million' },
      { text: '22 percent', why: 'the source says 22%' },
      { text: 'four years with MTN', why: 'the source says MTN Nigeria Communications Limited, 2017 – 2021' },
      { text: 'Sales Executive in Ibadan', why: 'the source says Sales Executive, Ibadan' },
      { text: 'B.Sc. in Marketing', why: 'the source says B.Sc. Marketing' },
      { text: 'Nigerian Breweries Plc', why: "the job's own company" },
    ],
  },

  // ───────────────────────────── 20. customer service, cover letter ─────────────────────────────
  {
    name: 'customer service cover letter: "as a relationship manager at GTBank", HNW count, award and ICSP invented',
    kind: 'cover_letter',
    jobTitle: 'Customer Experience Lead',
    companyName: 'Moniepoint',
    jobDescription: `Moniepoint: Customer Experience Lead

Responsibilities
- Lead a team of customer experience agents across calls, chat and email
- Own CSAT, first-contact resolution and SLA targets
- Train new hires and improve the complaints process

Requirements
- 5+ years in customer service, ideally in banking or fintech
- Experience with Freshdesk or Zendesk
- Strong written and spoken English; Yoruba, Hausa or Igbo is an advantage`,
    source: `Name: Damilola Esther Ojo
Location: Akoka, Yaba, Lagos
Phone: +234 905 771 2034
Email: damiojo@gmail.com

EXPERIENCE
Customer Experience Officer — Access Bank Plc (Contact Centre), Oniru, Lagos
June 2021 – Present
* Handle 70–90 calls and chats daily on Freshdesk; average CSAT of 4.6/5
* Resolve card, transfer and USSD complaints within the 48-hour SLA
* Trained 12 new hires on the complaints process in 2023

Customer Service Representative — Jumia Nigeria, Ikeja
Jan 2019 – May 2021
* Handled order, delivery and refund complaints by phone and email

EDUCATION
B.A. English, University of Lagos, 2017
NYSC – Bayelsa State, 2017/2018

SKILLS
Zendesk, Freshdesk, complaint resolution, CRM, Microsoft Excel, Yoruba and English`,
    document: `Dear Moniepoint Hiring Team,

I am excited to apply for the Customer Experience Lead role at Moniepoint. I have worked in customer service since January 2019, first at Jumia and now at Access Bank's contact centre, and I understand how much a fast, kind answer means to someone whose transfer has failed.

At Access Bank I handle 70 to 90 calls and chats every day on Freshdesk with an average CSAT of 4.6 out of 5, and I resolve card, transfer and USSD complaints within our 48-hour SLA. In 2023 I trained twelve new hires on the complaints process.

Before that I worked as a relationship manager at GTBank for two years, where I managed 300 high-net-worth customers, and I was named Best Customer Service Agent of 2020 at Jumia. I hold a Customer Service Professional certification from the Institute of Customer Service (ICSP).

I studied English at UNILAG and served my NYSC in Bayelsa. I would love to help Moniepoint's merchants and customers get answers quickly.

Yours sincerely,
Damilola Ojo`,
    inventions: [
      {
        text: 'relationship manager',
        kind: 'job_title',
        shape: 'letter: "as a title at Company" (lower case)',
      },
      { text: 'GTBank', kind: 'employer', shape: 'letter: "as a title at Company"' },
      { text: '300 high-net-worth customers', kind: 'number', shape: 'client count' },
      { text: 'Best Customer Service Agent of 2020', kind: 'award', shape: 'award in a sentence' },
      {
        text: 'Customer Service Professional certification',
        kind: 'certification',
        shape: 'certification in a sentence',
      },
    ],
    truths: [
      { text: 'Moniepoint', why: "the job's own company" },
      { text: 'Customer Experience Lead role at Moniepoint', why: "the job's own title and company" },
      { text: 'since January 2019', why: 'the source says Jan 2019 – May 2021, then June 2021 – Present' },
      { text: 'Jumia', why: 'the source says Jumia Nigeria' },
      {
        text: 'Jumia',
        occurrence: 2,
        why: 'a true employer (Jumia Nigeria), named beside an invented award',
      },
      { text: "Access Bank's contact centre", why: 'the source says Access Bank Plc (Contact Centre)' },
      { text: '70 to 90 calls', why: 'the source says 70–90 calls' },
      { text: '4.6 out of 5', why: 'the source says 4.6/5' },
      { text: 'twelve new hires', why: 'the source says 12 new hires' },
      { text: 'English at UNILAG', why: 'the source says B.A. English, University of Lagos' },
      { text: 'NYSC in Bayelsa', why: 'the source says NYSC – Bayelsa State' },
    ],
  },
];
