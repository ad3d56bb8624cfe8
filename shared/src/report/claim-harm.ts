/**
 * How much harm an invented claim does, and the groups the "Please check" list shows them in. An
 * employer or a degree that was never earned is what costs a person the job when a recruiter
 * checks; a title, a school or a credential next; then a figure; a date last. The analysis orders
 * its claims by this, and the browser groups them by it, so both read from here.
 */
import type { ReportClaim, ReportClaimKind } from './dto.js';

/** 0 is the most harmful. */
export const CLAIM_HARM: Readonly<Record<ReportClaimKind, number>> = {
  employer: 0,
  degree: 0,
  job_title: 1,
  school: 1,
  certification: 1,
  membership: 1,
  award: 1,
  number: 2,
  percentage: 2,
  date: 3,
};

/** A kind this code does not know (a newer server) sits with the figures: neither first nor last. */
export const claimHarm = (kind: string): number => CLAIM_HARM[kind as ReportClaimKind] ?? 2;

/** Most harmful first; the same harm in text order. */
export function compareClaims(
  a: Pick<ReportClaim, 'kind' | 'start'>,
  b: Pick<ReportClaim, 'kind' | 'start'>,
) {
  return claimHarm(a.kind) - claimHarm(b.kind) || a.start - b.start;
}

export type ReportClaimGroup = 'roles' | 'credentials' | 'figures' | 'dates';

export const CLAIM_GROUP: Readonly<Record<ReportClaimKind, ReportClaimGroup>> = {
  employer: 'roles',
  job_title: 'roles',
  degree: 'credentials',
  school: 'credentials',
  certification: 'credentials',
  membership: 'credentials',
  award: 'credentials',
  number: 'figures',
  percentage: 'figures',
  date: 'dates',
};

/** The groups in the order they are shown: where the most harmful claims are, first. */
export const CLAIM_GROUP_ORDER: readonly ReportClaimGroup[] = ['roles', 'credentials', 'figures', 'dates'];

export const claimGroup = (kind: string): ReportClaimGroup =>
  CLAIM_GROUP[kind as ReportClaimKind] ?? 'figures';

/** Claims in their groups (empty groups left out), each group most harmful first. */
export function groupClaims<T extends Pick<ReportClaim, 'kind' | 'start'>>(
  claims: readonly T[],
): Array<{ group: ReportClaimGroup; claims: T[] }> {
  return CLAIM_GROUP_ORDER.map((group) => ({
    group,
    claims: claims.filter((c) => claimGroup(c.kind) === group).sort(compareClaims),
  })).filter((g) => g.claims.length > 0);
}
