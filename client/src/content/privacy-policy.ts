import { PRIVACY_EMAIL } from '../lib/site';
import type { LegalSection } from './legal-section';

export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    paragraphs: [
      'JobPadi ("we", "us") helps job seekers in Nigeria write tailored cover letters and ATS-friendly resumes with artificial intelligence. This policy explains what personal data we collect when you use our website and services, why we collect it, and the choices and rights you have.',
      'We are the data controller for the personal data described here and we process it in line with the Nigeria Data Protection Act 2023 (NDPA) and the Nigeria Data Protection Regulation (NDPR).',
    ],
  },
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    paragraphs: ['We collect only what we need to provide the service:'],
    bullets: [
      'Account details: your name, e-mail address, password (stored only as a secure hash) and, if you add one, a profile photo.',
      'Job search content: the resumes you upload, the job titles, company names and job descriptions you enter, and the documents we generate for you.',
      'Payment records: the plan you bought, amounts and dates. Card details are handled by our payment provider and never reach our servers.',
      'Support conversations: messages and images you send to our support team.',
      'Technical data: IP address, browser type, device information and basic usage logs that keep the service secure and working.',
    ],
  },
  {
    id: 'how-we-use',
    title: 'How We Use Your Information',
    paragraphs: ['We use your information to:'],
    bullets: [
      'create your account, sign you in and keep it secure;',
      'generate, store and let you download your cover letters and resumes;',
      'process payments and manage your plan and credits;',
      'answer support requests and send service e-mails such as verification and password-reset messages;',
      'detect abuse, fix problems and improve the quality of the service.',
    ],
    closing:
      'We rely on the performance of our contract with you, our legitimate interests in running a safe service, your consent where we ask for it, and our legal obligations. We do not sell your personal data.',
  },
  {
    id: 'ai-processing',
    title: 'AI Data Processing',
    paragraphs: [
      'To write your documents we send the relevant parts of your resume and the job details you provide to the AI providers we work with. They process this content only to return the generated text to us, under agreements that restrict its use.',
      'We do not use your resume or documents to advertise to you. AI output is produced automatically, so please review every document before you send it to an employer.',
    ],
  },
  {
    id: 'sharing',
    title: 'Sharing Your Information',
    paragraphs: [
      'We share personal data only with service providers who help us run JobPadi, and only as much as each needs:',
    ],
    bullets: [
      'AI model providers, to generate your documents;',
      'our card payment provider, to take payments in Naira;',
      'hosting, storage and e-mail delivery providers;',
      'authorities, when Nigerian law requires it.',
    ],
    closing: 'We never share your documents with employers or recruiters unless you send them yourself.',
  },
  {
    id: 'security',
    title: 'Data Security',
    paragraphs: [
      'We protect your data with encrypted connections (HTTPS), hashed passwords and sign-in tokens, encryption of sensitive keys at rest, access controls that limit who can see your files, and regular review of our systems.',
      'No system is perfectly secure. If a breach ever affects your personal data, we will notify you and the Nigeria Data Protection Commission as the law requires.',
    ],
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    paragraphs: ['Under the Nigeria Data Protection Act 2023 and the NDPR you have the right to:'],
    bullets: [
      'be informed about how your data is used;',
      'access your data and receive a copy of it (use "Export my data" in Settings);',
      'correct inaccurate data;',
      'have your data deleted (use "Delete my account" in Settings);',
      'object to or restrict certain processing, and withdraw consent at any time;',
      'lodge a complaint with the Nigeria Data Protection Commission.',
    ],
    closing:
      'To exercise any of these rights, use your Settings page or contact us. We reply within 30 days.',
  },
  {
    id: 'retention',
    title: 'Data Retention',
    paragraphs: [
      'We keep your generation history for 24 months so you can return to past documents, unless you delete them earlier.',
      'When you ask us to close your account, we delete your account data within 30 days of the request. We keep payment records only as long as tax and accounting laws require.',
    ],
  },
  {
    id: 'international-transfers',
    title: 'International Data Transfers',
    paragraphs: [
      'Some of our AI and hosting providers operate outside Nigeria. When your data leaves Nigeria we make sure it is protected to the standard the NDPA requires, through adequacy decisions, contractual safeguards or your consent.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    paragraphs: [
      'We may update this policy as our service or the law changes. We will show the new date at the top of this page and, for significant changes, tell you by e-mail or in the app before they take effect.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact Us',
    paragraphs: ['Questions about this policy or your personal data? Write to our data protection team:'],
    email: PRIVACY_EMAIL,
  },
];
