import { type Plan, UNLIMITED } from '@app/shared';

/** Dates in e-mails, as people in Nigeria read them: '22 December 2026' (West Africa Time). */
const day = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});
export const formatDay = (date: Date): string => day.format(date);

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a period of `plan` adds: '8 cover letters and 5 resumes', or unlimited. */
export function allowanceLine(plan: Plan): string {
  if (plan.limits.isUnlimited || plan.limits.coverLetters === UNLIMITED)
    return 'Unlimited cover letters and resumes';
  return `${count(plan.limits.coverLetters, 'cover letter', 'cover letters')} and ${count(plan.limits.resumes, 'resume', 'resumes')} added`;
}

export function creditsLeftLine(coverLetters: number, resumes: number): string {
  return `${count(Math.max(0, coverLetters), 'cover letter', 'cover letters')} and ${count(Math.max(0, resumes), 'resume', 'resumes')}`;
}
