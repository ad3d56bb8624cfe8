import { type TemplateKind, templatesIncludedIn } from '@app/shared/documents/templates';
import { COMING_SOON_LABEL, FREE_TRIAL_DAYS, type Plan, type PlanId } from '@app/shared/plans/catalogue';
import { REGISTER_PATH } from './site';

/** An allowance as shown on plan cards; the catalogue's -1 (or the unlimited flag) reads 'Unlimited'. */
export function formatAllowance(limit: number, isUnlimited = false): string {
  return isUnlimited || limit < 0 ? 'Unlimited' : String(limit);
}

export function planAllowances(plan: Plan): { label: string; value: string }[] {
  const { coverLetters, resumes, isUnlimited } = plan.limits;
  return [
    { label: 'Cover letters', value: formatAllowance(coverLetters, isUnlimited) },
    { label: 'Resumes', value: formatAllowance(resumes, isUnlimited) },
  ];
}

const DESIGN_KINDS: { kind: TemplateKind; label: string }[] = [
  { kind: 'resume', label: 'Resume' },
  { kind: 'cover_letter', label: 'Cover letter' },
];

/**
 * The designs a plan includes, by kind of document, from the rule the server gates designs with
 * (templatesIncludedIn): plan cards and the checkout say what a plan unlocks.
 */
export function planDesigns(planId: PlanId): { kind: TemplateKind; label: string; names: string[] }[] {
  const included = templatesIncludedIn(planId);
  return DESIGN_KINDS.map(({ kind, label }) => ({
    kind,
    label,
    names: included.filter((t) => t.kind === kind).map((t) => t.name),
  }));
}

/** The trial is not a monthly plan, so its price reads '₦0 for 7 days' rather than '/month'. */
export function planPeriod(plan: Plan): string {
  return plan.id === 'free_trial' ? `for ${FREE_TRIAL_DAYS} days` : '/month';
}

export type PlanCta =
  | { kind: 'link'; label: string; href: typeof REGISTER_PATH }
  | { kind: 'disabled'; label: string };

/**
 * Every plan that can be started today leads to the sign-up form (a visitor with an account signs
 * in from there); a plan not on sale shows 'Coming Soon'.
 */
export function planCta(plan: Plan): PlanCta {
  if (plan.id === 'free_trial') return { kind: 'link', label: 'Start Free Trial', href: REGISTER_PATH };
  if (plan.purchasable) return { kind: 'link', label: `Choose ${plan.name}`, href: REGISTER_PATH };
  return { kind: 'disabled', label: COMING_SOON_LABEL };
}
