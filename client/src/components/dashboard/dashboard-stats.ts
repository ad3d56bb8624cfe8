import type { UserDto } from '@app/shared/auth/user';
import { FREE_TRIAL_DAYS, getPlan } from '@app/shared/plans/catalogue';
import { usageSummary } from '@app/shared/users/usage';
import { formatLongDate } from '../../lib/format-date';

export interface StatCard {
  key: 'coverLetters' | 'resumes' | 'plan' | 'status';
  label: string;
  value: string;
  detail: string;
}

const left = (n: number, unlimited: boolean) => (unlimited ? '∞' : String(n));

/** The dashboard's four stat cards (spec 02 §2 /dashboard), from the signed-in user. */
export function dashboardStats(user: UserDto): StatCard[] {
  const usage = usageSummary(user);
  const plan = getPlan(user.subscriptionPlan);
  const active = user.subscriptionStatus === 'active';
  return [
    {
      key: 'coverLetters',
      label: 'Cover letters left',
      value: left(usage.coverLetters.available, usage.coverLetters.isUnlimited),
      detail: `${usage.coverLetters.used} generated`,
    },
    {
      key: 'resumes',
      label: 'Resumes optimized left',
      value: left(usage.resumes.available, usage.resumes.isUnlimited),
      detail: `${usage.resumes.used} optimized`,
    },
    {
      key: 'plan',
      label: 'Current plan',
      value: plan.name,
      // The trial's label would only repeat its name.
      detail: plan.id === 'free_trial' ? `${FREE_TRIAL_DAYS}-day trial` : plan.displayName,
    },
    {
      key: 'status',
      label: 'Subscription status',
      value: active ? 'Active' : 'Inactive',
      detail: user.subscriptionExpiresAt
        ? expiryDetail(user.subscriptionExpiresAt, active)
        : 'No expiry date',
    },
  ];
}

// Payments are one-off (DECISIONS.md), so nothing "renews": a plan is active until a date.
function expiryDetail(iso: string, active: boolean): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'No expiry date';
  return `${active ? 'Active until' : 'Ended'} ${formatLongDate(date)}`;
}
