import { countOf } from '@app/shared/format/count';
import { FREE_TRIAL_DAYS, PLANS } from '@app/shared/plans/catalogue';

/**
 * Spec 02 §4 "Onboarding": step 0 is the profile form, then six tutorial steps; the progress bar
 * covers all seven.
 */
export const ONBOARDING_STEPS = 7;
export const PROFILE_STEP = 0;
export const LAST_STEP = ONBOARDING_STEPS - 1;

export type TutorialStepId = 'welcome' | 'optimization' | 'resume' | 'generate' | 'downloads' | 'premium';

export interface TutorialStep {
  id: TutorialStepId;
  title: string;
  body: string;
  points: string[];
}

const trial = PLANS.free_trial.limits;
const [basic, pro] = [PLANS.jjc, PLANS.agba];

/** The six tutorial steps (1 to 6), in the spec's order. */
export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  {
    id: 'welcome',
    title: 'Welcome to JobPadi',
    body: 'Your AI assistant for job applications in Nigeria. In a minute you will know how to turn any job advert into a tailored cover letter and an ATS-friendly resume.',
    points: [
      'Made for the Nigerian job market',
      'Ready in seconds, not hours',
      'Your documents stay private',
    ],
  },
  {
    id: 'optimization',
    title: 'AI-powered optimization',
    body: 'We read the job description and match your experience to what the employer asks for, in the words their applicant tracking system looks for.',
    points: [
      'Keywords and skills from the job advert',
      'Achievements put first',
      'Clean single-column layouts that ATS software reads',
    ],
  },
  {
    id: 'resume',
    title: 'Upload or create your resume',
    body: 'Start from the resume you have, or from scratch: either way the result is tailored to the job.',
    points: [
      'Upload a PDF, DOC or DOCX file up to 10 MB',
      'No resume yet? Tick “I don’t have an existing resume” and enter a few details',
    ],
  },
  {
    id: 'generate',
    title: 'Generate your documents',
    body: 'Give the job title, the company and the job description, choose a cover letter, a resume or both, and press Generate.',
    points: ['Watch the text being written', 'Edit anything afterwards in the built-in editor'],
  },
  {
    id: 'downloads',
    title: 'Professional downloads',
    body: 'Download every document as a PDF or a Word (DOCX) file, ready to send to a recruiter.',
    points: ['DOCX is best when you want to edit it in Word', 'Everything you make stays in My Documents'],
  },
  {
    id: 'premium',
    title: 'Unlock premium features',
    body: `Your free trial includes ${countOf(trial.coverLetters, 'cover letter')} and ${countOf(trial.resumes, 'resume')} for ${FREE_TRIAL_DAYS} days. A monthly plan gives you more.`,
    points: [
      `${basic.name}: ${countOf(basic.limits.coverLetters, 'cover letter')} and ${countOf(basic.limits.resumes, 'resume')} for ${basic.priceDisplay} a month`,
      `${pro.name}: ${countOf(pro.limits.coverLetters, 'cover letter')} and ${countOf(pro.limits.resumes, 'resume')} for ${pro.priceDisplay} a month`,
      'Unused credits carry over when you renew',
    ],
  },
];

/** 'Step 3 of 7' and the bar's width. */
export function onboardingProgress(step: number): { label: string; percent: number } {
  const at = Math.min(Math.max(step, 0), LAST_STEP) + 1;
  return { label: `Step ${at} of ${ONBOARDING_STEPS}`, percent: Math.round((at / ONBOARDING_STEPS) * 100) };
}
