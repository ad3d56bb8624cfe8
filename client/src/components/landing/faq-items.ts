import { countOf } from '@app/shared/format/count';
import {
  COMING_SOON_LABEL,
  FREE_TRIAL_DAYS,
  PLANS,
  SUBSCRIPTION_PERIOD_DAYS,
} from '@app/shared/plans/catalogue';

export interface FaqItem {
  question: string;
  answer: string;
}

const { free_trial: trial, jjc: basic, agba: pro, idan: elite } = PLANS;
const allowance = (p: typeof basic) =>
  `${countOf(p.limits.coverLetters, 'cover letter')} and ${countOf(p.limits.resumes, 'resume')}`;

/** Every number comes from the plan catalogue, so the answers cannot drift from the price cards. */
export const FAQ_ITEMS: FaqItem[] = [
  {
    question: 'What do I get with the free trial?',
    answer: `Every new account gets ${allowance(trial)} to use within ${FREE_TRIAL_DAYS} days — ${
      trial.limits.coverLetters + trial.limits.resumes
    } documents in total. No card is needed to start.`,
  },
  {
    question: `What is the difference between ${basic.name} and ${pro.name}?`,
    answer: `${basic.name} (${basic.displayName}) costs ${basic.priceDisplay} a month and includes ${allowance(basic)}. ${pro.name} (${pro.displayName}) costs ${pro.priceDisplay} a month and includes ${allowance(pro)}, with priority AI processing and priority support.`,
  },
  {
    question: `When will the ${elite.name} plan be available?`,
    answer: `${elite.name} (${elite.displayName}) will offer unlimited cover letters and resumes plus an interview simulator, job alerts and AI job matching. It is ${COMING_SOON_LABEL.toLowerCase()}; until then, ${pro.name} is our most generous plan.`,
  },
  {
    question: 'How do I pay?',
    answer: `By debit or credit card, in Naira, through our secure payment provider. Each payment covers ${SUBSCRIPTION_PERIOD_DAYS} days and nothing renews automatically, so you are never charged without choosing to pay. Unused credits carry over when you renew.`,
  },
  {
    question: 'Can I cancel at any time?',
    answer:
      'Yes. Cancel from your Subscription page whenever you like. You keep your plan and your remaining credits until the end of the period you have paid for, and you will not be charged again.',
  },
  {
    question: 'In which formats can I download my documents?',
    answer:
      'Every cover letter and resume can be edited in JobPadi and downloaded as a PDF or as a Word (DOCX) file, ready to attach to any application.',
  },
  {
    question: 'Which resume files can I upload?',
    answer: 'You can upload your current resume as a PDF, DOC or DOCX file of up to 10 MB.',
  },
  {
    question: 'Is my personal data safe?',
    answer:
      'Yes. We process your data in line with the Nigeria Data Protection Act 2023. Your resume and documents are visible only to you, we never sell your data, and you can export or delete it at any time from Settings.',
  },
];
