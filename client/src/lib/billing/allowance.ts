import { countOf } from '@app/shared/format/count';
import type { Plan } from '@app/shared/plans/catalogue';

/** What a payment for the plan adds, from the catalogue: '25 cover letters and 15 resumes'. */
export function allowanceText(plan: Plan): string {
  const { coverLetters, resumes, isUnlimited } = plan.limits;
  if (isUnlimited) return 'unlimited cover letters and resumes';
  return `${countOf(coverLetters, 'cover letter')} and ${countOf(resumes, 'resume')}`;
}

/** Under Renew: what a renewal buys (DECISIONS.md: early renewal extends from the current expiry). */
export function renewalNote(plan: Plan, active: boolean, days: number): string {
  const from = active ? 'from your current expiry' : 'from payment';
  return plan.limits.isUnlimited
    ? `Renewing adds ${days} days of unlimited documents ${from}.`
    : `Renewing adds ${days} days ${from} and another ${allowanceText(plan)} to your credits.`;
}
