import { DEFAULT_TIME_ZONE, formatInZone, type Plan, UNLIMITED } from '@app/shared';

/**
 * Dates in e-mails and messages, as people in Nigeria read them: '22 December 2026', on the
 * recipient's clock (their settings' timezone; West Africa Time when they chose none).
 */
export const formatDay = (date: Date, timeZone: string = DEFAULT_TIME_ZONE): string =>
  formatInZone(date, 'date', timeZone);

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
