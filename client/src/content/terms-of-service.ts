import { countOf } from '@app/shared/format/count';
import { FREE_TRIAL_DAYS, listPlans, SUBSCRIPTION_PERIOD_DAYS } from '@app/shared/plans/catalogue';
import { LEGAL_EMAIL } from '../lib/site';
import type { LegalSection } from './legal-section';

// Plan lines come from the one catalogue so these terms never quote a stale price or allowance.
const planLines = listPlans()
  .filter((plan) => plan.id !== 'free_trial')
  .map((plan) => {
    const { coverLetters, resumes, isUnlimited } = plan.limits;
    const allowance = isUnlimited
      ? 'unlimited cover letters and resumes'
      : `${countOf(coverLetters, 'cover letter')} and ${countOf(resumes, 'resume')}`;
    const status = plan.purchasable ? '' : ' (not yet available for purchase)';
    return `${plan.name} (${plan.displayName}): ${plan.priceDisplay} per month for ${allowance}${status}.`;
  });

export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    paragraphs: [
      'These terms are an agreement between you and JobPadi. By creating an account or using our website and services you accept them. If you do not agree, please do not use JobPadi.',
      'You must be at least 18 years old, or have the consent of a parent or guardian, to use the service.',
    ],
  },
  {
    id: 'service',
    title: 'Description of the Service',
    paragraphs: [
      'JobPadi uses artificial intelligence to generate cover letters and optimized, ATS-friendly resumes from the job details and resume you provide. You can edit generated documents and download them as PDF or DOCX files, and signed-in users can contact our support team by chat.',
      'We may add, change or remove features to improve the service.',
    ],
  },
  {
    id: 'accounts',
    title: 'Your Account',
    paragraphs: [
      'You must give accurate information, verify your e-mail address and keep your sign-in details confidential. You are responsible for everything done through your account. Tell us at once if you suspect unauthorised use.',
    ],
  },
  {
    id: 'plans-and-billing',
    title: 'Plans and Billing',
    paragraphs: [
      `New accounts receive a free trial valid for ${FREE_TRIAL_DAYS} days. After that, the following monthly plans are offered, with prices in Naira:`,
    ],
    bullets: planLines,
    closing: `Payments are one-off card charges in Naira through our payment provider; each covers ${SUBSCRIPTION_PERIOD_DAYS} days and nothing renews automatically. If you cancel, you keep access and your remaining credits until the end of the period you paid for. We will give you at least 30 days' notice before any price change takes effect. Except where the law requires otherwise, payments are not refundable.`,
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    paragraphs: [
      'You own the content you upload and the documents generated for you, and you may use them freely in your job search. You give us a limited licence to process that content solely to provide the service.',
      'The JobPadi name, logo, website, software and templates belong to us and may not be copied or reused without our written permission.',
    ],
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable Use',
    paragraphs: ['You agree not to:'],
    bullets: [
      'provide false qualifications or impersonate another person in documents you generate;',
      'upload content that is unlawful, infringes the rights of others or contains malware;',
      'attempt to break, overload or reverse-engineer the service, or access it by automated means without permission;',
      'resell or share your account or credits.',
    ],
  },
  {
    id: 'ai-limitations',
    title: 'AI Limitations',
    paragraphs: [
      'AI-generated text can contain mistakes, omissions or statements that do not reflect your experience. You are responsible for reviewing and correcting every document before you use it.',
      'JobPadi improves your applications but cannot guarantee interviews, job offers or any particular outcome.',
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy',
    paragraphs: [
      'Our Privacy Policy explains how we collect and protect your personal data in line with the Nigeria Data Protection Act 2023. It forms part of these terms.',
    ],
    link: { label: 'Read our Privacy Policy', to: '/privacy-policy' },
  },
  {
    id: 'termination',
    title: 'Termination',
    paragraphs: [
      'You may close your account at any time from Settings. We may suspend or close accounts that break these terms, after notice where that is reasonable.',
      'After termination you may ask us to export your data within 30 days; after that period we may delete it.',
    ],
  },
  {
    id: 'liability',
    title: 'Limitation of Liability',
    paragraphs: [
      'The service is provided "as is". To the fullest extent the law allows, JobPadi is not liable for indirect or consequential losses, such as lost opportunities or income.',
      'Our total liability for any claim relating to the service is limited to the amount you paid us in the 12 months before the claim arose.',
    ],
  },
  {
    id: 'governing-law',
    title: 'Governing Law and Disputes',
    paragraphs: [
      'These terms are governed by the laws of the Federal Republic of Nigeria. We will first try to resolve any dispute with you informally. A dispute that cannot be resolved that way will be settled by arbitration in Lagos under the Arbitration and Mediation Act 2023.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to These Terms',
    paragraphs: [
      'We may update these terms from time to time. The date at the top shows the latest version. For significant changes we will notify you by e-mail or in the app, and continuing to use JobPadi afterwards means you accept the updated terms.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact Us',
    paragraphs: ['Questions about these terms? Write to us:'],
    email: LEGAL_EMAIL,
  },
];
