import type { UserDto } from '../auth/user.js';
import { countOf } from '../format/count.js';

export interface UsageKind {
  used: number;
  available: number;
  total: number;
  isUnlimited: boolean;
}

export interface UsageSummary {
  coverLetters: UsageKind;
  resumes: UsageKind;
}

type QuotaUser = Partial<Pick<UserDto, 'quotaBalance' | 'totalGenerated' | 'isUnlimitedActive'>>;

const ZERO: UsageKind = { used: 0, available: 0, total: 0, isUnlimited: false };
const UNLIMITED_KIND = (used: number): UsageKind => ({
  used,
  available: Number.POSITIVE_INFINITY,
  total: Number.POSITIVE_INFINITY,
  isUnlimited: true,
});

/**
 * Usage per kind (spec 01 §3): used = generated; available = remaining floored at 0;
 * total = used + available; all 0 when the balance or the totals are missing; unlimited when
 * isUnlimitedActive.
 */
export function usageSummary(user: QuotaUser | null | undefined): UsageSummary {
  const balance = user?.quotaBalance;
  const totals = user?.totalGenerated;
  if (!balance || !totals) return { coverLetters: ZERO, resumes: ZERO };
  const kind = (used: number, remaining: number): UsageKind => {
    if (user?.isUnlimitedActive) return UNLIMITED_KIND(used);
    const available = Math.max(0, remaining);
    return { used, available, total: used + available, isUnlimited: false };
  };
  return {
    coverLetters: kind(totals.coverLettersGenerated, balance.coverLettersRemaining),
    resumes: kind(totals.resumesGenerated, balance.resumesRemaining),
  };
}

/** Credits summary in the navigation: 'N credits', or '∞' when unlimited. */
export function creditsLabel(user: QuotaUser | null | undefined): string {
  if (user?.isUnlimitedActive) return '∞';
  const { coverLetters, resumes } = usageSummary(user);
  const n = coverLetters.available + resumes.available;
  return countOf(n, 'credit');
}
