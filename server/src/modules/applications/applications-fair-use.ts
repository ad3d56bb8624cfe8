import { APPLICATION_LIMITS } from '@app/shared';
import { entitlementsOf, type PlanRow } from '../billing/entitlements.js';

const lagosDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Lagos',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Lagos ('YYYY-MM-DD') the fair-use count runs over. */
export const lagosDayOf = (now: Date): string => lagosDay.format(now);

/**
 * Notes and interview preparations a person may have per Lagos day: a paid plan whose period
 * runs gets the paid allowance; everyone else (the free trial, a trial or plan that ended) the
 * trial's. No document credit is involved.
 */
export function fairUseLimitOf(owner: PlanRow, now: Date): number {
  return dailyAllowanceOf(owner, now, APPLICATION_LIMITS.fairUsePerDay);
}

/**
 * A daily allowance by plan (model-written extras that use no document credit): the paid figure
 * while a paid period runs, the trial's otherwise.
 */
export function dailyAllowanceOf(
  owner: PlanRow,
  now: Date,
  limits: { readonly free_trial: number; readonly paid: number },
): number {
  return entitlementsOf(owner, now).access === 'active' ? limits.paid : limits.free_trial;
}
