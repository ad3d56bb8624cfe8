/**
 * A second held-out corpus for the fact check (issue 28), written apart from the first one and
 * from the guard, to see whether the guard generalises: other people, other fields (pharmacy,
 * civil engineering, procurement, logistics, data, design, insurance, laboratory science, law,
 * journalism, hospitality, agricultural extension, quantity surveying, credit), other wording.
 * Sources read like text a PDF/DOCX reader yields (or the typed details, flattened to lines);
 * documents are what a language model writes for a Nigerian job seeker, with inventions planted
 * in every shape and true facts written differently from the source.
 *
 * Held out: the guard's own tests must not import it for tuning single cases.
 */
import type { FactCheckCase } from './fact-check.corpus.js';

const pharmacist: FactCheckCase = {
  name: 'pharmacist-resume',
  kind: 'resume',
  jobTitle: 'Hospital Pharmacist',
  companyName: 'Reddington Hospital',
  jobDescription: `Reddington Hospital, Victoria Island, is recruiting a Hospital Pharmacist.
Requirements: B.Pharm with full PCN registration; at least 3 years post-NYSC experience; pharmaceutical care,
inventory management, antimicrobial stewardship and patient counselling; good knowledge of pharmacy software.`,
  source: `OLUWASEUN T. ADEBANJO
Registered Pharmacist
No. 14, Adeola Odeku Street, Victoria Island, Lagos | 0803 456 7812 | seun.adebanjo@gmail.com

PROFESSIONAL SUMMARY
Licensed pharmacist with hands-on experience in community and hospital pharmacy, pharmaceutical care and stock control.

WORK EXPERIENCE
HealthPlus Limited, Lekki, Lagos
Community Pharmacist                                   June 2020 – Present
• Dispense prescriptions and counsel an average of 60 patients daily on correct medication use
• Manage stock of over 1,200 SKUs on the store's inventory software
• Reduced expired stock write-offs by 18% with first-expiry-first-out checks

General Hospital Minna, Niger State (NYSC)
Corps Pharmacist                                       July 2019 – June 2020
• Dispensed to out-patients and kept the drug revolving fund records

Lagos University Teaching Hospital (LUTH), Idi-Araba
Intern Pharmacist                                      July 2018 – June 2019
• Rotated through in-patient, out-patient and compounding units
• Took part in antimicrobial stewardship ward rounds

EDUCATION
Obafemi Awolowo University, Ile-Ife
Bachelor of Pharmacy (B.Pharm) – Second Class Upper Division, 2018

LICENCES & MEMBERSHIPS
Pharmacists Council of Nigeria (PCN) – Full Registration, 2019
Member, Pharmaceutical Society of Nigeria (PSN)

SKILLS
Patient counselling | Pharmacovigilance | Inventory management | Microsoft Excel | Drug interaction checks`,
  document: `# Oluwaseun T. Adebanjo
No. 14 Adeola Odeku Street, Victoria Island, Lagos | +234 803 456 7812 | seun.adebanjo@gmail.com

## Professional Summary
PCN-registered pharmacist applying for the Hospital Pharmacist role at Reddington Hospital, with over eight years of practice across hospital and community pharmacy, patient counselling and antimicrobial stewardship.

## Experience
Community Pharmacist — HealthPlus Ltd, Lekki, Lagos (Jun 2020 – Present)
- Counsel an average of 120 patients daily on safe and correct medication use
- Manage more than 1200 SKUs on the store's inventory software
- Cut expired-stock write-offs by 35% through first-expiry-first-out checks

Corps Pharmacist — General Hospital Minna, Niger State (Jul 2019 – Jun 2020)
- Dispensed to out-patients and maintained the drug revolving fund records during National Youth Service

Intern Pharmacist — Lagos University Teaching Hospital, Idi-Araba (Jul 2018 – Jun 2019)
- Rotated through in-patient, out-patient and compounding units
- Took part in antimicrobial stewardship ward rounds

Pharmacy Technician — MedPlus Pharmacy, Ikeja (Jan 2017 – Jun 2018)
- Supported dispensing, stock counts and customer enquiries

## Education
- B.Pharm., OAU Ile-Ife — 2:1 (2018)

## Licences & Memberships
- Full registration, Pharmacists Council of Nigeria (2019)
- Member, PSN
- Associate Fellow, West African Postgraduate College of Pharmacists

## Awards
- Best Intern Pharmacist, LUTH (2019)

## Skills
- Patient counselling, pharmacovigilance, inventory management, Microsoft Excel, drug-interaction checks`,
  inventions: [
    { text: '120 patients daily', kind: 'number', shape: 'client count' },
    { text: '35%', kind: 'percentage', shape: 'bullet percentage' },
    {
      text: 'Pharmacy Technician — MedPlus Pharmacy, Ikeja (Jan 2017 – Jun 2018)',
      kind: 'employer',
      shape: 'title — company, city (dates)',
    },
    {
      text: 'Associate Fellow, West African Postgraduate College of Pharmacists',
      kind: 'membership',
      shape: 'membership bullet',
    },
    { text: 'Best Intern Pharmacist', kind: 'award', shape: 'award bullet' },
  ],
  truths: [
    { text: 'No. 14 Adeola Odeku Street', why: 'address written without the comma' },
    { text: '+234 803 456 7812', why: 'phone 0803 456 7812 in international form' },
    { text: 'PCN-registered', why: 'PCN full registration, 2019' },
    { text: 'the Hospital Pharmacist role', why: "the job's own title" },
    { text: 'Reddington Hospital', why: "the job's own company" },
    { text: 'over eight years', why: 'Jul 2018 – present adds up to more than eight years' },
    { text: 'HealthPlus Ltd', why: 'HealthPlus Limited' },
    { text: 'Jun 2020 – Present', why: 'June 2020 – Present' },
    { text: 'more than 1200 SKUs', why: 'over 1,200 SKUs' },
    { text: 'National Youth Service', why: 'NYSC written out' },
    { text: 'B.Pharm., OAU Ile-Ife', why: 'Bachelor of Pharmacy, Obafemi Awolowo University' },
    { text: '2:1', why: 'Second Class Upper Division' },
    { text: 'Member, PSN', why: 'Member, Pharmaceutical Society of Nigeria (PSN)' },
  ],
};

const civilEngineer: FactCheckCase = {
  name: 'civil-engineer-resume',
  kind: 'resume',
  jobTitle: 'Project Engineer (Civil)',
  companyName: 'CCECC Nigeria Limited',
  jobDescription: `CCECC Nigeria Limited seeks a Project Engineer (Civil) for highway and drainage projects in the South-East.
Requirements: B.Eng/B.Sc in Civil Engineering, COREN registration, 7+ years of site experience on road
construction, bar bending schedules, bills of quantities, setting out with total station, AutoCAD Civil 3D
and MS Project. Ability to supervise artisans and subcontractors.`,
  source: `ENGR. EMEKA C. OKAFOR, MNSE
Civil Engineer | COREN Reg. No. R.34521
Plot 5, Phase 2, Trans-Ekulu Estate, Enugu | +234 (0) 806 112 9034 | emeka.okafor.ce@yahoo.com

CAREER OBJECTIVE
To deliver safe, durable road and drainage infrastructure as part of a professional construction team.

EXPERIENCE
SITE ENGINEER
Setraco Nigeria Limited — Enugu–Onitsha Expressway Rehabilitation          Feb 2019 – Present
- Supervise a crew of 12 artisans and 3 foremen on pavement and drainage works
- Prepare bar bending schedules and bills of quantities for a ₦350 million culvert package
- Carry out setting out and levelling with total station and auto level

ASSISTANT SITE ENGINEER
Arab Contractors (O.A.O) Nigeria Ltd, Abuja                                 Jan 2016 – Jan 2019
- Assisted in the construction of 2.4 km of township roads in Kubwa
- Kept daily site diaries and material reconciliation

NYSC — Federal Ministry of Works, Enugu Field Office                         2014 – 2015

EDUCATION
B.Eng. Civil Engineering, University of Nigeria, Nsukka (UNN) – Second Class Upper, 2013

PROFESSIONAL REGISTRATION
Registered Engineer, Council for the Regulation of Engineering in Nigeria (COREN), 2018
Corporate Member, Nigerian Society of Engineers (MNSE)

SOFTWARE
AutoCAD Civil 3D, Prota Structure, MS Project, Excel`,
  document: `# Engr. Emeka C. Okafor, MNSE
Plot 5, Phase II, Trans-Ekulu Estate, Enugu | 0806 112 9034 | emeka.okafor.ce@yahoo.com

## Summary
COREN-registered civil engineer with 10+ years on highway, drainage and township road projects, ready to serve CCECC Nigeria as Project Engineer (Civil). Delivered road projects worth over ₦5 billion on time and within budget.

## Experience
**Setraco Nigeria Ltd** — Enugu
Site Engineer, Enugu–Onitsha Expressway Rehabilitation | Feb 2019 – Present
- Supervise a crew of 45 artisans and 3 foremen on pavement and drainage works
- Prepare bar bending schedules and bills of quantities for a ₦350m culvert package
- Carry out setting out and levelling with total station and auto level

**Arab Contractors Nigeria** — Abuja
Assistant Site Engineer | Jan 2016 – Jan 2019
- Helped build a 2.4-kilometre network of township roads in Kubwa
- Kept daily site diaries and material reconciliation records

**Julius Berger Nigeria Plc** — Abuja
Graduate Trainee Engineer | Mar 2015 – Dec 2015
- Assisted with quality control on bridge deck works

## Education
- Bachelor of Engineering (Civil), UNN — Second Class Honours (Upper Division), 2013

## Professional Registration
- Registered Engineer, COREN (2012)
- Corporate Member, Nigerian Society of Engineers
- Member, American Society of Civil Engineers (ASCE)
- Project Management Professional (PMP), PMI

## Software
- AutoCAD Civil 3D, Prota Structure, MS Project, Excel`,
  inventions: [
    { text: 'over ₦5 billion', kind: 'number', shape: 'money' },
    { text: '45 artisans', kind: 'number', shape: 'people count' },
    {
      text: '**Julius Berger Nigeria Plc** — Abuja',
      kind: 'employer',
      shape: '**company** — city, then a title line',
    },
    { text: '2012', kind: 'date', shape: 'registration year' },
    {
      text: 'Member, American Society of Civil Engineers (ASCE)',
      kind: 'membership',
      shape: 'membership bullet',
    },
    { text: 'Project Management Professional (PMP)', kind: 'certification', shape: 'certification bullet' },
  ],
  truths: [
    { text: 'Plot 5, Phase II', why: 'Plot 5, Phase 2' },
    { text: '0806 112 9034', why: '+234 (0) 806 112 9034' },
    { text: 'COREN-registered', why: 'Registered Engineer, COREN' },
    { text: '10+ years', why: 'Jan 2016 – present is more than ten years' },
    { text: 'CCECC Nigeria', why: "the job's own company, without Limited" },
    { text: 'Project Engineer (Civil)', why: "the job's own title" },
    { text: '**Setraco Nigeria Ltd** — Enugu', why: 'Setraco Nigeria Limited, on the Enugu–Onitsha road' },
    { text: 'Site Engineer, Enugu–Onitsha Expressway Rehabilitation', why: 'SITE ENGINEER in capitals' },
    { text: '₦350m', why: '₦350 million' },
    { text: '**Arab Contractors Nigeria** — Abuja', why: 'Arab Contractors (O.A.O) Nigeria Ltd, Abuja' },
    {
      text: 'Assistant Site Engineer | Jan 2016 – Jan 2019',
      why: 'ASSISTANT SITE ENGINEER, Jan 2016 – Jan 2019',
    },
    { text: '2.4-kilometre', why: '2.4 km' },
    {
      text: 'Bachelor of Engineering (Civil), UNN',
      why: 'B.Eng. Civil Engineering, University of Nigeria, Nsukka',
    },
    { text: 'Second Class Honours (Upper Division)', why: 'Second Class Upper' },
    { text: 'Corporate Member, Nigerian Society of Engineers', why: 'MNSE' },
  ],
};

const procurement: FactCheckCase = {
  name: 'procurement-officer-resume',
  kind: 'resume',
  jobTitle: 'Senior Procurement Officer',
  companyName: 'Nestlé Nigeria Plc',
  jobDescription: `Nestlé Nigeria Plc is hiring a Senior Procurement Officer at its Abuja factory.
You will run sourcing events (RFQs, tenders), evaluate and develop vendors, negotiate supply contracts and
drive savings. Requirements: B.Sc. in a relevant field, 6+ years in procurement (FMCG preferred), SAP MM,
strong negotiation and Excel skills. CIPS or CIPSMN membership is an advantage.`,
  source: `AISHA BELLO-YUSUF
Procurement & Supply Chain Professional
House 7, Road 3, Gwarinpa Estate, Abuja | 0809 987 6543 | aishabelloyusuf@outlook.com | linkedin.com/in/aishabelloyusuf

PROFILE
Procurement officer with experience in sourcing, vendor management and contract administration in FMCG and oil and gas service companies.

PROFESSIONAL EXPERIENCE
Nigerian Breweries Plc, Kaduna Brewery
Procurement Officer | 03/2019 – Date
• Run RFQs and tenders for MRO and packaging materials across 40+ approved vendors
• Negotiated annual supply contracts that delivered N45,000,000 in savings against budget
• Cut purchase order cycle time from 9 days to 5 days using SAP MM workflows

Saipem Contracting Nigeria Ltd, Port Harcourt
Buyer | 08/2016 – 02/2019
• Raised purchase orders for offshore project materials and tracked deliveries
• Maintained the vendor register and prequalification files

EDUCATION
Bachelor of Science in Accounting, University of Nigeria, Nsukka, 2014 (Second Class Lower)

CERTIFICATIONS
SAP Certified Application Associate – Procurement (2020)

SKILLS
Strategic sourcing, Vendor evaluation, Contract management, SAP MM, Negotiation, Excel (VLOOKUP, Pivot tables)`,
  document: `# Aisha Bello-Yusuf
House 7, Road 3, Gwarinpa Estate, Abuja | +2348099876543 | aishabelloyusuf@outlook.com | linkedin.com/in/aishabelloyusuf

## Profile
Procurement professional targeting the Senior Procurement Officer role at Nestlé Nigeria, with FMCG and oil and gas sourcing, vendor management and contract administration experience.

## Experience
Nigerian Breweries, Kaduna | Procurement Officer | Mar 2019 – Present
- Run RFQs and tenders for MRO and packaging materials across 150+ approved vendors
- Negotiated annual supply contracts that delivered ₦45 million in savings against budget
- Cut purchase-order cycle time from nine days to five with SAP MM workflows

Saipem, Port Harcourt | Buyer | Aug 2016 – Feb 2019
- Raised purchase orders for offshore project materials and tracked deliveries
- Maintained the vendor register and prequalification files

Dangote Cement Plc | Procurement Assistant | 2014 – 2016
- Supported the sourcing of spare parts and consumables for the Obajana plant

## Education
- B.Sc. Accounting, UNN (2014) — 2:2

## Certifications & Memberships
- SAP Certified Application Associate, Procurement (2020)
- Six Sigma Green Belt
- Associate Member, Chartered Institute of Purchasing and Supply Management (ACIPSMN)

## Awards
- Best Staff of the Quarter, Q3 2021

## Skills
- Strategic sourcing, vendor evaluation, contract management, SAP MM, negotiation, Excel (VLOOKUP, pivot tables)`,
  inventions: [
    { text: '150+ approved vendors', kind: 'number', shape: 'vendor count' },
    {
      text: 'Dangote Cement Plc | Procurement Assistant | 2014 – 2016',
      kind: 'employer',
      shape: 'company | title | dates',
    },
    { text: 'Six Sigma Green Belt', kind: 'certification', shape: 'certification bullet' },
    {
      text: 'Associate Member, Chartered Institute of Purchasing and Supply Management (ACIPSMN)',
      kind: 'membership',
      shape: 'membership bullet',
    },
    { text: 'Best Staff of the Quarter', kind: 'award', shape: 'award bullet' },
  ],
  truths: [
    { text: '+2348099876543', why: '0809 987 6543 without spaces, international' },
    { text: 'Senior Procurement Officer role', why: "the job's own title" },
    { text: 'Nestlé Nigeria', why: "the job's own company, without Plc" },
    { text: 'Nigerian Breweries, Kaduna', why: 'Nigerian Breweries Plc, Kaduna Brewery' },
    { text: 'Mar 2019 – Present', why: '03/2019 – Date' },
    { text: '₦45 million', why: 'N45,000,000' },
    { text: 'from nine days to five', why: 'from 9 days to 5 days' },
    {
      text: 'Saipem, Port Harcourt | Buyer | Aug 2016 – Feb 2019',
      why: 'Saipem Contracting Nigeria Ltd, 08/2016 – 02/2019',
    },
    {
      text: 'B.Sc. Accounting, UNN',
      why: 'Bachelor of Science in Accounting, University of Nigeria, Nsukka',
    },
    { text: '2:2', why: 'Second Class Lower' },
    {
      text: 'SAP Certified Application Associate, Procurement (2020)',
      why: 'SAP Certified Application Associate – Procurement (2020)',
    },
  ],
};

const logistics: FactCheckCase = {
  name: 'logistics-coordinator-resume',
  kind: 'resume',
  jobTitle: 'Logistics Coordinator',
  companyName: 'Chi Limited',
  jobDescription: `Chi Limited (a member of the Coca-Cola system) needs a Logistics Coordinator in Lagos to schedule
secondary distribution, manage third-party haulage, track on-time delivery and reconcile returns.
Requirements: B.Sc./B.Tech./HND in Logistics, Transport or related field; 5+ years in logistics or fleet
operations; route planning; Excel/Google Sheets; SAP TM is a plus; CILT certification is an advantage.`,
  source: `BABATUNDE OGUNLEYE
Logistics Coordinator
12B, Allen Avenue, Ikeja, Lagos. Tel: 0812 345 6789. Email: tunde.ogunleye@gmail.com

SUMMARY
Logistics coordinator with experience in last-mile delivery, haulage scheduling and warehouse operations.

EXPERIENCE
Kobo360 Global Services Ltd — Logistics Coordinator (Jan 2021 – Present)
- Schedule a fleet of 25 haulage trucks between Apapa port and customers in the South-West
- Raised on-time delivery from 84% to 92% in 2022
- Coordinate with 30 partner truck owners on availability and payment

Jumia Services Nigeria — Last-Mile Logistics Officer (May 2018 – Dec 2020)
- Planned daily delivery routes for 18 dispatch riders in Lagos Mainland
- Handled returns and failed-delivery reconciliation

EDUCATION
Federal University of Technology, Akure — B.Tech. Transport Management Technology, 2016

CERTIFICATIONS
Chartered Institute of Logistics and Transport (CILT) Nigeria — Certificate in Logistics and Transport, 2019

SKILLS
Route planning, Fleet management, Google Sheets, SAP TM (basic), Yoruba, English`,
  document: `# Babatunde Ogunleye
12B Allen Avenue, Ikeja, Lagos | 08123456789 | tunde.ogunleye@gmail.com

## Summary
Logistics coordinator with 8+ years in haulage scheduling, last-mile delivery and warehouse operations, ready to keep Chi Limited's secondary distribution on time.

## Work Experience
Logistics Coordinator at Kobo360 (Jan 2021 – Present)
- Schedule a fleet of 60 haulage trucks between Apapa port and customers across the South-West
- Raised on-time delivery from 84% to 98% in 2022
- Coordinate with thirty partner truck owners on availability and payment

Last-Mile Logistics Officer at Jumia (May 2018 – Dec 2020)
- Planned daily delivery routes for 18 dispatch riders across Lagos Mainland
- Handled returns and failed-delivery reconciliation

Fleet Supervisor at GIG Logistics (Feb 2016 – Apr 2018)
- Supervised dispatch schedules and vehicle maintenance

DHL Nigeria (2014 – 2016)
- Warehouse assistant: picking, packing and dispatch of express shipments

## Education
- B.Tech., Transport Management Technology — FUTA (2016)

## Certifications
- Certificate in Logistics & Transport, Chartered Institute of Logistics and Transport Nigeria (2019)
- Certified Supply Chain Professional (CSCP), APICS

## Skills
- Route planning, fleet management, Google Sheets, SAP TM, Yoruba, English`,
  inventions: [
    { text: '60 haulage trucks', kind: 'number', shape: 'fleet count' },
    { text: '98%', kind: 'percentage', shape: 'bullet percentage' },
    {
      text: 'Fleet Supervisor at GIG Logistics (Feb 2016 – Apr 2018)',
      kind: 'employer',
      shape: 'title at company (dates)',
    },
    { text: 'DHL Nigeria (2014 – 2016)', kind: 'employer', shape: 'company (dates) on its own line' },
    {
      text: 'Certified Supply Chain Professional (CSCP), APICS',
      kind: 'certification',
      shape: 'certification bullet',
    },
  ],
  truths: [
    { text: '12B Allen Avenue', why: '12B, Allen Avenue' },
    { text: '08123456789', why: '0812 345 6789 without spaces' },
    { text: '8+ years', why: 'May 2018 – present is more than eight years' },
    { text: "Chi Limited's", why: "the job's own company" },
    {
      text: 'Logistics Coordinator at Kobo360 (Jan 2021 – Present)',
      why: 'Kobo360 Global Services Ltd — Logistics Coordinator',
    },
    { text: 'thirty partner truck owners', why: '30 partner truck owners' },
    { text: 'Last-Mile Logistics Officer at Jumia (May 2018 – Dec 2020)', why: 'Jumia Services Nigeria' },
    { text: '18 dispatch riders', why: 'same figure' },
    {
      text: 'B.Tech., Transport Management Technology — FUTA',
      why: 'B.Tech. Transport Management Technology, Federal University of Technology, Akure',
    },
    {
      text: 'Certificate in Logistics & Transport, Chartered Institute of Logistics and Transport Nigeria',
      why: 'CILT Nigeria — Certificate in Logistics and Transport',
    },
  ],
};

const dataAnalyst: FactCheckCase = {
  name: 'data-analyst-resume',
  kind: 'resume',
  jobTitle: 'Data Analyst',
  companyName: 'Moniepoint',
  jobDescription: `Moniepoint is looking for a Data Analyst to turn transaction data into decisions for our business
banking and POS teams. You will write SQL against large datasets, build Power BI / Looker dashboards, run
churn and cohort analyses, and automate reporting in Python. 3+ years of experience; a degree in
Statistics, Mathematics, Economics or Computer Science; fintech or banking experience is a plus.`,
  source: `CHIDINMA OKEKE
Data Analyst
Flat 3, Block C, 1004 Estate, Victoria Island, Lagos | 07031234567 | chidinma.okeke@gmail.com | github.com/chidiokeke

PROFILE
Data analyst skilled in SQL, Python and Power BI with banking and e-commerce experience.

EXPERIENCE
Guaranty Trust Bank Plc
Data Analyst, Retail Banking Analytics                Sept 2021 – Present
• Built 14 Power BI dashboards for branch performance used by regional managers
• Automated weekly reconciliation reports in Python, saving about 10 hours a week
• Wrote SQL queries on a 50-million-row transactions table to support churn analysis

Konga Online Shopping Ltd
Business Intelligence Intern                          Jan 2020 – Aug 2021
• Cleaned sales data and prepared monthly sales reports in Excel

EDUCATION
University of Lagos, Akoka
B.Sc. Statistics — First Class Honours (2019)

CERTIFICATES
Google Data Analytics Professional Certificate (Coursera), 2021
Microsoft Office Specialist: Excel Expert (MO-201), 2020

SKILLS
SQL (PostgreSQL, MS SQL Server), Python (pandas, matplotlib), Power BI, Excel, Statistics, A/B testing`,
  document: `# Chidinma Okeke
Flat 3, Block C, 1004 Estate, Victoria Island, Lagos | 0703 123 4567 | chidinma.okeke@gmail.com | github.com/chidiokeke

## Summary
First-class Statistics graduate and Data Analyst with five years of banking and e-commerce analytics, bringing SQL, Python and Power BI to Moniepoint's business banking data.

## Experience
**GTBank** — Lagos
Data Analyst, Retail Banking Analytics | Sep 2021 – Present
- Built fourteen Power BI dashboards on branch performance, used by 300 branch managers
- Automated weekly reconciliation reports in Python, saving roughly ten hours weekly
- Wrote SQL against a 50M-row transactions table for churn analysis that reduced customer churn by 22%

**Konga** — Lagos
Business Intelligence Intern | Jan 2020 – Aug 2021
- Cleaned sales data and prepared monthly sales reports in Excel

**Access Bank Plc** — Lagos
Credit Risk Analyst | Jun 2018 – Dec 2019
- Prepared monthly portfolio-at-risk reports for the retail credit team

## Education
- M.Sc. Data Science, University of Ibadan (2023)
- B.Sc. (Hons) Statistics, UNILAG — First Class (2019)

## Certifications
- Google Data Analytics Certificate (Coursera, 2021)
- Microsoft Certified: Power BI Data Analyst Associate (PL-300)
- Microsoft Excel Expert (MO-201), 2020

## Skills
- SQL (PostgreSQL, SQL Server), Python (pandas, matplotlib), Power BI, Excel, A/B testing`,
  inventions: [
    { text: '300 branch managers', kind: 'number', shape: 'people count' },
    { text: '22%', kind: 'percentage', shape: 'bullet percentage' },
    { text: '**Access Bank Plc** — Lagos', kind: 'employer', shape: '**company** — city, then a title line' },
    { text: 'M.Sc. Data Science', kind: 'degree', shape: 'education bullet' },
    { text: 'University of Ibadan', kind: 'school', shape: 'education bullet' },
    {
      text: 'Microsoft Certified: Power BI Data Analyst Associate (PL-300)',
      kind: 'certification',
      shape: 'certification bullet',
    },
  ],
  truths: [
    { text: '0703 123 4567', why: '07031234567 with spaces' },
    { text: 'First-class Statistics graduate', why: 'B.Sc. Statistics — First Class Honours' },
    { text: 'five years', why: 'Jan 2020 – present is more than five years' },
    { text: "Moniepoint's", why: "the job's own company" },
    { text: '**GTBank** — Lagos', why: 'Guaranty Trust Bank Plc' },
    { text: 'Sep 2021 – Present', why: 'Sept 2021 – Present' },
    { text: 'fourteen Power BI dashboards', why: '14 Power BI dashboards' },
    { text: 'roughly ten hours weekly', why: 'about 10 hours a week' },
    { text: '50M-row', why: '50-million-row' },
    { text: '**Konga** — Lagos', why: 'Konga Online Shopping Ltd' },
    {
      text: 'B.Sc. (Hons) Statistics, UNILAG — First Class',
      why: 'University of Lagos, B.Sc. Statistics — First Class Honours',
    },
    { text: 'Google Data Analytics Certificate', why: 'Google Data Analytics Professional Certificate' },
    { text: 'Microsoft Excel Expert (MO-201)', why: 'Microsoft Office Specialist: Excel Expert (MO-201)' },
  ],
};

const uxDesigner: FactCheckCase = {
  name: 'ux-designer-resume',
  kind: 'resume',
  jobTitle: 'UX Designer',
  companyName: 'Cowrywise',
  jobDescription: `Cowrywise is hiring a UX Designer to shape how Nigerians save and invest. You will run user research and
usability tests, design flows and high-fidelity screens in Figma, and contribute to our design system.
Requirements: 4+ years designing mobile and web products (fintech a plus), a strong portfolio, usability
testing, prototyping, design systems; familiarity with Maze or Hotjar.`,
  source: `IFEOLUWA ADEYEMI
UI/UX Designer
Lekki Phase 1, Lagos • +234 815 222 3344 • ife.designs@gmail.com • behance.net/ifeadeyemi

ABOUT
Product-minded UI/UX designer who designs mobile and web fintech experiences, runs usability tests and maintains design systems.

EXPERIENCE
UI/UX Designer — Carbon (Jan 2022 – Present), Lagos
- Redesigned the loan application flow; completion rate rose from 41% to 58% in three months
- Ran 20 moderated usability sessions per quarter with real customers
- Built and maintain the Figma design system used by 6 designers and 15 engineers

Junior Product Designer — Eden Life (Mar 2020 – Dec 2021), Lagos
- Designed the customer app's onboarding and subscription screens
- Created wireframes and prototypes in Figma and handed off to engineers

EDUCATION
B.Sc. Computer Science — Covenant University, Ota (2019), Second Class Upper

CERTIFICATIONS
Interaction Design Foundation – User Research Methods (2021)

TOOLS
Figma, FigJam, Maze, Hotjar, Notion, basic HTML/CSS`,
  document: `# Ifeoluwa Adeyemi
Lekki Phase 1, Lagos | 0815 222 3344 | ife.designs@gmail.com | behance.net/ifeadeyemi

## Summary
UX designer with six years of fintech and consumer product design, usability testing and design-system work, excited to help Cowrywise make saving simple as its next UX Designer.

## Experience
Lead Product Designer — Carbon, Lagos (Jan 2022 – Present)
- Redesigned the loan application flow, lifting completion from 41% to 72% within three months
- Run twenty moderated usability sessions every quarter with real customers
- Built and maintain the Figma design system used by six designers and 15 engineers

Junior Product Designer — Eden Life, Lagos (03/2020 – 12/2021)
- Designed the customer app's onboarding and subscription screens
- Created wireframes and prototypes in Figma and handed them off to engineers

Paystack | Product Design Intern | Jun 2018 – Feb 2020
- Designed dashboard components for merchant onboarding

## Education
- BSc Computer Science — Covenant University (2019), Second Class Upper Division

## Certifications
- User Research Methods, Interaction Design Foundation (2021)
- Google UX Design Professional Certificate

## Awards
- Awwwards Honorable Mention (2023)

## Tools
- Figma, FigJam, Maze, Hotjar, Notion, HTML/CSS`,
  inventions: [
    { text: 'Lead Product Designer', kind: 'job_title', shape: 'inflated title — company, city (dates)' },
    { text: '72%', kind: 'percentage', shape: 'bullet percentage' },
    {
      text: 'Paystack | Product Design Intern | Jun 2018 – Feb 2020',
      kind: 'employer',
      shape: 'company | title | dates',
    },
    {
      text: 'Google UX Design Professional Certificate',
      kind: 'certification',
      shape: 'certification bullet',
    },
    { text: 'Awwwards Honorable Mention', kind: 'award', shape: 'award bullet' },
  ],
  truths: [
    { text: 'Lekki Phase 1', why: 'the address as given' },
    { text: '0815 222 3344', why: '+234 815 222 3344' },
    { text: 'six years', why: 'Mar 2020 – present is more than six years' },
    { text: 'Cowrywise', why: "the job's own company" },
    { text: 'its next UX Designer', why: "the job's own title" },
    { text: 'twenty moderated usability sessions', why: '20 moderated usability sessions' },
    { text: 'six designers and 15 engineers', why: '6 designers and 15 engineers' },
    { text: 'Junior Product Designer — Eden Life, Lagos (03/2020 – 12/2021)', why: 'Mar 2020 – Dec 2021' },
    {
      text: 'BSc Computer Science — Covenant University',
      why: 'B.Sc. Computer Science — Covenant University, Ota',
    },
    { text: 'Second Class Upper Division', why: 'Second Class Upper' },
    {
      text: 'User Research Methods, Interaction Design Foundation (2021)',
      why: 'Interaction Design Foundation – User Research Methods (2021)',
    },
  ],
};

const underwriter: FactCheckCase = {
  name: 'insurance-underwriter-resume',
  kind: 'resume',
  jobTitle: 'Underwriting Officer',
  companyName: 'AXA Mansard Insurance Plc',
  jobDescription: `AXA Mansard Insurance Plc seeks an Underwriting Officer (General Business) for its Port Harcourt office.
Responsibilities: assess and price motor, fire and special perils and marine risks; issue policies and
endorsements; work with brokers and agents; keep loss ratios within appetite. Requirements: B.Sc. in
Insurance, Actuarial Science or related; 5+ years of underwriting; ACIIN (or progress towards it).`,
  source: `KELECHI AMADI, ACIIN
No. 22, Aba Road, Port Harcourt, Rivers State | 0705 444 1290 | kelechi.amadi@gmail.com

SUMMARY
Insurance underwriter with experience in motor, fire and special perils and marine cargo business.

WORK HISTORY
AIICO Insurance Plc, Port Harcourt Branch
Underwriter                                  April 2020 – Present
• Underwrite motor, fire and marine cargo risks for a portfolio of about N1.2bn gross written premium
• Prepare risk inspection reports and quote premiums within authority limits
• Work with 25 brokers and agents in the South-South region

Consolidated Hallmark Insurance Plc
Underwriting Trainee                         Oct 2017 – March 2020
• Issued policy documents and endorsements; renewed about 300 motor policies each month

EDUCATION
B.Sc. Insurance, University of Port Harcourt (2016) – Second Class Upper

PROFESSIONAL
Associate, Chartered Insurance Institute of Nigeria (ACIIN), 2021

SKILLS
Risk assessment, Premium rating, Policy administration, MS Excel, Customer relationship`,
  document: `# Kelechi Amadi, ACIIN
No. 22 Aba Road, Port Harcourt, Rivers State | +234 705 444 1290 | kelechi.amadi@gmail.com

## Summary
Underwriter with 12 years of underwriting experience across motor, fire and special perils and marine cargo, managing a ₦2.5 billion premium portfolio, and ready to contribute as an Underwriting Officer at AXA Mansard.

## Work History
Underwriter, AIICO Insurance, Port Harcourt — Apr 2020 to date
- Underwrite motor, fire and marine cargo risks for a book of about ₦1.2 billion gross written premium
- Prepare risk inspection reports and quote premiums within authority limits
- Work with twenty-five brokers and agents across the South-South
- Reduced the motor loss ratio by 12% through stricter pre-risk inspections

Underwriting Trainee, Consolidated Hallmark Insurance — Oct 2017 to Mar 2020
- Issued policy documents and endorsements; renewed around 300 motor policies a month

Senior Underwriter, Leadway Assurance Company Limited, Lagos — 2014 to 2017
- Handled oil and gas and engineering risks for corporate clients

## Education
- B.Sc. Insurance, UNIPORT (2016) — 2:1

## Professional Qualifications
- Associate of the CIIN (2021)
- Chartered Insurer (ACII), Chartered Insurance Institute, London

## Skills
- Risk assessment, premium rating, policy administration, Excel, customer relationships`,
  inventions: [
    { text: '12 years of underwriting experience', kind: 'number', shape: 'years of experience' },
    { text: '₦2.5 billion', kind: 'number', shape: 'money' },
    { text: '12%', kind: 'percentage', shape: 'bullet percentage' },
    {
      text: 'Senior Underwriter, Leadway Assurance Company Limited, Lagos — 2014 to 2017',
      kind: 'employer',
      shape: 'title, company, city — dates',
    },
    { text: 'Chartered Insurer (ACII)', kind: 'certification', shape: 'certification bullet' },
  ],
  truths: [
    { text: 'No. 22 Aba Road', why: 'No. 22, Aba Road' },
    { text: '+234 705 444 1290', why: '0705 444 1290' },
    { text: 'Underwriting Officer at AXA Mansard', why: "the job's own title and company" },
    {
      text: 'Underwriter, AIICO Insurance, Port Harcourt — Apr 2020 to date',
      why: 'AIICO Insurance Plc, April 2020 – Present',
    },
    { text: '₦1.2 billion', why: 'N1.2bn' },
    { text: 'twenty-five brokers', why: '25 brokers' },
    {
      text: 'Underwriting Trainee, Consolidated Hallmark Insurance',
      why: 'Consolidated Hallmark Insurance Plc, Underwriting Trainee',
    },
    { text: 'Oct 2017 to Mar 2020', why: 'Oct 2017 – March 2020' },
    { text: 'around 300 motor policies a month', why: 'about 300 motor policies each month' },
    { text: 'B.Sc. Insurance, UNIPORT', why: 'University of Port Harcourt' },
    { text: '2:1', why: 'Second Class Upper' },
    {
      text: 'Associate of the CIIN (2021)',
      why: 'Associate, Chartered Insurance Institute of Nigeria (ACIIN), 2021',
    },
  ],
};

const labScientist: FactCheckCase = {
  name: 'lab-scientist-resume-typed',
  kind: 'resume',
  jobTitle: 'Medical Laboratory Scientist',
  companyName: 'Synlab Nigeria',
  jobDescription: `Synlab Nigeria is recruiting a Medical Laboratory Scientist for its Enugu laboratory. Duties: perform
haematology, clinical chemistry and microbiology tests; run internal quality control; maintain analysers;
record results in the LIS. Requirements: BMLS, current MLSCN licence, 3+ years of post-internship experience.`,
  source: `Full name: Ngozi Eze
Phone: 0802 765 4321
Email: ngozi.eze.mls@gmail.com
Location: Enugu, Enugu State
Field of study: Medical Laboratory Science
School: University of Benin
Experience: Medical Laboratory Scientist at Mercy Specialist Hospital, Enugu, from March 2021 till now. I run haematology and clinical chemistry tests, about 150 samples a day, and handle quality control on the Mindray BC-5380 analyser. Before that I did my internship at University of Nigeria Teaching Hospital (UNTH), Ituku-Ozalla, 2019 to 2020, and NYSC at Federal Medical Centre Owerri 2020 to 2021. Licensed by MLSCN since 2020.
Skills: Haematology, Clinical chemistry, Microbiology, Phlebotomy, Quality control, Laboratory information system, Microsoft Word and Excel`,
  document: `# Ngozi Eze
Enugu, Enugu State | +234 802 765 4321 | ngozi.eze.mls@gmail.com

## Summary
MLSCN-licensed Medical Laboratory Scientist with hands-on haematology and clinical chemistry experience, applying to join Synlab Nigeria's Enugu laboratory.

## Experience
Medical Laboratory Scientist — Mercy Specialist Hospital, Enugu (Mar 2021 – Present)
- Run haematology and clinical chemistry tests on roughly 150 samples daily
- Handle internal quality control on the Mindray BC-5380 haematology analyser
- Trained 8 junior laboratory technicians on phlebotomy and sample handling

Corps Medical Laboratory Scientist (NYSC) — FMC Owerri (2020 – 2021)
- Supported routine haematology and microbiology benches

Intern Medical Laboratory Scientist — UNTH, Ituku-Ozalla (2019 – 2020)
- Rotated through haematology, chemistry and microbiology units

Laboratory Technician — St. Nicholas Hospital, Lagos (2016 – 2019)
- Performed sample reception, centrifugation and reagent preparation

## Education
- Medical Laboratory Science — University of Benin (UNIBEN)
- M.Sc. Medical Microbiology, University of Nigeria, Nsukka (2023)

## Licences & Certifications
- Licensed by the Medical Laboratory Science Council of Nigeria since 2020
- ISO 15189 Internal Auditor
- Member, Association of Medical Laboratory Scientists of Nigeria (AMLSN)

## Skills
- Haematology, clinical chemistry, microbiology, phlebotomy, quality control, LIS, Microsoft Word and Excel`,
  inventions: [
    { text: 'Trained 8 junior laboratory technicians', kind: 'number', shape: 'people count' },
    {
      text: 'Laboratory Technician — St. Nicholas Hospital, Lagos (2016 – 2019)',
      kind: 'employer',
      shape: 'title — company, city (dates)',
    },
    { text: 'M.Sc. Medical Microbiology', kind: 'degree', shape: 'education bullet' },
    { text: 'ISO 15189 Internal Auditor', kind: 'certification', shape: 'certification bullet' },
    {
      text: 'Member, Association of Medical Laboratory Scientists of Nigeria (AMLSN)',
      kind: 'membership',
      shape: 'membership bullet',
    },
  ],
  truths: [
    { text: '+234 802 765 4321', why: 'typed 0802 765 4321' },
    { text: 'MLSCN-licensed', why: 'Licensed by MLSCN since 2020' },
    { text: "Synlab Nigeria's", why: "the job's own company" },
    { text: 'Mercy Specialist Hospital, Enugu (Mar 2021 – Present)', why: 'from March 2021 till now' },
    { text: 'roughly 150 samples daily', why: 'about 150 samples a day' },
    { text: 'FMC Owerri (2020 – 2021)', why: 'NYSC at Federal Medical Centre Owerri 2020 to 2021' },
    {
      text: 'UNTH, Ituku-Ozalla (2019 – 2020)',
      why: 'internship at University of Nigeria Teaching Hospital (UNTH)',
    },
    { text: 'University of Benin (UNIBEN)', why: 'typed school University of Benin' },
    {
      text: 'Medical Laboratory Science Council of Nigeria since 2020',
      why: 'MLSCN since 2020, written out',
    },
  ],
};

const lawyer: FactCheckCase = {
  name: 'lawyer-letter',
  kind: 'cover_letter',
  jobTitle: 'Associate, Corporate & Commercial',
  companyName: 'Udo Udoma & Belo-Osagie',
  jobDescription: `Udo Udoma & Belo-Osagie seeks an Associate (3–6 years' post-call) for its Corporate & Commercial practice
in Abuja. You will support M&A and private equity transactions, conduct due diligence, draft transaction
documents and regulatory filings (CAC, SEC, CBN), and advise clients on corporate governance.
Requirements: LL.B, B.L., called to the Nigerian Bar; strong drafting and research skills.`,
  source: `ZAINAB ABDULLAHI (Ms.)
Barrister & Solicitor of the Supreme Court of Nigeria
Suite 4, Ibrahim Taiwo Plaza, Kano | 0806 010 2233 | zainab.abdullahi.esq@gmail.com

PROFILE
Corporate and commercial lawyer with experience in company secretarial work, regulatory compliance and transaction support.

LEGAL EXPERIENCE
Templars (Barristers & Solicitors), Abuja Office
Associate                         September 2021 – Present
• Support due diligence on M&A and private equity transactions in the energy and financial services sectors
• Prepare board resolutions, share transfer documents and filings with the Corporate Affairs Commission (CAC)
• Draft legal opinions and memos on SEC and CBN regulatory questions

Aminu Kano & Co., Kano
Pupil / Junior Counsel            November 2019 – August 2021
• Appeared in the Kano State High Court on motions and adjournments
• Drafted tenancy agreements, deeds of assignment and powers of attorney

EDUCATION
Nigerian Law School, Abuja (Bwari) Campus — B.L. (Second Class Upper), 2019
Ahmadu Bello University, Zaria — LL.B (Hons) (Second Class Upper), 2018

CALL TO BAR
Called to the Nigerian Bar, December 2019

MEMBERSHIPS
Member, Nigerian Bar Association (NBA), Kano Branch

SKILLS
Legal research (LawPavilion, NWLR), Drafting, Corporate governance, CAC filings, Hausa and English`,
  document: `Dear Hiring Partner,

I am writing to apply for the Associate, Corporate & Commercial position at Udo Udoma & Belo-Osagie. Called to the Nigerian Bar in 2019, I bring over six years of practice in corporate transactions and litigation, most recently as an Associate at Templars in Abuja, and before that three years at Aluko & Oyebode, where I learnt the discipline of transaction work.

At Templars, I support due diligence on M&A and private equity deals in the energy and financial services sectors, prepare board resolutions and share transfer documents, and handle CAC filings for our clients. I led the due diligence on a ₦12 billion acquisition of a downstream oil marketer, coordinating a team across three offices. I also draft legal opinions on SEC and CBN regulatory questions, which has given me a practical grasp of the rules your clients must follow.

My early years as a junior counsel at Aminu Kano & Co. took me to the Kano State High Court on motions and taught me to draft tenancy agreements, deeds of assignment and powers of attorney with care. I hold an LL.B. from ABU Zaria and the B.L. from the Nigerian Law School, Bwari, both with Second Class Upper, and I was a recipient of the Law School's Best Student in Corporate Law prize. I am an active NBA member and an Associate of the Chartered Institute of Arbitrators (UK).

I would welcome the chance to discuss how I can support your Corporate & Commercial team.

Yours faithfully,
Zainab Abdullahi`,
  inventions: [
    { text: 'three years at Aluko & Oyebode', kind: 'employer', shape: 'letter: "three years at Company"' },
    { text: '₦12 billion', kind: 'number', shape: 'letter: "I led X at Y"' },
    { text: 'Best Student in Corporate Law prize', kind: 'award', shape: 'letter award' },
    {
      text: 'Associate of the Chartered Institute of Arbitrators (UK)',
      kind: 'membership',
      shape: 'letter membership',
    },
  ],
  truths: [
    { text: 'Associate, Corporate & Commercial position', why: "the job's own title" },
    { text: 'Udo Udoma & Belo-Osagie', why: "the job's own company" },
    { text: 'Called to the Nigerian Bar in 2019', why: 'Called to the Nigerian Bar, December 2019' },
    { text: 'over six years of practice', why: 'November 2019 – present is seven years' },
    { text: 'as an Associate at Templars', why: 'Templars (Barristers & Solicitors), Associate' },
    { text: 'CAC filings', why: 'filings with the Corporate Affairs Commission (CAC)' },
    { text: 'junior counsel at Aminu Kano & Co.', why: 'Pupil / Junior Counsel, Aminu Kano & Co.' },
    { text: 'Kano State High Court', why: 'same court' },
    { text: 'LL.B. from ABU Zaria', why: 'Ahmadu Bello University, Zaria — LL.B (Hons)' },
    { text: 'Nigerian Law School, Bwari', why: 'Nigerian Law School, Abuja (Bwari) Campus' },
    { text: 'both with Second Class Upper', why: 'both degrees Second Class Upper' },
    { text: 'NBA member', why: 'Member, Nigerian Bar Association (NBA)' },
  ],
};

const journalist: FactCheckCase = {
  name: 'journalist-letter',
  kind: 'cover_letter',
  jobTitle: 'Business Correspondent',
  companyName: 'BusinessDay',
  jobDescription: `BusinessDay is hiring a Business Correspondent to cover capital markets, energy and public finance.
You will break news, write analysis and data-driven explainers, and build sources across regulators and
industry. Requirements: a degree in Mass Communication, Journalism, Economics or related; 5+ years of
reporting; strong portfolio of business stories; data visualisation skills are a plus.`,
  source: `EFE OGHENEKARO
Journalist | Reporter | Editor
14 Bode Thomas Street, Surulere, Lagos | +234 902 111 7788 | efe.oghenekaro@protonmail.com | Twitter: @efereports

SUMMARY
Reporter covering business, energy and public finance, with bylines in print and online.

EXPERIENCE
Premium Times Services Limited, Abuja
Business Reporter — Jan 2022 to date
- Cover the Nigerian capital market, FAAC allocations and the petroleum downstream sector
- Published over 200 stories including investigations on fuel subsidy payments
- Produce a weekly data-driven explainer using Datawrapper charts

Punch Nigeria Limited, Lagos
Reporter (Metro Desk) — June 2018 to December 2021
- Reported daily court, police and city stories for print and punchng.com
- Mentored 4 interns from the University of Lagos

EDUCATION
B.A. Mass Communication, Lagos State University (LASU), Ojo — 2017

TRAINING & FELLOWSHIPS
Thomson Reuters Foundation — Covering the Extractive Industries (online), 2022
Wole Soyinka Centre for Investigative Journalism — Investigative Reporting Workshop, 2023

AWARDS
Finalist, Wole Soyinka Award for Investigative Reporting, 2023`,
  document: `Dear Editor,

I am applying for the Business Correspondent role at BusinessDay. I have been reporting since 2015, and for almost five years I have covered the capital market, FAAC allocations and the downstream petroleum sector as Senior Business Editor at Premium Times in Abuja, where I have published over 200 stories, including investigations into fuel subsidy payments.

Each week I also produce a data-driven explainer with Datawrapper charts, and my reporting now reaches 2 million monthly readers. My investigative work made me a finalist for the Wole Soyinka Award for Investigative Reporting in 2023, and I was named Business Reporter of the Year at the Nigeria Media Merit Awards.

Before Premium Times, I spent three and a half years on the metro desk at The Punch, reporting daily court, police and city stories for print and online, and mentoring four interns. During my time with Channels Television, I learnt to turn a story around for broadcast within the hour.

I studied Mass Communication at LASU and hold a Master's degree in Journalism from the University of Lagos. Training with the Thomson Reuters Foundation on covering the extractive industries has sharpened how I follow the money in oil and gas.

I would be glad to bring this experience to BusinessDay's business desk.

Yours sincerely,
Efe Oghenekaro`,
  inventions: [
    { text: 'since 2015', kind: 'date', shape: 'letter: "since year"' },
    { text: 'Senior Business Editor', kind: 'job_title', shape: 'letter: "as a title at Company"' },
    { text: '2 million monthly readers', kind: 'number', shape: 'audience count' },
    { text: 'Business Reporter of the Year', kind: 'award', shape: 'letter award' },
    {
      text: 'During my time with Channels Television',
      kind: 'employer',
      shape: 'letter: "my time with Company"',
    },
    { text: "Master's degree in Journalism", kind: 'degree', shape: 'letter degree' },
  ],
  truths: [
    { text: 'Business Correspondent role at BusinessDay', why: "the job's own title and company" },
    { text: 'almost five years', why: 'Jan 2022 – present is nearly five years' },
    { text: 'Premium Times in Abuja', why: 'Premium Times Services Limited, Abuja' },
    { text: 'over 200 stories', why: 'same figure' },
    {
      text: 'finalist for the Wole Soyinka Award for Investigative Reporting in 2023',
      why: 'Finalist, Wole Soyinka Award for Investigative Reporting, 2023',
    },
    {
      text: 'three and a half years on the metro desk at The Punch',
      why: 'Punch Nigeria Limited, June 2018 – December 2021',
    },
    { text: 'mentoring four interns', why: 'Mentored 4 interns' },
    { text: 'Mass Communication at LASU', why: 'B.A. Mass Communication, Lagos State University (LASU)' },
    { text: 'Thomson Reuters Foundation', why: 'training listed' },
  ],
};

const frontDesk: FactCheckCase = {
  name: 'hotel-front-desk-letter-typed',
  kind: 'cover_letter',
  jobTitle: 'Front Office Agent',
  companyName: 'Radisson Blu Anchorage Hotel',
  jobDescription: `Radisson Blu Anchorage Hotel, Victoria Island, Lagos, is looking for a Front Office Agent to welcome guests,
handle check-in and check-out, manage reservations and resolve complaints. Requirements: OND/HND/B.Sc. in
Hospitality or related; 2+ years at a hotel front desk; Opera PMS; cash and POS handling; excellent
communication.`,
  source: `Full name: Blessing Okon
Phone: 0706 123 4567
Email: blessingokon22@gmail.com
Location: Uyo, Akwa Ibom State
Field of study: Hospitality Management
School: Federal Polytechnic, Ilaro
Experience: Front desk officer at Le Meridien Ibom Hotel, Uyo, from 2019 to 2024. I checked in about 40 guests a day, handled reservations and check-out on Opera PMS and resolved guest complaints. Before that I was a receptionist at Pearl Suites, Uyo from 2017 to 2019.
Skills: Opera PMS, guest relations, cash and POS handling, Microsoft Office, English, Ibibio`,
  document: `Dear Hiring Manager,

I am excited to apply for the Front Office Agent position at Radisson Blu Anchorage Hotel. With seven years of front-desk experience in Uyo's hotels and three years at Transcorp Hilton Abuja, I know how much a warm, efficient welcome shapes a guest's whole stay.

As a front desk officer at Le Méridien Ibom, I checked in an average of 80 guests daily, managed reservations and check-outs on Opera PMS, and resolved complaints before they reached management. My care with VIP arrivals earned me the Employee of the Month award twice. Earlier, as a receptionist at Pearl Suites in Uyo, I learnt to handle cash and POS payments accurately at busy times.

I studied Hospitality Management at the Federal Polytechnic Ilaro, and I am a Certified Guest Service Professional (CGSP). I speak English and Ibibio, and I am comfortable with Microsoft Office.

I would love to bring this experience to your front office team. You can reach me on +234 706 123 4567.

Yours faithfully,
Blessing Okon`,
  inventions: [
    {
      text: 'three years at Transcorp Hilton Abuja',
      kind: 'employer',
      shape: 'letter: "three years at Company"',
    },
    { text: '80 guests daily', kind: 'number', shape: 'client count' },
    { text: 'Employee of the Month award', kind: 'award', shape: 'letter award' },
    {
      text: 'Certified Guest Service Professional (CGSP)',
      kind: 'certification',
      shape: 'letter certification',
    },
  ],
  truths: [
    { text: 'Front Office Agent position', why: "the job's own title" },
    { text: 'Radisson Blu Anchorage Hotel', why: "the job's own company" },
    { text: 'seven years of front-desk experience', why: '2017 to 2024 is seven years' },
    { text: 'front desk officer at Le Méridien Ibom', why: 'Front desk officer at Le Meridien Ibom Hotel' },
    { text: 'Opera PMS', why: 'typed skill' },
    { text: 'as a receptionist at Pearl Suites in Uyo', why: 'receptionist at Pearl Suites, Uyo' },
    { text: 'Hospitality Management at the Federal Polytechnic Ilaro', why: 'Federal Polytechnic, Ilaro' },
    { text: '+234 706 123 4567', why: 'typed 0706 123 4567' },
  ],
};

const extension: FactCheckCase = {
  name: 'agric-extension-letter-typed',
  kind: 'cover_letter',
  jobTitle: 'Field Extension Officer',
  companyName: 'Babban Gona',
  jobDescription: `Babban Gona is recruiting Field Extension Officers in Kaduna State to train smallholder farmer groups on
good agronomic practice, monitor farms, collect data on tablets and support input distribution and
harvest aggregation. Requirements: B.Sc./HND in Agriculture or Agricultural Extension; 2+ years of field
extension work; fluency in Hausa; ODK/KoboToolbox; ability to ride a motorcycle.`,
  source: `Full name: Musa Ibrahim Danjuma
Phone: +2348034567890
Email: musa.danjuma@yahoo.com
Location: Zaria, Kaduna State
Field of study: Agricultural Extension and Rural Development
School: Ahmadu Bello University, Zaria
Experience: Extension agent with Kaduna State Agricultural Development Project (KADP) since March 2020. I cover 12 communities in Zaria and Giwa LGAs and have trained about 600 smallholder farmers on improved maize and soybean varieties, good agronomic practice and post-harvest handling. I collect farm data with ODK on a tablet. NYSC with Ogun State Agricultural Development Programme, Abeokuta (2018–2019). I also volunteer at Sasakawa Africa Association farmer field days.
Skills: Farmer training, Hausa, English, ODK/KoboToolbox, Microsoft Excel, Motorcycle riding`,
  document: `Dear Sir/Madam,

I wish to apply for the position of Field Extension Officer at Babban Gona. I studied Agricultural Extension and Rural Development at ABU Zaria, and since 2020 I have worked as an extension agent with the Kaduna State ADP, covering twelve communities across Giwa and Zaria LGAs.

In that role I have trained more than 2,500 farmers on improved maize and soybean varieties, good agronomic practice and post-harvest handling, and the farmers I support increased average maize yields by 45%. Some 600 smallholder farmers now attend my group sessions regularly. I collect farm data on a tablet with ODK and KoboToolbox, so I am ready for your digital monitoring from day one.

During my time with Olam Nigeria, I supported outgrower schemes and learnt how input credit and harvest aggregation work for smallholders. My NYSC year with the Ogun State ADP in Abeokuta and my volunteering at Sasakawa Africa Association field days deepened my respect for farmers' own knowledge. I also hold an M.Sc. in Agricultural Extension and am a registered member of the Agricultural Society of Nigeria.

I speak Hausa and English fluently and ride a motorcycle, so I can reach remote farm clusters. You can reach me on 0803 456 7890.

Yours faithfully,
Musa Ibrahim Danjuma`,
  inventions: [
    { text: 'more than 2,500 farmers', kind: 'number', shape: 'client count' },
    { text: '45%', kind: 'percentage', shape: 'letter percentage' },
    { text: 'During my time with Olam Nigeria', kind: 'employer', shape: 'letter: "my time with Company"' },
    { text: 'M.Sc. in Agricultural Extension', kind: 'degree', shape: 'letter degree' },
    {
      text: 'registered member of the Agricultural Society of Nigeria',
      kind: 'membership',
      shape: 'letter membership',
    },
  ],
  truths: [
    { text: 'Field Extension Officer at Babban Gona', why: "the job's own title and company" },
    {
      text: 'Agricultural Extension and Rural Development at ABU Zaria',
      why: 'Ahmadu Bello University, Zaria',
    },
    { text: 'since 2020', why: 'since March 2020' },
    {
      text: 'extension agent with the Kaduna State ADP',
      why: 'Kaduna State Agricultural Development Project (KADP)',
    },
    { text: 'twelve communities', why: '12 communities' },
    { text: 'Giwa and Zaria LGAs', why: 'Zaria and Giwa LGAs' },
    { text: 'Some 600 smallholder farmers', why: 'about 600 smallholder farmers' },
    { text: 'ODK and KoboToolbox', why: 'ODK/KoboToolbox' },
    {
      text: 'NYSC year with the Ogun State ADP in Abeokuta',
      why: 'Ogun State Agricultural Development Programme',
    },
    { text: 'Sasakawa Africa Association', why: 'volunteer, typed' },
    { text: '0803 456 7890', why: '+2348034567890' },
  ],
};

const quantitySurveyor: FactCheckCase = {
  name: 'quantity-surveyor-letter',
  kind: 'cover_letter',
  jobTitle: 'Quantity Surveyor',
  companyName: "Cappa & D'Alberto Plc",
  jobDescription: `Cappa & D'Alberto Plc requires an experienced Quantity Surveyor for building projects in Lagos. You will
prepare bills of quantities and cost plans, value interim payments, evaluate variations and agree final
accounts with subcontractors. Requirements: B.Sc./HND Quantity Surveying; MNIQS and QSRBN registration;
7+ years of experience; CostX or similar.`,
  source: `IBRAHIM OLAWALE SANNI, MNIQS
Quantity Surveyor
Flat 6, Block 12, Gbagada Phase 2, Lagos | 0813 909 1122 | ibrahim.sanni.qs@gmail.com

EXPERIENCE
Quantity Surveyor | Deux Projects Limited, Lagos | May 2020 – Present
- Prepare bills of quantities, cost plans and valuations for residential and commercial buildings
- Managed cost on a ₦1.8bn 12-storey office building in Victoria Island
- Evaluate variations and final accounts with 10+ subcontractors

Assistant Quantity Surveyor | Hitech Construction Company Limited, Abuja | Aug 2017 – Apr 2020
- Carried out measurement of works and monthly interim valuations
- Prepared material schedules for road and bridge projects

EDUCATION
B.Sc. (Hons) Quantity Surveying, Federal University of Technology, Minna (FUT Minna), 2016 – Second Class Upper

PROFESSIONAL
Member, Nigerian Institute of Quantity Surveyors (MNIQS), 2021
Registered Quantity Surveyor, QSRBN, 2021

SOFTWARE
CostX, MS Excel, AutoCAD, MS Project`,
  document: `Dear Hiring Manager,

I am pleased to apply for the Quantity Surveyor role at Cappa & D'Alberto. I am a member of the NIQS, registered with QSRBN, and I bring over nine years of cost management on building, road and bridge projects.

At Deux Projects in Lagos, I prepare bills of quantities, cost plans and valuations, and I managed cost on a ₦1.8 billion, twelve-storey office building in Victoria Island, where my value engineering delivered cost savings of 15%. I evaluate variations and agree final accounts with more than ten subcontractors, and I supervise a team of 6 junior QSs.

Before that, as an Assistant Quantity Surveyor with Hitech Construction in Abuja, I measured works, prepared monthly interim valuations and scheduled materials for road and bridge projects. I also worked as a site quantity surveyor for Julius Berger on the Second Niger Bridge, which taught me the discipline of large civil works.

I hold a B.Sc. in Quantity Surveying from FUT Minna, am PMP-certified, and am a Member of the Royal Institution of Chartered Surveyors (MRICS). I work daily in CostX and Excel.

I would welcome the opportunity to discuss how I can support your projects.

Yours faithfully,
Ibrahim Olawale Sanni`,
  inventions: [
    { text: '15%', kind: 'percentage', shape: 'letter percentage' },
    { text: '6 junior QSs', kind: 'number', shape: 'people count' },
    {
      text: 'as a site quantity surveyor for Julius Berger',
      kind: 'employer',
      shape: 'letter: "as a title at Company"',
    },
    { text: 'PMP-certified', kind: 'certification', shape: 'letter certification' },
    {
      text: 'Member of the Royal Institution of Chartered Surveyors (MRICS)',
      kind: 'membership',
      shape: 'letter membership',
    },
  ],
  truths: [
    { text: "Quantity Surveyor role at Cappa & D'Alberto", why: "the job's own title and company" },
    { text: 'a member of the NIQS', why: 'MNIQS' },
    { text: 'registered with QSRBN', why: 'Registered Quantity Surveyor, QSRBN' },
    { text: 'over nine years', why: 'Aug 2017 – present is more than nine years' },
    { text: 'At Deux Projects in Lagos', why: 'Deux Projects Limited, Lagos' },
    { text: '₦1.8 billion, twelve-storey', why: '₦1.8bn 12-storey' },
    { text: 'more than ten subcontractors', why: '10+ subcontractors' },
    {
      text: 'as an Assistant Quantity Surveyor with Hitech Construction in Abuja',
      why: 'Hitech Construction Company Limited, Abuja',
    },
    { text: 'B.Sc. in Quantity Surveying from FUT Minna', why: 'B.Sc. (Hons) Quantity Surveying, FUT Minna' },
    { text: 'CostX', why: 'software listed' },
  ],
};

const creditAnalyst: FactCheckCase = {
  name: 'credit-analyst-letter',
  kind: 'cover_letter',
  jobTitle: 'Credit Analyst',
  companyName: 'Fidelity Bank',
  jobDescription: `Fidelity Bank is hiring a Credit Analyst (SME & Commercial Banking) in Ilorin. You will analyse financial
statements and cash flows, write credit memos, monitor covenants and the loan book, and keep
non-performing loans low. Requirements: B.Sc. in Finance, Accounting, Economics or related; 4+ years in
banking with credit exposure; Excel modelling; ACIB or CFA progress is an advantage.`,
  source: `FOLAKE ADEBAYO-JOHNSON
Credit Analyst
No. 8, Oyo Road, Tanke, Ilorin, Kwara State | 0701 234 5678 | folake.aj@gmail.com

PROFESSIONAL EXPERIENCE
Stanbic IBTC Bank Plc, Ilorin Branch
Credit Analyst                        February 2022 – Present
• Analyse financial statements and cash flows of SME and commercial borrowers for facilities up to N500 million
• Prepare credit memos and monitor a book of about 60 SME accounts
• Track covenants and early-warning signals; helped keep non-performing loans under 3% of the branch book

First Bank of Nigeria Limited, Ilorin
Relationship Officer (Retail)         March 2019 – January 2022
• Opened and managed retail accounts; cross-sold loans and cards
• Processed salary loans for civil servants in Kwara State

NYSC: Kogi State Ministry of Finance, Lokoja        2017 – 2018

United Bank for Africa Plc
Industrial Trainee                    June 2016 – November 2016

EDUCATION
University of Ilorin — B.Sc. Finance, Second Class Upper (2017)

CERTIFICATIONS
CFA Level I — Passed (2022)

SKILLS
Financial analysis, Credit risk assessment, Excel financial modelling, Finacle, Customer relationship management`,
  document: `Dear Hiring Manager,

I am applying for the Credit Analyst position at Fidelity Bank Plc in Ilorin. I bring over seven years in Nigerian banking, as a Credit Analyst at Stanbic IBTC since February 2022 and before that as a Relationship Officer at FirstBank in Ilorin, along with three years at Zenith Bank, where I first learnt to read a balance sheet.

At Stanbic IBTC, I analyse the financial statements and cash flows of SME and commercial borrowers for facilities of up to ₦500m, prepare credit memos and monitor a book of some sixty SME accounts. I also managed a portfolio of 120 corporate clients and helped hold non-performing loans below 3% of the branch book. This work earned me the Best Staff of the Quarter award in 2023.

At FirstBank I opened and managed retail accounts and processed salary loans for Kwara State civil servants, which taught me how repayment really works for salaried borrowers. My industrial training at UBA and my NYSC year with the Kogi State Ministry of Finance gave me an early view of both private and public finance.

I hold a B.Sc. in Finance from UNILORIN with a Second Class Upper, and I have passed CFA Level II. I am also an Associate of the Chartered Institute of Bankers of Nigeria (ACIB).

I would be glad to bring careful, numbers-first credit analysis to Fidelity Bank's SME and commercial desk.

Yours sincerely,
Folake Adebayo-Johnson`,
  inventions: [
    { text: 'three years at Zenith Bank', kind: 'employer', shape: 'letter: "three years at Company"' },
    { text: '120 corporate clients', kind: 'number', shape: 'client count' },
    { text: 'Best Staff of the Quarter award', kind: 'award', shape: 'letter award' },
    { text: 'CFA Level II', kind: 'certification', shape: 'letter certification' },
    {
      text: 'Associate of the Chartered Institute of Bankers of Nigeria (ACIB)',
      kind: 'membership',
      shape: 'letter membership',
    },
  ],
  truths: [
    {
      text: 'Credit Analyst position at Fidelity Bank Plc',
      why: "the job's own title and company, with Plc",
    },
    { text: 'over seven years', why: 'March 2019 – present is more than seven years' },
    {
      text: 'Credit Analyst at Stanbic IBTC since February 2022',
      why: 'Stanbic IBTC Bank Plc, February 2022 – Present',
    },
    { text: 'Relationship Officer at FirstBank', why: 'First Bank of Nigeria Limited' },
    { text: '₦500m', why: 'N500 million' },
    { text: 'some sixty SME accounts', why: 'about 60 SME accounts' },
    { text: 'below 3%', why: 'under 3%' },
    { text: 'industrial training at UBA', why: 'United Bank for Africa Plc, Industrial Trainee' },
    {
      text: 'NYSC year with the Kogi State Ministry of Finance',
      why: 'NYSC: Kogi State Ministry of Finance',
    },
    { text: 'B.Sc. in Finance from UNILORIN', why: 'University of Ilorin — B.Sc. Finance' },
    { text: 'Second Class Upper', why: 'same class', occurrence: 1 },
  ],
};

export const FACT_CHECK_CORPUS_2: FactCheckCase[] = [
  pharmacist,
  civilEngineer,
  procurement,
  logistics,
  dataAnalyst,
  uxDesigner,
  underwriter,
  labScientist,
  lawyer,
  journalist,
  frontDesk,
  extension,
  quantitySurveyor,
  creditAnalyst,
];
