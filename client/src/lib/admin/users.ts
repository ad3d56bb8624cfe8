import type {
  AdminUserDetailDto,
  AdminUserDto,
  PlanSource,
  TAdminUserListInput,
} from '@app/shared/admin/users';
import { ADMIN_USERS_PAGE_SIZE } from '@app/shared/admin/users';
import { countOf } from '@app/shared/format/count';
import { PLAN_IDS, PLANS, type PlanId } from '@app/shared/plans/catalogue';
import { formatLongDate, formatDateTime as formatMoment } from '../format-date';

/** The User Management tab's pure parts (spec 02 §2, §9: 10 a page). */

export type PlanFilter = PlanId | 'all';

/** All Plans, then the catalogue's names: Free Trial, Basic, Pro, Elite. */
export const PLAN_FILTER_OPTIONS: { value: PlanFilter; label: string }[] = [
  { value: 'all', label: 'All Plans' },
  ...PLAN_IDS.map((id) => ({ value: id, label: PLANS[id].name })),
];

export const PLAN_OPTIONS = PLAN_IDS.map((id) => ({ value: id, label: PLANS[id].name }));

export const planLabel = (plan: PlanId): string => PLANS[plan]?.name ?? plan;

/** What `admin.users.list` is asked: no search when the box is blank, no plan for All Plans. */
export function listInput(page: number, search: string, plan: PlanFilter): TAdminUserListInput {
  const q = search.trim();
  return {
    page,
    limit: ADMIN_USERS_PAGE_SIZE,
    ...(q ? { search: q } : {}),
    ...(plan === 'all' ? {} : { plan }),
  };
}

/** Spec 02 §2: 'Page x of y', shown only with more than one page. */
export function pagination(
  page: number,
  totalPages: number,
): {
  label: string;
  hasPrevious: boolean;
  hasNext: boolean;
} | null {
  if (totalPages <= 1) return null;
  return { label: `Page ${page} of ${totalPages}`, hasPrevious: page > 1, hasNext: page < totalPages };
}

export const NOT_PROVIDED = 'Not provided';

export const displayName = (user: Pick<AdminUserDto, 'fullName' | 'firstName' | 'lastName'>): string | null =>
  user.fullName?.trim() || [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || null;

/** Spec 02 §3: the subscription status is active, or shown as Inactive otherwise. */
export function subscriptionStatusLabel(status: AdminUserDto['subscriptionStatus'] | null): string {
  if (status === 'active') return 'Active';
  if (status === 'cancelled') return 'Cancelled';
  return 'Inactive';
}

export const accountLabel = (isActive: boolean): string => (isActive ? 'Active' : 'Inactive');

export const formatDate = (iso: string | null): string =>
  iso ? formatLongDate(new Date(iso)) : NOT_PROVIDED;
export const formatDateTime = (iso: string | null): string => (iso ? formatMoment(new Date(iso)) : 'Never');

export interface DetailRow {
  label: string;
  value: string;
  /** Long values (the id) wrap anywhere and read in a monospace face. */
  mono?: boolean;
}

/** Where the current plan came from, in the console's words. */
export const PLAN_SOURCE_LABELS: Record<PlanSource, string> = {
  trial: 'Sign-up trial',
  payment: 'Card payment',
  admin: 'Granted by JobPadi',
};

/** Credits left this period; on a running unlimited plan they wait for after it ends. */
const creditsLeft = (user: Pick<AdminUserDto, 'isUnlimitedActive'>, n: number): string =>
  user.isUnlimitedActive ? `Unlimited (${n} after the plan ends)` : String(n);

/** The details modal: every field of spec 02 §2, then what the console knows besides. */
export function userDetailRows(user: AdminUserDetailDto): DetailRow[] {
  return [
    { label: 'Full name', value: displayName(user) ?? NOT_PROVIDED },
    { label: 'Email', value: user.email },
    { label: 'User ID', value: user.id, mono: true },
    { label: 'Account', value: accountLabel(user.isActive) },
    { label: 'Plan', value: planLabel(user.subscriptionPlan) },
    { label: 'Subscription status', value: subscriptionStatusLabel(user.subscriptionStatus) },
    { label: 'Plan from', value: PLAN_SOURCE_LABELS[user.planSource] ?? PLAN_SOURCE_LABELS.trial },
    {
      label: user.subscriptionPlan === 'free_trial' ? 'Trial ends' : 'Expires',
      value: formatDate(user.subscriptionExpiresAt),
    },
    { label: 'Resumes left', value: creditsLeft(user, user.quotaBalance.resumesRemaining) },
    { label: 'Cover letters left', value: creditsLeft(user, user.quotaBalance.coverLettersRemaining) },
    { label: 'Cover letters generated', value: String(user.totalGenerated.coverLettersGenerated) },
    { label: 'Resumes optimized', value: String(user.totalGenerated.resumesGenerated) },
    { label: 'Joined', value: formatDate(user.createdAt) },
    { label: 'Last updated', value: formatDateTime(user.updatedAt) },
    { label: 'Role', value: user.role.includes('admin') ? 'Administrator' : 'User' },
    { label: 'Documents stored', value: String(user.documents) },
    { label: 'Signed in now', value: countOf(user.liveSessions, 'session') },
    { label: 'Last sign-in', value: formatDateTime(user.lastLoginAt) },
  ];
}
