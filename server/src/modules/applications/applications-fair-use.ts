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
  return entitlementsOf(owner, now).access === 'active'
    ? APPLICATION_LIMITS.fairUsePerDay.paid
    : APPLICATION_LIMITS.fairUsePerDay.free_trial;
}
