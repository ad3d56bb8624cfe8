import { formatNaira } from '../plans/catalogue.js';

/**
 * Kobo (an integer, as stored and as sent to the payment provider) shown as Naira: ₦10,000.
 * Only for display: amounts are never carried as fractional Naira.
 */
export function formatKobo(kobo: number): string {
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`Not an amount in kobo: ${kobo}`);
  const naira = formatNaira(Math.trunc(kobo / 100));
  const rest = Math.abs(kobo % 100);
  return rest === 0 ? naira : `${naira}.${String(rest).padStart(2, '0')}`;
}
