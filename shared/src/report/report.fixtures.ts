/**
 * Job-description / resume pairs written for the ATS report's tests (issue 16): the fields people
 * in Nigeria apply in, with the aliases, plurals and casing real documents use. Each lists the
 * keywords the job must yield, which of them the resume has and lacks, and the score range.
 */

export interface MatchFixture {
  name: string;
  jobTitle: string;
  companyName: string;
  jobDescription: string;
  resume: string;
  /** Canonical terms the job description must yield (a subset of all its keywords). */
  keywords: string[];
  /** Of those, the ones the resume has (through an alias, plural or other casing)… */
  matched: string[];
  /** …and the ones it lacks. */
  missing: string[];
  score: [min: number, max: number];
}

export const MATCH_FIXTURES: MatchFixture[] = [
  {
    name: 'backend engineer: aliases Postgres, k8s, JS, Node',
    jobTitle: 'Backend Engineer',
    companyName: 'Paystack',
    jobDescription: `About the role
You will build payment APIs used by thousands of merchants.

Requirements:
- 3+ years with Node.js and JavaScript
- PostgreSQL and Redis
- Kubernetes and Docker
- Comfortable being on-call

Nice to have:
- Kafka is a plus`,
    resume: `# Ada Obi
ada@example.com | 0803 123 4567
## Experience
Backend Engineer — Flutterwave | Jan 2020 – Present
- Built payment APIs in node and js on postgres
- Ran K8S clusters with docker; on call every fourth week
## Skills
- JS, Node, Postgres, k8s, Docker`,
    keywords: [
      'Node.js',
      'JavaScript',
      'PostgreSQL',
      'Redis',
      'Kubernetes',
      'Docker',
      'on-call',
      'payment APIs',
      'Kafka',
    ],
    matched: ['Node.js', 'JavaScript', 'PostgreSQL', 'Kubernetes', 'Docker', 'on-call', 'payment APIs'],
    missing: ['Redis', 'Kafka'],
    score: [75, 90],
  },
  {
    name: 'frontend developer: React.js / ReactJS, TypeScript as TS, plurals',
    jobTitle: 'Frontend Developer',
    companyName: 'Kuda',
    jobDescription: `What you will do
Build responsive web applications for our banking app.

Requirements
- Strong React and TypeScript
- HTML, CSS and Tailwind CSS
- Unit tests with Jest
- REST APIs and GraphQL

Nice to have
- Next.js
- Figma`,
    resume: `# Tobi Bello
tobi@example.com | 0812 000 1111
## Skills
- ReactJS, TS, HTML5, CSS3, Tailwind, Jest (unit testing), RESTful APIs, Next JS`,
    keywords: [
      'React',
      'TypeScript',
      'HTML',
      'CSS',
      'Tailwind CSS',
      'unit testing',
      'Jest',
      'REST APIs',
      'GraphQL',
      'Next.js',
      'Figma',
    ],
    matched: [
      'React',
      'TypeScript',
      'HTML',
      'CSS',
      'Tailwind CSS',
      'unit testing',
      'Jest',
      'REST APIs',
      'Next.js',
    ],
    // The title's "Frontend" and the job's "web applications" are not in this skills-only resume.
    missing: ['GraphQL', 'Figma', 'frontend', 'web development'],
    score: [65, 85],
  },
  {
    name: 'data analyst: Power BI / PowerBI, Excel, SQL, case',
    jobTitle: 'Data Analyst',
    companyName: 'MTN Nigeria',
    jobDescription: `Requirements:
- Advanced Excel (pivot tables, VLOOKUP)
- SQL and Power BI or Tableau
- Python (pandas) is an added advantage
- Strong data visualization skills`,
    resume: `# Chioma Eze
chioma@example.com | 0809 555 1234
## Skills
- sql, powerbi, ms excel, pivot table, vlookup, data visualisation`,
    keywords: [
      'Excel',
      'pivot tables',
      'VLOOKUP',
      'SQL',
      'Power BI',
      'Tableau',
      'Python',
      'pandas',
      'data visualization',
    ],
    matched: ['Excel', 'pivot tables', 'VLOOKUP', 'SQL', 'Power BI', 'data visualization'],
    missing: ['Tableau', 'Python', 'pandas'],
    score: [75, 92],
  },
  {
    name: 'accountant: IFRS, ICAN, ACCA, reconciliations',
    jobTitle: 'Accountant',
    companyName: 'Dangote Cement Plc',
    jobDescription: `Responsibilities
- Prepare monthly management accounts and IFRS financial statements
- Bank reconciliations, VAT and WHT returns

Qualifications
- ICAN or ACCA qualified (mandatory)
- Experience with SAP FICO or Sage
- Advanced Excel`,
    resume: `# Chidi Okeke
chidi@example.com | 0812 345 6789
## Experience
Accountant — Nestle Nigeria Plc | 2019 – Present
- Prepared management accounts and financial statements under IFRS
- Performed bank reconciliation monthly; filed VAT returns
## Certifications
- ICAN (ACA)`,
    keywords: [
      'management accounts',
      'IFRS',
      'financial reporting',
      'bank reconciliation',
      'VAT',
      'WHT',
      'ICAN',
      'ACCA',
      'SAP FICO',
      'Sage',
      'Excel',
    ],
    matched: ['management accounts', 'IFRS', 'financial reporting', 'bank reconciliation', 'VAT', 'ICAN'],
    missing: ['WHT', 'ACCA', 'SAP FICO', 'Sage', 'Excel'],
    score: [40, 65],
  },
  {
    name: 'relationship officer (bank): KYC, AML spelled out, account opening',
    jobTitle: 'Relationship Officer',
    companyName: 'Access Bank',
    jobDescription: `Job Description
- Grow deposits through relationship management and account opening
- Ensure KYC and AML compliance on every account
Requirements
- B.Sc. in any discipline
- Sales targets experience in retail banking
- Knowledge of Finacle is an added advantage`,
    resume: `# Bola Ade
bola@example.com | 0803 111 2222
## Experience
- Managed client relationships (relationship management) for 300 accounts
- Performed Know Your Customer checks and anti-money laundering screening
- Met monthly sales targets in retail banking`,
    keywords: [
      'relationship management',
      'account opening',
      'KYC',
      'AML',
      'compliance',
      'sales targets',
      'retail banking',
      'Finacle',
    ],
    matched: ['relationship management', 'KYC', 'AML', 'sales targets', 'retail banking'],
    missing: ['account opening', 'compliance', 'Finacle'],
    score: [55, 75],
  },
  {
    name: 'FMCG sales representative: B2B, distributors, route to market',
    jobTitle: 'Sales Representative',
    companyName: 'Nestle Nigeria',
    jobDescription: `Key Responsibilities:
- Achieve monthly sales targets across Lagos mainland
- Manage distributors and retail outlets in the FMCG channel
- Drive route-to-market execution and merchandising
Requirements:
- Negotiation skills and a valid driver's licence
- Experience with CRM tools`,
    resume: `# Emeka Obi
emeka@example.com | 0705 000 0001
## Experience
- Exceeded sales quotas for FMCG products; managed 12 distributors
- Negotiated shelf space; visual merchandising in 40 outlets`,
    keywords: [
      'sales targets',
      'distribution',
      'FMCG',
      'route-to-market',
      'merchandising',
      'negotiation',
      'driving',
      'CRM',
    ],
    matched: ['sales targets', 'distribution', 'FMCG', 'merchandising'],
    missing: ['route-to-market', 'negotiation', 'driving', 'CRM'],
    score: [35, 60],
  },
  {
    name: 'digital marketer: SEO, Google Ads / AdWords, social media',
    jobTitle: 'Digital Marketing Executive',
    companyName: 'Jumia',
    jobDescription: `Requirements
- Proven experience in SEO and SEM
- Google Ads and Facebook Ads campaigns
- Social media marketing and content marketing
- Google Analytics reporting
Nice to have
- HubSpot or Mailchimp`,
    resume: `# Funke Ade
funke@example.com | 0802 333 4444
## Skills
- Search engine optimisation, Google AdWords, Meta Ads, social media management, GA4, Mailchimp`,
    keywords: [
      'SEO',
      'SEM',
      'Google Ads',
      'Facebook Ads',
      'social media marketing',
      'content marketing',
      'Google Analytics',
      'HubSpot',
      'Mailchimp',
    ],
    matched: ['SEO', 'Google Ads', 'Facebook Ads', 'social media marketing', 'Google Analytics', 'Mailchimp'],
    missing: ['SEM', 'content marketing', 'HubSpot', 'digital marketing'],
    score: [45, 65],
  },
  {
    name: 'customer service: call center / contact centre, complaints, Zendesk',
    jobTitle: 'Customer Service Representative',
    companyName: 'MTN Nigeria',
    jobDescription: `Responsibilities:
- Handle customer enquiries in our contact centre
- Resolve complaints within SLA
- Log tickets in Zendesk
Requirements:
- Excellent communication skills
- Fluency in English; Yoruba or Hausa is a plus`,
    resume: `# Amaka Nwosu
amaka@example.com | 0806 777 8888
## Experience
- Worked in a busy call center handling 80 calls a day; complaint resolution within SLAs
- Used Zendesk and Freshdesk; strong written and verbal communication`,
    keywords: [
      'customer service',
      'call centre',
      'SLAs',
      'Zendesk',
      'communication skills',
      'fluency in English',
      'Yoruba',
      'Hausa',
    ],
    matched: ['call centre', 'SLAs', 'Zendesk', 'communication skills'],
    // The job title's own words are a keyword the resume never says.
    missing: ['customer service', 'fluency in English', 'Yoruba', 'Hausa'],
    score: [40, 60],
  },
  {
    name: 'logistics coordinator: supply chain, last-mile, inventory',
    jobTitle: 'Logistics Coordinator',
    companyName: 'Kobo360',
    jobDescription: `Requirements
- Experience in supply chain and logistics
- Fleet management and last-mile delivery
- Inventory management and warehouse management
- Advanced Excel; SAP is an advantage`,
    resume: `# Musa Ibrahim
musa@example.com | 0703 222 1111
## Experience
- Coordinated logistics for 60 trucks (fleet management) and last mile delivery in Kano
- Ran inventory control for two warehouses`,
    keywords: [
      'supply chain',
      'logistics',
      'fleet management',
      'last-mile delivery',
      'inventory management',
      'warehouse management',
      'Excel',
      'SAP',
    ],
    matched: ['logistics', 'fleet management', 'last-mile delivery', 'inventory management'],
    missing: ['supply chain', 'warehouse management', 'Excel', 'SAP'],
    score: [40, 65],
  },
  {
    name: 'nurse: patient care, BLS spelled out, EMR',
    jobTitle: 'Registered Nurse',
    companyName: 'Reddington Hospital',
    jobDescription: `Requirements:
- Registered with NMCN (current licence)
- BLS certification
- Patient care, medication administration and vital signs monitoring
- Experience with electronic medical records
- Infection control`,
    resume: `# Grace Udo
grace@example.com | 0805 999 0000
## Experience
- Delivered patient care on a 30-bed ward; took vital signs and administered medication
- Used EMR daily
## Certifications
- Basic Life Support; Nursing and Midwifery Council of Nigeria licence`,
    keywords: [
      'NMCN',
      'BLS',
      'patient care',
      'medication administration',
      'vital signs',
      'EMR',
      'infection prevention and control',
    ],
    matched: ['NMCN', 'BLS', 'patient care', 'vital signs', 'EMR'],
    missing: ['medication administration', 'infection prevention and control'],
    score: [60, 80],
  },
  {
    name: 'HSE officer (oil and gas): NEBOSH, HAZOP, permit to work, "Oil & Gas"',
    jobTitle: 'HSE Officer',
    companyName: 'Seplat Energy',
    jobDescription: `Requirements:
- 5 years HSE experience in oil and gas
- NEBOSH IGC and IOSH certificates
- HAZOP and permit to work systems
- Knowledge of ISO 45001
Nice to have:
- ISO 14001`,
    resume: `# Tunde Bakare
tunde@example.com | 0808 121 3434
## Experience
- Ran health, safety and environment programmes on Oil & Gas sites
- Issued and audited PTW; facilitated HAZOP studies
## Certifications
- NEBOSH`,
    keywords: ['HSE', 'oil and gas', 'NEBOSH', 'IOSH', 'HAZOP', 'permit to work', 'ISO 45001', 'ISO 14001'],
    matched: ['HSE', 'oil and gas', 'NEBOSH', 'HAZOP', 'permit to work'],
    missing: ['IOSH', 'ISO 45001', 'ISO 14001'],
    score: [60, 80],
  },
  {
    name: 'HR generalist: recruitment, onboarding, CIPM, HRIS',
    jobTitle: 'HR Generalist',
    companyName: 'Interswitch',
    jobDescription: `Responsibilities
- End-to-end recruitment and onboarding
- Payroll and performance management
- Employee relations and HR policies
Requirements
- CIPM certification
- Experience with an HRIS such as BambooHR`,
    resume: `# Kemi Ojo
kemi@example.com | 0803 444 5555
## Experience
- Recruited 40 staff; ran employee onboarding and performance appraisals
- Processed monthly payroll; drafted HR policy documents`,
    keywords: [
      'recruitment',
      'onboarding',
      'payroll',
      'performance management',
      'employee relations',
      'HR policies',
      'CIPM',
      'HRIS',
      'BambooHR',
    ],
    matched: ['onboarding', 'payroll', 'performance management', 'HR policies'],
    missing: ['recruitment', 'employee relations', 'CIPM', 'HRIS', 'BambooHR'],
    score: [25, 50],
  },
  {
    name: 'graphic designer: Photoshop / Adobe Photoshop, CorelDraw, Canva',
    jobTitle: 'Graphic Designer',
    companyName: 'Sterling Bank',
    jobDescription: `Requirements
- Expert in Adobe Photoshop, Illustrator and InDesign
- Branding and typography
- Motion graphics with After Effects is a bonus
- CorelDRAW or Canva`,
    resume: `# Femi Lawal
femi@example.com | 0701 234 5678
## Skills
- photoshop, adobe illustrator, corel draw, canva, brand management, typography`,
    keywords: [
      'Adobe Photoshop',
      'Adobe Illustrator',
      'Adobe InDesign',
      'brand management',
      'typography',
      'motion graphics',
      'Adobe After Effects',
      'CorelDRAW',
      'Canva',
    ],
    matched: ['Adobe Photoshop', 'Adobe Illustrator', 'brand management', 'typography', 'CorelDRAW', 'Canva'],
    missing: ['Adobe InDesign', 'motion graphics', 'Adobe After Effects'],
    score: [75, 92],
  },
  {
    name: 'product designer: UI/UX, Figma, user research, wireframes',
    jobTitle: 'Product Designer',
    companyName: 'Moniepoint',
    jobDescription: `What you'll need:
- Strong UI/UX portfolio
- Figma and prototyping
- User research and usability testing
- Design systems experience
- Wireframing`,
    resume: `# Ngozi Umeh
ngozi@example.com | 0810 222 3333
## Skills
- UX/UI design, FIGMA, prototypes, wireframes, user interviews`,
    keywords: ['UI/UX', 'Figma', 'prototyping', 'user research', 'design systems', 'wireframing'],
    matched: ['UI/UX', 'Figma', 'prototyping', 'wireframing'],
    missing: ['user research', 'design systems'],
    score: [55, 75],
  },
  {
    name: 'mobile developer: Flutter, Dart (case-sensitive), Firebase, iOS',
    jobTitle: 'Mobile Developer',
    companyName: 'PiggyVest',
    jobDescription: `Requirements
- Flutter and Dart
- Firebase
- Publishing to the Google Play Store and iOS App Store
- REST APIs
Nice to have
- Kotlin or Swift`,
    resume: `# Sani Bello
sani@example.com | 0807 101 2020
## Skills
- Flutter, Dart, Firestore, RESTful services, Android development`,
    keywords: ['Flutter', 'Dart', 'Firebase', 'iOS', 'REST APIs', 'Kotlin', 'Swift'],
    matched: ['Flutter', 'Dart', 'Firebase', 'REST APIs'],
    missing: ['iOS', 'Kotlin', 'Swift'],
    score: [65, 85],
  },
  {
    name: 'DevOps engineer: AWS spelled out, Terraform, CI/CD as continuous integration',
    jobTitle: 'DevOps Engineer',
    companyName: 'Andela',
    jobDescription: `Requirements
- Amazon Web Services (EC2, S3)
- Terraform and Ansible
- CI/CD with GitHub Actions or Jenkins
- Linux and Bash scripting
- Prometheus and Grafana`,
    resume: `# Ife Adeyemi
ife@example.com | 0811 000 2222
## Skills
- AWS (Amazon EC2, Amazon S3), terraform, continuous integration, GitHub Actions, Ubuntu, shell scripting`,
    keywords: [
      'AWS',
      'Amazon EC2',
      'Amazon S3',
      'Terraform',
      'Ansible',
      'CI/CD',
      'GitHub Actions',
      'Jenkins',
      'Linux',
      'Bash',
      'Prometheus',
      'Grafana',
    ],
    matched: ['AWS', 'Amazon EC2', 'Amazon S3', 'Terraform', 'CI/CD', 'GitHub Actions', 'Linux', 'Bash'],
    missing: ['Ansible', 'Jenkins', 'Prometheus', 'Grafana'],
    score: [60, 75],
  },
  {
    name: 'IT support: Active Directory, Office 365 / Microsoft 365, networking',
    jobTitle: 'IT Support Officer',
    companyName: 'Lagos Business School',
    jobDescription: `Requirements:
- Help desk experience and troubleshooting
- Active Directory and Microsoft 365 administration
- Networking (LAN/WAN, TCP/IP)
- CCNA is an added advantage`,
    resume: `# Yusuf Sani
yusuf@example.com | 0802 111 9999
## Experience
- Service desk support for 400 staff; hardware and software troubleshooting
- Managed Office 365 mailboxes and active directory accounts`,
    keywords: [
      'help desk',
      'troubleshooting',
      'Active Directory',
      'Microsoft 365',
      'networking',
      'LAN/WAN',
      'TCP/IP',
      'CCNA',
    ],
    matched: ['help desk', 'troubleshooting', 'Active Directory', 'Microsoft 365'],
    missing: ['networking', 'LAN/WAN', 'TCP/IP', 'CCNA', 'technical support'],
    score: [45, 70],
  },
  {
    name: 'teacher: lesson plans, classroom management, TRCN',
    jobTitle: 'Mathematics Teacher',
    companyName: 'Corona Schools',
    jobDescription: `Requirements
- TRCN registration
- Lesson planning and classroom management
- Experience with the British curriculum or IGCSE
- Strong communication skills`,
    resume: `# Bisi Alabi
bisi@example.com | 0803 909 0909
## Experience
- Wrote weekly lesson plans; classroom management for classes of 35
- Taught the British curriculum to Year 7-9`,
    keywords: [
      'TRCN',
      'lesson planning',
      'classroom management',
      'British curriculum',
      'IGCSE',
      'communication skills',
    ],
    matched: ['lesson planning', 'classroom management', 'British curriculum'],
    missing: ['TRCN', 'IGCSE', 'communication skills'],
    score: [40, 60],
  },
  {
    name: 'project manager: PMP spelled out, Agile, Jira, stakeholder management',
    jobTitle: 'Project Manager',
    companyName: 'Interswitch',
    jobDescription: `Requirements:
- PMP or PRINCE2 certification
- Agile and Scrum delivery
- Jira and Confluence
- Stakeholder management and risk management`,
    resume: `# Dayo Akin
dayo@example.com | 0809 321 4321
## Certifications
- Project Management Professional
## Skills
- agile methodologies, scrum, JIRA, stakeholder engagement, risk assessment`,
    keywords: [
      'PMP',
      'PRINCE2',
      'Agile',
      'Scrum',
      'Jira',
      'Confluence',
      'stakeholder management',
      'risk management',
    ],
    matched: ['PMP', 'Agile', 'Scrum', 'Jira', 'stakeholder management', 'risk management'],
    missing: ['PRINCE2', 'Confluence'],
    score: [70, 85],
  },
  {
    name: 'procurement officer: vendor management, sourcing, contract management',
    jobTitle: 'Procurement Officer',
    companyName: 'Nigerian Breweries Plc',
    jobDescription: `Responsibilities
- Procurement of raw materials and vendor management
- Contract management and negotiation
Requirements
- CIPS membership is an advantage
- ERP experience (SAP MM)`,
    resume: `# Halima Yusuf
halima@example.com | 0806 454 5454
## Experience
- Purchasing and supplier management for packaging materials
- Negotiated annual contracts`,
    keywords: [
      'procurement',
      'vendor management',
      'contract management',
      'negotiation',
      'CIPS',
      'ERP',
      'SAP',
    ],
    matched: ['procurement', 'vendor management'],
    missing: ['contract management', 'negotiation', 'CIPS', 'ERP', 'SAP'],
    score: [15, 40],
  },
  {
    name: 'compliance / legal officer: NDPR, contract drafting, corporate governance',
    jobTitle: 'Legal and Compliance Officer',
    companyName: 'Flutterwave',
    jobDescription: `Requirements:
- Called to the Nigerian Bar
- Contract drafting and legal research
- Knowledge of NDPR and GDPR
- Regulatory compliance and corporate governance`,
    resume: `# Ifeoma Obi
ifeoma@example.com | 0813 777 1212
## Experience
- Drafted contracts and carried out legal research for a fintech
- Led Nigeria Data Protection Regulation audits; regulatory compliance reporting
## Education
- Nigerian Bar Association member`,
    keywords: [
      'Nigerian Bar',
      'contract drafting',
      'legal research',
      'NDPR',
      'GDPR',
      'compliance',
      'corporate governance',
    ],
    matched: ['Nigerian Bar', 'legal research', 'NDPR', 'compliance'],
    missing: ['contract drafting', 'GDPR', 'corporate governance'],
    score: [55, 70],
  },
  {
    name: 'machine learning engineer: scikit-learn / sklearn, PyTorch, NLP, LLMs',
    jobTitle: 'Machine Learning Engineer',
    companyName: 'Ubuntu AI',
    jobDescription: `Requirements
- Python, scikit-learn and PyTorch
- Natural language processing and large language models
- Deploying models with Docker
Nice to have
- MLOps and Airflow`,
    resume: `# Kelechi Nwa
kelechi@example.com | 0818 818 1818
## Skills
- python, sklearn, pytorch, NLP, LLMs, machine learning, docker`,
    keywords: [
      'Python',
      'scikit-learn',
      'PyTorch',
      'natural language processing',
      'large language models',
      'Docker',
      'MLOps',
      'Airflow',
      'machine learning',
    ],
    matched: [
      'Python',
      'scikit-learn',
      'PyTorch',
      'natural language processing',
      'large language models',
      'Docker',
      'machine learning',
    ],
    missing: ['MLOps', 'Airflow'],
    score: [85, 97],
  },
];

export interface ClaimFixture {
  name: string;
  kind: 'resume' | 'cover_letter';
  jobTitle: string;
  companyName: string;
  source: string;
  document: string;
  /** `kind:value` of every claim the document must raise. */
  flagged: string[];
  /** Values that are in the source (or the target) and must not be flagged. */
  notFlagged: string[];
}

const CHIDI_SOURCE = `Chidi Okeke
chidi@mail.com | 0812 345 6789 | Lagos
EXPERIENCE
Accountant, Nestle Nigeria Plc (March 2019 – Present)
- Prepared monthly management accounts; cut month-end close from 10 days to 6 days.
- Reduced reconciliation errors by 25 percent.
Audit Associate at KPMG Nigeria, 2016 - 2019
EDUCATION
B.Sc Accounting, University of Nigeria, Nsukka (2015)
CERTIFICATIONS
ICAN (ACA), 2018
Five years of accounting experience; managed a ₦1.2 billion budget.`;

export const CLAIM_FIXTURES: ClaimFixture[] = [
  {
    name: 'resume: invented figures, employer, title, degree, school, certification and dates',
    kind: 'resume',
    jobTitle: 'Senior Accountant',
    companyName: 'Dangote Cement Plc',
    source: CHIDI_SOURCE,
    document: `# Chidi Okeke
chidi@mail.com | +234 812 345 6789 | Lagos
## Summary
Accountant with 5 years of experience, targeting the Senior Accountant role at Dangote Cement Plc.
## Experience
Accountant — Nestle Nigeria Plc | Mar 2019 – Present
- Prepared monthly management accounts and cut month-end close from 10 days to 6 days
- Reduced reconciliation errors by 25% and saved ₦40 million a year
- Managed a ₦1.2bn budget across 3 business units
Finance Manager — Zenith Bank Plc | Jan 2015 – Dec 2015
Audit Associate — KPMG Nigeria | 2016 – 2019
## Education
- B.Sc. Accounting, University of Nigeria (2015)
- MBA, Lagos Business School (2020)
## Certifications
- ICAN (ACA), 2018
- ACCA`,
    flagged: [
      'number:₦40 million',
      'number:3',
      'job_title:Finance Manager',
      'employer:Zenith Bank Plc',
      'date:Jan 2015',
      'date:Dec 2015',
      'degree:MBA',
      'school:Lagos Business School',
      'date:2020',
      'certification:ACCA',
    ],
    notFlagged: [
      '5 years',
      '5',
      'Senior Accountant',
      'Dangote Cement Plc',
      'Nestle Nigeria Plc',
      'Mar 2019',
      '10',
      '6',
      '25%',
      '₦1.2bn',
      'KPMG Nigeria',
      'Audit Associate',
      '2016',
      '2019',
      'B.Sc. Accounting',
      'University of Nigeria',
      'ICAN',
      '2018',
      '+234 812 345 6789',
    ],
  },
  {
    name: 'cover letter: naming the target company and job is fine; an invented employer and percentage are not',
    kind: 'cover_letter',
    jobTitle: 'Senior Accountant',
    companyName: 'Dangote Cement Plc',
    source: CHIDI_SOURCE,
    document: `Dear Hiring Manager,

I am writing to apply for the Senior Accountant position at Dangote Cement Plc. For five years I have prepared management accounts as an Accountant at Nestle Nigeria Plc, where I reduced reconciliation errors by 25 per cent.

Before that I was an Audit Associate with KPMG Nigeria, and I briefly worked at Oando as a Treasury Analyst, where I improved cash forecasting accuracy by 40%.

I would welcome the chance to bring this to Dangote Cement.

Yours faithfully,
Chidi Okeke`,
    flagged: ['employer:Oando', 'job_title:Treasury Analyst', 'percentage:40%'],
    notFlagged: [
      'Senior Accountant',
      'Dangote Cement Plc',
      'Dangote Cement',
      'five years',
      'Nestle Nigeria Plc',
      '25 per cent',
      'Accountant',
    ],
  },
  {
    name: 'software resume: real figures in other words are not flagged; invented ones are',
    kind: 'resume',
    jobTitle: 'Backend Engineer',
    companyName: 'Paystack',
    source: `Ada Obi — ada@example.com — 0803 123 4567
Work History
Software Engineer at Flutterwave (January 2020 to date)
Built REST APIs used by 1,200 merchants; cut p99 latency by 30%.
Junior Developer at Andela, 2018-2019
Education: BSc Computer Science, UNILAG, 2017
Certified Kubernetes Administrator (CKA)`,
    document: `# Ada Obi
ada@example.com | 0803 123 4567
## Experience
Software Engineer — Flutterwave | Jan 2020 – Present
- Built REST APIs used by 1200 merchants and cut p99 latency by 30 percent
- Scaled the platform to 50,000 transactions per day
Junior Developer — Andela | 2018 – 2019
## Education
- B.Sc. Computer Science, University of Lagos, 2017
- PhD Computer Science, University of Ibadan
## Certifications
- CKA`,
    flagged: ['number:50,000', 'degree:PhD Computer Science', 'school:University of Ibadan'],
    notFlagged: [
      '1200',
      '30 percent',
      'Jan 2020',
      'Flutterwave',
      'Andela',
      'Software Engineer',
      'B.Sc. Computer Science',
      'University of Lagos',
      '2017',
      'CKA',
      '2018',
      '2019',
    ],
  },
];
